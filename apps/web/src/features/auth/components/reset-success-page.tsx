import { Card } from '@/components/ui/card';
import { ResetRedirectNotice } from './reset-redirect-notice';

export const RESET_SUCCESS_REDIRECT_MS = 5000;

/** /reset-success (seed 000 sections 2 and 9): a success message, then /login after 5 s. */
export function ResetSuccessPage() {
  return (
    <Card>
      <ResetRedirectNotice to="/login" delayMs={RESET_SUCCESS_REDIRECT_MS} headingLevel={1} />
    </Card>
  );
}
