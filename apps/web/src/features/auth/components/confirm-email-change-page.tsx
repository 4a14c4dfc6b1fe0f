import { SETTINGS_MESSAGES } from '@pango/shared';
import { Link } from '@/components/ui/link';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { emailChangeFailure, useConfirmEmailChange } from '../api/confirm-email-change';

/**
 * /confirm-email?token=…: the link mailed to a new account email (issue 17, item 6). The change
 * is made by a button, not on load, so a mail scanner that opens links changes nothing.
 */
export function ConfirmEmailChangePage({ token }: { token: string | null }) {
  const confirm = useConfirmEmailChange();
  return (
    <Card>
      <h1>Confirm Your New Email</h1>
      {!token && <Alert>{SETTINGS_MESSAGES.emailChangeLinkInvalid}</Alert>}
      {token && !confirm.isSuccess && (
        <>
          <p>Confirm to make this address the email of your Pango account.</p>
          {confirm.isError && <Alert>{emailChangeFailure(confirm.error)}</Alert>}
          <Button
            type="button"
            isBusy={confirm.isPending}
            onClick={() => {
              if (!confirm.isPending) confirm.mutate(token);
            }}
          >
            {confirm.isPending ? 'Confirming...' : 'Confirm Email Change'}
          </Button>
        </>
      )}
      {confirm.isSuccess && (
        <Alert tone="success">
          {SETTINGS_MESSAGES.emailChanged} Sign in with {confirm.data.email} from now on.
        </Alert>
      )}
      <p>
        <Link to="/login">Go to Login</Link>
      </p>
    </Card>
  );
}
