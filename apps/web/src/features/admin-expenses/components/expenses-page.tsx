import {
  EXPENSE_CATEGORIES,
  EXPENSE_CATEGORY_LABELS,
  EXPENSE_MESSAGES,
  formatDate,
  formatKsh,
  type ExpenseCategory,
  type ExpenseRead,
} from '@pango/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { Pagination } from '@/components/ui/pagination';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { Table } from '@/components/ui/table';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast/toast-store';
import { downloadFile } from '@/lib/file-download';
import { usePermission } from '@/lib/permissions';
import {
  EXPENSES_PATH,
  expenseParams,
  expensesQuery,
  useDeleteExpense,
  type ExpenseFilters,
} from '@/lib/queries/expenses';
import { useLandlordProperties } from '@/lib/queries/properties';
import { useSelectedPropertyId } from '@/lib/selected-property';
import { ExpenseDialog } from './expense-dialog';
import './expenses.css';

const PAGE_SIZE = 20;

/** /admin/expenses (issue 24 item 3): what the properties cost, filtered, totalled, exported. */
export function ExpensesPage() {
  const [selectedPropertyId] = useSelectedPropertyId();
  const properties = useLandlordProperties();
  // undefined: follow the top bar's property; null: All properties chosen here.
  const [propertyOverride, setPropertyOverride] = useState<number | null | undefined>(undefined);
  const [category, setCategory] = useState<ExpenseCategory | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<ExpenseRead | null | 'new'>(null);
  const [deleting, setDeleting] = useState<ExpenseRead | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const canWrite = usePermission('expenses.write');
  const canExport = usePermission('exports.csv');
  const propertyId = propertyOverride === undefined ? selectedPropertyId : propertyOverride;
  const filters: ExpenseFilters = { propertyId, category, from, to, page };
  const expenses = useQuery(expensesQuery(filters));
  const remove = useDeleteExpense();
  const data = expenses.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.count / PAGE_SIZE)) : 1;
  const refilter =
    <T,>(setter: (v: T) => void) =>
    (value: T) => {
      setter(value);
      setPage(1);
    };

  async function download() {
    setDownloadError(null);
    try {
      await downloadFile(`${EXPENSES_PATH}csv/`, expenseParams(filters), 'expenses.csv');
    } catch {
      setDownloadError('Could not download the CSV. Try again.');
    }
  }

  return (
    <div className="page expenses-page">
      <title>Expenses · Pango</title>
      <div className="expenses-page__header">
        <div>
          <h1>Expenses</h1>
          <p className="muted">What your properties cost. They appear on the owner statement.</p>
        </div>
        <div className="expenses-page__actions">
          {canExport && (
            <Button variant="secondary" onClick={() => void download()}>
              Download CSV
            </Button>
          )}
          {canWrite && <Button onClick={() => setEditing('new')}>Add expense</Button>}
        </div>
      </div>
      {downloadError && <Alert>{downloadError}</Alert>}
      <Card className="expenses-filters">
        <SelectField
          label="Property"
          value={propertyId ?? ''}
          onChange={(v) => refilter(setPropertyOverride)(v ? Number(v) : null)}
          placeholder="All properties"
          options={(properties.data?.results ?? []).map((p) => ({ value: p.id, label: p.name }))}
        />
        <SelectField
          label="Category"
          value={category}
          onChange={(v) => refilter(setCategory)(v as ExpenseCategory | '')}
          placeholder="All categories"
          options={EXPENSE_CATEGORIES.map((c) => ({ value: c, label: EXPENSE_CATEGORY_LABELS[c] }))}
        />
        <TextField
          label="From"
          type="date"
          value={from}
          onChange={(e) => refilter(setFrom)(e.target.value)}
        />
        <TextField
          label="To"
          type="date"
          value={to}
          onChange={(e) => refilter(setTo)(e.target.value)}
        />
      </Card>
      {expenses.isError ? (
        <Alert
          action={
            <Button variant="secondary" size="sm" onClick={() => void expenses.refetch()}>
              Try Again
            </Button>
          }
        >
          {expenses.error.message || 'Could not load your expenses.'}
        </Alert>
      ) : !data ? (
        <Spinner label="Loading expenses..." />
      ) : (
        <Card>
          <p className="expenses-total" aria-live="polite">
            Total: <strong>{formatKsh(data.total_amount)}</strong> ({data.count}{' '}
            {data.count === 1 ? 'expense' : 'expenses'})
          </p>
          <Table
            caption="Expenses"
            isCaptionHidden
            rows={data.results}
            rowKey={(e) => e.id}
            empty={EXPENSE_MESSAGES.empty}
            columns={[
              { key: 'date', header: 'Date', render: (e) => formatDate(e.incurred_on) },
              { key: 'property', header: 'Property', render: (e) => e.property_name },
              { key: 'unit', header: 'Unit', render: (e) => e.unit_number ?? '—' },
              {
                key: 'category',
                header: 'Category',
                render: (e) => EXPENSE_CATEGORY_LABELS[e.category],
              },
              { key: 'amount', header: 'Amount', align: 'end', render: (e) => formatKsh(e.amount) },
              { key: 'note', header: 'Note', render: (e) => e.note ?? '' },
              {
                key: 'receipt',
                header: 'Receipt',
                render: (e) =>
                  e.receipt_url ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() =>
                        void downloadFile(e.receipt_url!, {}, `expense-${e.id}-receipt`).catch(() =>
                          toast.error('Could not download the receipt'),
                        )
                      }
                    >
                      Receipt
                    </Button>
                  ) : (
                    '—'
                  ),
              },
              ...(canWrite
                ? [
                    {
                      key: 'actions',
                      header: 'Actions',
                      isPinnedEnd: true,
                      render: (e: ExpenseRead) => (
                        <div className="expenses-row-actions">
                          <Button
                            variant="secondary"
                            size="sm"
                            onClick={() => setEditing(e)}
                            aria-label={`Edit expense of ${formatDate(e.incurred_on)}`}
                          >
                            Edit
                          </Button>
                          <Button
                            variant="danger"
                            size="sm"
                            onClick={() => setDeleting(e)}
                            aria-label={`Delete expense of ${formatDate(e.incurred_on)}`}
                          >
                            Delete
                          </Button>
                        </div>
                      ),
                    },
                  ]
                : []),
            ]}
          />
          {pageCount > 1 && (
            <Pagination
              label="Expense pages"
              page={page}
              pageCount={pageCount}
              onChange={setPage}
              isBusy={expenses.isFetching}
            />
          )}
        </Card>
      )}
      {editing && (
        <ExpenseDialog
          expense={editing === 'new' ? null : editing}
          defaultPropertyId={propertyId}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <Dialog
          isOpen
          title="Delete expense"
          onClose={() => setDeleting(null)}
          footer={
            <>
              <Button variant="secondary" onClick={() => setDeleting(null)}>
                Cancel
              </Button>
              <Button
                variant="danger"
                isBusy={remove.isPending}
                onClick={() =>
                  remove.mutate(deleting.id, {
                    onSuccess: () => {
                      toast.success(EXPENSE_MESSAGES.deleted);
                      setDeleting(null);
                    },
                    onError: () => toast.error('Could not delete the expense'),
                  })
                }
              >
                Delete
              </Button>
            </>
          }
        >
          <p>
            {EXPENSE_MESSAGES.confirmDelete} ({EXPENSE_CATEGORY_LABELS[deleting.category]},{' '}
            {formatKsh(deleting.amount)}, {formatDate(deleting.incurred_on)})
          </p>
        </Dialog>
      )}
    </div>
  );
}
