import { lazy } from 'react';
import { InvoiceList } from '@/features/tenant-invoices/components/invoice-list';
import { PaymentCenter } from '@/features/tenant-payments/components/payment-center';

// The month's lines (issue 20) load as the chunk the dashboard loads them from, so /tenant's first
// load (at its budget, ADR 016) names no file of theirs.
const AmountDueLines = lazy(() =>
  import('@/features/tenant-invoices').then((m) => ({ default: m.AmountDueLines })),
);

/** /tenant/payments: the Payment Center (seed 002 section 2), with the month's lines and invoices. */
export default function TenantPaymentsRoute() {
  return <PaymentCenter breakdown={<AmountDueLines />} invoices={<InvoiceList />} />;
}
