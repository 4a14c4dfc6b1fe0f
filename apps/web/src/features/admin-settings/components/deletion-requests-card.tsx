import { formatDate, type AccountDeletionRow } from '@pango/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from '@/components/ui/link';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { deletionRequestsQuery, useEraseNow } from '@/lib/queries/account-deletion';
import { serverMessage } from '@/lib/server-message';

const PAGE_SIZE = 20;
const STATUS_TEXT = { pending: 'Waiting', withdrawn: 'Withdrawn', erased: 'Erased' } as const;
const STATUS_TONE = { pending: 'warning', withdrawn: 'neutral', erased: 'success' } as const;

/**
 * "Account Deletion Requests" (issue 22, ADR 036): tenants who asked for their account to be
 * deleted, why a request still waits, and "Erase now" for a settled one. Payments and the rent
 * statement stay under the tenant's reference for the tax records.
 */
export function DeletionRequestsCard() {
  const headingId = useId();
  const [page, setPage] = useState(1);
  const requests = useQuery({
    ...deletionRequestsQuery({ page }),
    placeholderData: keepPreviousData,
  });
  return (
    <Card className="settings-card" role="region" aria-labelledby={headingId}>
      <h2 id={headingId}>Account Deletion Requests</h2>
      <p className="muted">
        Tenants who asked for their personal data to be erased. It is erased once their money is
        settled; their payments and rent statement stay under a reference for your tax records.
      </p>
      {requests.data ? (
        requests.data.count === 0 ? (
          <p className="muted">No tenant has asked for their account to be deleted.</p>
        ) : (
          <>
            <ul className="deletion-requests">
              {requests.data.results.map((row) => (
                <DeletionRequestItem key={row.id} row={row} />
              ))}
            </ul>
            <Pagination
              label="Deletion request pages"
              page={page}
              pageCount={Math.ceil(requests.data.count / PAGE_SIZE)}
              onChange={setPage}
              isBusy={requests.isPlaceholderData}
            />
          </>
        )
      ) : requests.isError ? (
        <Alert
          action={
            <Button variant="secondary" size="sm" onClick={() => void requests.refetch()}>
              Retry
            </Button>
          }
        >
          Failed to load deletion requests.
        </Alert>
      ) : (
        <Spinner label="Loading deletion requests..." />
      )}
    </Card>
  );
}

function DeletionRequestItem({ row }: { row: AccountDeletionRow }) {
  const erase = useEraseNow();
  const isReady = row.status === 'pending' && row.blocked_by.length === 0;
  return (
    <li className="deletion-requests__item">
      <div>
        <Link className="deletion-requests__name" to={`/admin/tenants/${row.tenant.id}/details`}>
          {row.tenant.full_name}
        </Link>{' '}
        <Badge tone={STATUS_TONE[row.status]}>{STATUS_TEXT[row.status]}</Badge>
        <p className="muted">
          Asked on {formatDate(row.requested_at)}
          {row.erased_at ? `; erased on ${formatDate(row.erased_at)}` : ''}
        </p>
        {row.status === 'pending' &&
          (row.blocked_by.length > 0 ? (
            <ul className="muted">
              {row.blocked_by.map((block) => (
                <li key={block.code}>{block.message}</li>
              ))}
            </ul>
          ) : (
            <p className="muted">Settled: erased by tomorrow, or now.</p>
          ))}
      </div>
      {isReady && (
        <Button
          variant="danger"
          size="sm"
          isBusy={erase.isPending}
          onClick={() => erase.mutate(row.id)}
        >
          Erase now
        </Button>
      )}
      {erase.isError && (
        <Alert>{serverMessage(erase.error, 'Could not erase this account.')}</Alert>
      )}
    </li>
  );
}
