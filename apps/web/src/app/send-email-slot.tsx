import { lazy, Suspense } from 'react';
import { Button } from '@/components/ui/button';

// The email sender brings the form library and zod: loaded after the screen that shows it, so the
// dashboard is interactive without them (issue 12 budget). Until then, the same button, disabled.
const SendEmailButton = lazy(() =>
  import('@/features/email-tenants/components/email-tenants-dialog').then((m) => ({
    default: m.SendEmailButton,
  })),
);

/** The Send Email button and dialog for an admin screen's header. */
export function SendEmailSlot() {
  return (
    <Suspense
      fallback={
        <Button variant="secondary" disabled>
          Send Email
        </Button>
      }
    >
      <SendEmailButton />
    </Suspense>
  );
}
