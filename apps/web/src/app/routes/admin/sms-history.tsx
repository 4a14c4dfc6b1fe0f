import { SmsHistoryPage } from '@/features/admin-sms/components/sms-history-page';
import { RequirePermission } from '@/components/layouts/require-permission';

/** /admin/sms-history: the landlord's SMS with delivery and cost (issue 25). */
export default function SmsHistoryRoute() {
  return (
    <RequirePermission permission="announcements.send">
      <SmsHistoryPage />
    </RequirePermission>
  );
}
