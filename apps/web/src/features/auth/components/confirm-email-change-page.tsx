import { SETTINGS_MESSAGES } from '@pango/shared';
import { Link } from '@/components/ui/link';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useMessageText } from '@/lib/i18n/message-texts';
import { emailChangeFailure, useConfirmEmailChange } from '../api/confirm-email-change';
import { useEmailLinksTexts } from '../email-links-texts';

/**
 * /confirm-email?token=…: the link mailed to a new account email (issue 17, item 6). The change
 * is made by a button, not on load, so a mail scanner that opens links changes nothing.
 */
export function ConfirmEmailChangePage({ token }: { token: string | null }) {
  const t = useEmailLinksTexts();
  const messageText = useMessageText();
  const confirm = useConfirmEmailChange();
  return (
    <Card>
      <h1>{t('change.title')}</h1>
      {!token && <Alert>{SETTINGS_MESSAGES.emailChangeLinkInvalid}</Alert>}
      {token && !confirm.isSuccess && (
        <>
          <p>{t('change.intro')}</p>
          {confirm.isError && <Alert>{emailChangeFailure(confirm.error)}</Alert>}
          <Button
            type="button"
            isBusy={confirm.isPending}
            onClick={() => {
              if (!confirm.isPending) confirm.mutate(token);
            }}
          >
            {confirm.isPending ? t('change.confirming') : t('change.confirm')}
          </Button>
        </>
      )}
      {confirm.isSuccess && (
        <Alert tone="success">
          {messageText(SETTINGS_MESSAGES.emailChanged)}{' '}
          {t('change.signInWith', { email: confirm.data.email })}
        </Alert>
      )}
      <p>
        <Link to="/login">{t('goToLogin')}</Link>
      </p>
    </Card>
  );
}
