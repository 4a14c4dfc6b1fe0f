import { PaymentCenter } from '@/features/tenant-payments/components/payment-center';

/** /tenant/payments: the Payment Center (seed 002 section 2). */
export default function TenantPaymentsRoute() {
  return <PaymentCenter />;
}
