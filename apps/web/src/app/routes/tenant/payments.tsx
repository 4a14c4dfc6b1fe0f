import { lazy } from 'react';
import { PaymentCenter } from '@/features/tenant-payments/components/payment-center';

const AmountDueLines = lazy(() => import('@/features/tenant-invoices/components/amount-due-lines'));
const InvoiceList = lazy(() => import('@/features/tenant-invoices/components/invoice-list'));

/** /tenant/payments: the Payment Center (seed 002 section 2), with the month's lines and invoices. */
export default function TenantPaymentsRoute() {
  return <PaymentCenter breakdown={<AmountDueLines />} invoices={<InvoiceList />} />;
}
