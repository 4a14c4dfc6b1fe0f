import AmountDueLines from '@/features/tenant-invoices/components/amount-due-lines';
import { InvoiceList } from '@/features/tenant-invoices/components/invoice-list';
import { PaymentCenter } from '@/features/tenant-payments/components/payment-center';

/**
 * /tenant/payments: the Payment Center (seed 002 section 2), with the month's lines and the
 * invoices (issue 20). This route is a lazy chunk already, so they are not in /tenant's first load.
 */
export default function TenantPaymentsRoute() {
  return <PaymentCenter breakdown={<AmountDueLines />} invoices={<InvoiceList />} />;
}
