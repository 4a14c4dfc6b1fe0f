import { ReportsPage } from '@/features/admin-reports/components/reports-page';
import { SendEmailButton } from '@/features/email-tenants/components/email-tenants-dialog';

/** /admin/reports: Reports and Issues (seed 001 section 2), with the email sender in its header. */
export default function ReportsRoute() {
  return <ReportsPage actions={<SendEmailButton />} />;
}
