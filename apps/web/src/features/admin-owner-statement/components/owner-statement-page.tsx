import {
  currentMonth,
  EXPENSE_CATEGORY_LABELS,
  formatKsh,
  OWNER_STATEMENT_MESSAGES,
  OwnerStatementQuerySchema,
  statementRangeLabel,
  type OwnerStatement,
} from '@pango/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { Table } from '@/components/ui/table';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/toast-store';
import { isApiError } from '@/lib/api-error';
import { downloadFile } from '@/lib/file-download';
import { usePermission } from '@/lib/permissions';
import {
  ownerStatementPath,
  ownerStatementQuery,
  useEmailOwnerStatement,
} from '@/lib/queries/owner-statement';
import { useLandlordProperties } from '@/lib/queries/properties';
import { useSelectedPropertyId } from '@/lib/selected-property';
import { OwnerForm } from './owner-form';
import './owner-statement.css';

/** /admin/owner-statement (issue 24 item 4): one property over one month or a range. */
export function OwnerStatementPage() {
  const [selectedPropertyId] = useSelectedPropertyId();
  const properties = useLandlordProperties();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [from, setFrom] = useState(currentMonth());
  const [to, setTo] = useState(currentMonth());
  const list = properties.data?.results ?? [];
  const propertyId = chosenId ?? selectedPropertyId ?? list[0]?.id ?? null;
  const range = OwnerStatementQuerySchema.safeParse({ from, to });
  const rangeError = range.success ? undefined : range.error.issues[0]?.message;
  const statement = useQuery({
    ...ownerStatementQuery(propertyId ?? 0, from, to),
    enabled: propertyId !== null && range.success,
  });

  return (
    <div className="page owner-statement-page">
      <title>Owner statement · Pango</title>
      <h1>Owner statement</h1>
      <p className="muted">
        Income received, expenses and net for one property, with the deposits held and arrears at
        the end of the period.
      </p>
      <Card className="owner-statement-filters">
        <SelectField
          label="Property"
          value={propertyId ?? ''}
          onChange={(v) => setChosenId(v ? Number(v) : null)}
          options={list.map((p) => ({ value: p.id, label: p.name }))}
        />
        <TextField
          label="From month"
          type="month"
          value={from}
          max={currentMonth()}
          onChange={(e) => setFrom(e.target.value)}
        />
        <TextField
          label="To month"
          type="month"
          value={to}
          max={currentMonth()}
          onChange={(e) => setTo(e.target.value)}
          error={rangeError}
        />
      </Card>
      {properties.isPending ? (
        <Spinner label="Loading properties..." />
      ) : list.length === 0 ? (
        <p>Add a property to see its owner statement.</p>
      ) : !range.success ? null : statement.isError ? (
        <Alert
          action={
            <Button variant="secondary" size="sm" onClick={() => void statement.refetch()}>
              Try Again
            </Button>
          }
        >
          {statement.error.message || 'Could not load the statement.'}
        </Alert>
      ) : !statement.data ? (
        <Spinner label="Loading the statement..." />
      ) : (
        <>
          <StatementView statement={statement.data} />
          <OwnerForm
            key={statement.data.property.id}
            propertyId={statement.data.property.id}
            owner={statement.data.owner}
          />
        </>
      )}
    </div>
  );
}

function StatementView({ statement: s }: { statement: OwnerStatement }) {
  const headingId = useId();
  const hintId = useId();
  const canExport = usePermission('exports.csv');
  const email = useEmailOwnerStatement();
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const params = { from: s.from, to: s.to };
  const path = ownerStatementPath(s.property.id);
  const download = (kind: 'pdf' | 'csv') => {
    setDownloadError(null);
    downloadFile(`${path}${kind}/`, params, `owner_statement.${kind}`).catch(() =>
      setDownloadError(`Could not download the ${kind.toUpperCase()}. Try again.`),
    );
  };
  return (
    <section aria-labelledby={headingId} className="owner-statement">
      <div className="owner-statement__header">
        <h2 id={headingId}>
          {s.property.name}: {statementRangeLabel(s.from, s.to)}
        </h2>
        <div className="owner-statement__actions">
          <Button variant="secondary" onClick={() => download('pdf')}>
            Download PDF
          </Button>
          {canExport && (
            <Button variant="secondary" onClick={() => download('csv')}>
              Download CSV
            </Button>
          )}
          <Button
            disabled={!s.owner.email}
            aria-describedby={s.owner.email ? undefined : hintId}
            isBusy={email.isPending}
            onClick={() =>
              email.mutate(
                { propertyId: s.property.id, ...params },
                {
                  onSuccess: (reply) => toast.success(`${reply.detail} (${reply.to})`),
                  onError: (error) =>
                    toast.error(
                      isApiError(error) ? error.message : 'Could not email the statement',
                    ),
                },
              )
            }
          >
            Email to owner
          </Button>
        </div>
      </div>
      {!s.owner.email && (
        <p id={hintId} className="muted">
          {OWNER_STATEMENT_MESSAGES.noOwnerEmail}
        </p>
      )}
      {downloadError && <Alert>{downloadError}</Alert>}
      <dl className="owner-statement__totals">
        <div>
          <dt>Income received</dt>
          <dd>{formatKsh(s.income_total)}</dd>
        </div>
        <div>
          <dt>Expenses</dt>
          <dd>{formatKsh(s.expenses_total)}</dd>
        </div>
        <div>
          <dt>Net</dt>
          <dd>{s.net < 0 ? `-${formatKsh(-s.net)}` : formatKsh(s.net)}</dd>
        </div>
        <div>
          <dt>Deposits held (not income)</dt>
          <dd>{formatKsh(s.deposits_held)}</dd>
        </div>
        <div>
          <dt>Arrears at the end</dt>
          <dd>{formatKsh(s.arrears)}</dd>
        </div>
      </dl>
      <Card>
        <Table
          caption="Income by tenant"
          rows={s.income}
          rowKey={(r) => `${r.tenant_id}-${r.unit_number}`}
          empty="No payments received in this period."
          columns={[
            { key: 'tenant', header: 'Tenant', render: (r) => r.tenant_name },
            { key: 'unit', header: 'Unit', render: (r) => r.unit_number },
            { key: 'amount', header: 'Received', align: 'end', render: (r) => formatKsh(r.amount) },
          ]}
        />
      </Card>
      <Card>
        <Table
          caption="Expenses by category"
          rows={s.expenses}
          rowKey={(r) => r.category}
          empty="No expenses recorded in this period."
          columns={[
            {
              key: 'category',
              header: 'Category',
              render: (r) => EXPENSE_CATEGORY_LABELS[r.category],
            },
            { key: 'count', header: 'Entries', align: 'end', render: (r) => r.count },
            { key: 'amount', header: 'Amount', align: 'end', render: (r) => formatKsh(r.amount) },
          ]}
        />
      </Card>
    </section>
  );
}
