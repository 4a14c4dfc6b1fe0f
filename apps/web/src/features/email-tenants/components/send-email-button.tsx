import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';

// The dialog brings the form library and zod (55 KiB gzip in 20 files): fetched when the landlord
// points at or focuses the button, or clicks it, not with the screen. Fetched with the screen,
// its parsing and requests were part of every dashboard load (Lighthouse, issue 26 item 5).
const loadDialog = () => import('./email-tenants-dialog');
const EmailTenantsDialog = lazy(() =>
  loadDialog().then((m) => ({ default: m.EmailTenantsDialog })),
);

/**
 * A Send Email button with its dialog, for the app layer to place on any admin screen. The button
 * is here from the first render, so focus returns to it when the dialog closes; clicked before the
 * dialog has arrived, it shows busy until the dialog opens.
 */
export function SendEmailButton({ variant = 'secondary' }: { variant?: 'primary' | 'secondary' }) {
  const [isWanted, setIsWanted] = useState(false);
  const [isLoaded, setIsLoaded] = useState(false);
  const [isOpen, setIsOpen] = useState(false);
  const prefetch = () => {
    if (isWanted) return;
    setIsWanted(true);
    // A failed fetch reaches the error boundary through the lazy dialog, as a screen's would.
    loadDialog().then(
      () => setIsLoaded(true),
      () => undefined,
    );
  };
  return (
    <>
      <Button
        variant={variant}
        isBusy={isOpen && !isLoaded}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          prefetch();
          setIsOpen(true);
        }}
      >
        Send Email
      </Button>
      {isWanted && (
        <Suspense fallback={null}>
          <EmailTenantsDialog isOpen={isOpen} onClose={() => setIsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
