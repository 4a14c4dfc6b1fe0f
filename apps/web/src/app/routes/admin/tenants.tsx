import { SendEmailSlot } from '@/app/send-email-slot';
import { TenantsPage } from '@/features/admin-tenants/components/tenants-page';

/** /admin/tenants: Tenant Management (seed 001 section 2), with the email sender in its header. */
export default function TenantsRoute() {
  return <TenantsPage sendEmailSlot={<SendEmailSlot />} />;
}
