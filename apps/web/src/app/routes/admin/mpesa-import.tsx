import { MpesaImportPage } from '@/features/admin-payments/components/mpesa-import-page';

export default function MpesaImportRoute() {
  return <MpesaImportPage />;
}
