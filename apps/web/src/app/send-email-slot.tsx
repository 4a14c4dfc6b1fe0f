import { SendEmailButton } from '@/features/email-tenants/components/send-email-button';

/** The Send Email button and dialog for an admin screen's header (the dialog loads on demand). */
export function SendEmailSlot() {
  return <SendEmailButton />;
}
