import { formatDate } from '@pango/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@/components/ui/link';
import { Alert } from '@/components/ui/alert';
import { deletionRequestsQuery } from '@/lib/queries/account-deletion';

/**
 * On the tenant's profile (issue 22, ADR 036): the tenant asked for their account to be deleted,
 * and what still keeps it from being erased. Nothing shows when they never asked or withdrew.
 */
export function DeletionRequestNotice({ tenantId }: { tenantId: number }) {
  const { data } = useQuery(deletionRequestsQuery({ tenantId }));
  const row = data?.results[0];
  if (!row || row.status === 'withdrawn') return null;
  if (row.status === 'erased')
    return (
      <Alert tone="info">
        This tenant&apos;s personal data was erased on {formatDate(row.erased_at)} at their request.
        Their payments and rent statement are kept for your tax records.
      </Alert>
    );
  return (
    <Alert tone="warning">
      <p>
        This tenant asked on {formatDate(row.requested_at)} for their account to be deleted.{' '}
        {row.blocked_by.length === 0
          ? 'Their money is settled: their personal data is erased by tomorrow.'
          : 'It is erased once their money is settled:'}
      </p>
      {row.blocked_by.length > 0 && (
        <ul>
          {row.blocked_by.map((block) => (
            <li key={block.code}>{block.message}</li>
          ))}
        </ul>
      )}
      <Link to="/admin/settings">See deletion requests</Link>
    </Alert>
  );
}
