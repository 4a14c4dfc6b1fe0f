import { useQuery } from '@tanstack/react-query';
import { Link } from '@/components/ui/link';
import { usePermission } from '@/lib/permissions';
import { smsBalanceQuery } from '@/lib/queries/sms';

/** The top bar's SMS credit count (issue 25), linking to the SMS history; for who may announce. */
export function SmsBalanceLink() {
  const mayAnnounce = usePermission('announcements.send');
  const balance = useQuery({ ...smsBalanceQuery(), enabled: mayAnnounce });
  if (!mayAnnounce || !balance.data) return null;
  return (
    <Link to="/admin/sms-history" className="admin-top-bar__sms">
      SMS credits: {balance.data.credits.toLocaleString('en-KE')}
    </Link>
  );
}
