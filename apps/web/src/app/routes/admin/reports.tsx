import { ReportsPage } from '@/features/admin-reports/components/reports-page';
import { SendEmailSlot } from '@/app/send-email-slot';

/** /admin/reports: Reports and Issues (seed 001 section 2), with the email sender in its header. */
export default function ReportsRoute() {
  return <ReportsPage actions={<SendEmailSlot />} />;
}
