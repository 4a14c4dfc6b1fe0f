import { Dashboard } from '@/features/admin-dashboard/components/dashboard';
import { SendEmailSlot } from '@/app/send-email-slot';
import { RequirePermission } from '@/components/layouts/require-permission';

/** /admin/dashboard: Dashboard (seed 001 section 2); the app layer adds the email sender. */
export default function DashboardRoute() {
  return (
    <RequirePermission permission="money.read">
      <Dashboard sendEmailSlot={<SendEmailSlot />} />
    </RequirePermission>
  );
}
