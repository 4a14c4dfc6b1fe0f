import { invoiceFileName, type InvoiceRow } from '@pango/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { downloadInvoice } from '@/lib/queries/invoice-pdf';
import { invoicesQuery } from '@/lib/queries/invoices';
import { useFormat } from '@/lib/i18n/format';
import { useListTexts } from '../texts-list';
import '../tenant-invoices.css';

function InvoiceItem({ invoice }: { invoice: InvoiceRow }) {
  const t = useListTexts();
  const format = useFormat();
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
          {t('due', {
            number: invoice.number,
            amount: format.ksh(invoice.amount_due),
            date: format.date(invoice.due_date),
          })}
        </div>
      </div>
      <Button
        variant="secondary"
        size="sm"
        isBusy={state === 'busy'}
        aria-label={t('pdfLabel', { number: invoice.number, period: invoice.period_label })}
        onClick={() => void download()}
      >
        PDF
      </Button>
      {state === 'failed' && (
        <span role="alert" className="field__error">
          {t('downloadFailed')}
        </span>
      )}
    </li>
  );
}

/** The tenant's monthly invoices, newest first, each with its PDF (issue 20 item 5). */
export function InvoiceList() {
  const t = useListTexts();
  const titleId = useId();
  const invoices = useInfiniteQuery(invoicesQuery());
  const rows = invoices.data?.pages.flatMap((page) => page.results) ?? [];
  return (
    <Card className="invoices" role="region" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('title')}</h2>
      {invoices.isPending ? (
        <Spinner label={t('loading')} />
      ) : invoices.isError ? (
        <p role="alert">{t('failed')}</p>
      ) : rows.length === 0 ? (
        <p className="muted">{t('none')}</p>
      ) : (
        <ul className="invoices__list" aria-label={t('title')}>
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
          {t('older')}
        </Button>
      )}
    </Card>
  );
}
