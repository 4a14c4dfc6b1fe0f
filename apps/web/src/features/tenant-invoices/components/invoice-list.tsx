import { formatDate, formatKsh, invoiceFileName, type InvoiceRow } from '@pango/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { downloadInvoice } from '@/lib/queries/invoice-pdf';
import { invoicesQuery } from '@/lib/queries/invoices';
import { LIST_TEXTS as INVOICE_TEXTS } from '../texts-list';
import '../tenant-invoices.css';

function InvoiceItem({ invoice }: { invoice: InvoiceRow }) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const download = async () => {
    setState('busy');
    try {
      await downloadInvoice(invoice.id, invoiceFileName(invoice.number));
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <li className="invoices__item">
      <div>
        <strong>{invoice.period_label}</strong>
        <div className="muted">
          {invoice.number} · {formatKsh(invoice.amount_due)} due {formatDate(invoice.due_date)}
        </div>
      </div>
      <Button
        variant="secondary"
        size="sm"
        isBusy={state === 'busy'}
        aria-label={`PDF of invoice ${invoice.number}, ${invoice.period_label}`}
        onClick={() => void download()}
      >
        PDF
      </Button>
      {state === 'failed' && (
        <span role="alert" className="field__error">
          {INVOICE_TEXTS.downloadFailed}
        </span>
      )}
    </li>
  );
}

/** The tenant's monthly invoices, newest first, each with its PDF (issue 20 item 5). */
export function InvoiceList() {
  const titleId = useId();
  const invoices = useInfiniteQuery(invoicesQuery());
  const rows = invoices.data?.pages.flatMap((page) => page.results) ?? [];
  return (
    <Card className="invoices" role="region" aria-labelledby={titleId}>
      <h2 id={titleId}>Invoices</h2>
      {invoices.isPending ? (
        <Spinner label={INVOICE_TEXTS.loadingInvoices} />
      ) : invoices.isError ? (
        <p role="alert">{INVOICE_TEXTS.invoicesFailed}</p>
      ) : rows.length === 0 ? (
        <p className="muted">{INVOICE_TEXTS.noInvoices}</p>
      ) : (
        <ul className="invoices__list" aria-label="Invoices">
          {rows.map((invoice) => (
            <InvoiceItem key={invoice.id} invoice={invoice} />
          ))}
        </ul>
      )}
      {invoices.hasNextPage && (
        <Button
          variant="ghost"
          isBusy={invoices.isFetchingNextPage}
          onClick={() => void invoices.fetchNextPage()}
        >
          Show older invoices
        </Button>
      )}
    </Card>
  );
}
