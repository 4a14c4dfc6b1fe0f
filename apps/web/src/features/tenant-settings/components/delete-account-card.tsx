import {
  ACCOUNT_DELETION_MESSAGES,
  AccountDeletionRequestSchema,
  type AccountDeletionState,
} from '@pango/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PasswordField } from '@/components/ui/password-field';
import { Spinner } from '@/components/ui/spinner';
import {
  myDeletionRequestQuery,
  useRequestDeletion,
  useWithdrawDeletion,
} from '../api/deletion-request';
import { useFormat } from '@/lib/i18n/format';
import { useMessageText } from '@/lib/i18n/message-texts';
import { serverFieldErrors, serverMessage } from '@/lib/server-message';
import { settingsTexts, useSettingsTexts, type SettingsKey } from '../texts';

/** ACCOUNT_DELETION_TEXT.erased, one key per line (settings.json; the English is pinned). */
const ERASED = Object.keys(settingsTexts.en).filter((key): key is SettingsKey =>
  key.startsWith('deletion.erased.'),
);

/**
 * "Delete my account" (issue 22, ADR 036): what erasure removes, what stays and why, then the
 * request (confirmed with the password) and, while it waits, why and a way to withdraw it.
 */
export function DeleteAccountCard() {
  const t = useSettingsTexts();
  const headingId = useId();
  const state = useQuery(myDeletionRequestQuery());
  return (
    <Card className="tenant-settings__card" role="region" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('deletion.title')}</h2>
      <p className="muted">{t('deletion.erases')}</p>
      <ul className="muted">
        {ERASED.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      <p className="muted">{t('deletion.kept')}</p>
      <p className="muted">{t('deletion.when')}</p>
      {state.data ? (
        state.data.status === 'pending' ? (
          <PendingRequest state={state.data} />
        ) : (
          <RequestForm />
        )
      ) : state.isError ? (
        <Alert
          action={
            <Button variant="secondary" size="sm" onClick={() => void state.refetch()}>
              {t('deletion.retry')}
            </Button>
          }
        >
          {t('deletion.loadFailed')}
        </Alert>
      ) : (
        <Spinner label={t('deletion.loading')} />
      )}
    </Card>
  );
}

function PendingRequest({ state }: { state: AccountDeletionState }) {
  const t = useSettingsTexts();
  const messageText = useMessageText();
  const format = useFormat();
  const withdraw = useWithdrawDeletion();
  return (
    <div role="status">
      <p>
        <strong>{t('deletion.requestedOn', { date: format.date(state.requested_at) })}</strong>
      </p>
      {state.blocked_by.length > 0 ? (
        <>
          <p>{t('deletion.waiting')}</p>
          <ul>
            {state.blocked_by.map((block) => (
              <li key={block.code}>{messageText(block.message)}</li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t('deletion.settled')}</p>
      )}
      <Button variant="secondary" isBusy={withdraw.isPending} onClick={() => withdraw.mutate()}>
        {t('deletion.withdraw')}
      </Button>
      {withdraw.isError && <Alert>{serverMessage(withdraw.error, t('deletion.failed'))}</Alert>}
    </div>
  );
}

function RequestForm() {
  const t = useSettingsTexts();
  const ask = useRequestDeletion();
  const [isOpen, setIsOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();

  if (!isOpen)
    return (
      <Button variant="danger" onClick={() => setIsOpen(true)}>
        {t('deletion.title')}
      </Button>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = AccountDeletionRequestSchema.safeParse({ password });
    if (!parsed.success) return setError(ACCOUNT_DELETION_MESSAGES.passwordRequired);
    setError(undefined);
    ask.mutate(parsed.data, {
      onSuccess: () => setPassword(''),
      onError: (err) => setError(serverFieldErrors(err).password),
    });
  };
  const other = ask.isError && !error ? serverMessage(ask.error, t('deletion.failed')) : null;
  return (
    <form noValidate onSubmit={submit} className="tenant-settings__form">
      <PasswordField
        label={t('deletion.password')}
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={error}
      />
      <div className="tenant-settings__actions">
        <Button type="submit" variant="danger" isBusy={ask.isPending}>
          {t('deletion.confirm')}
        </Button>
        <Button type="button" variant="ghost" onClick={() => setIsOpen(false)}>
          {t('deletion.cancel')}
        </Button>
      </div>
      {other && <Alert>{other}</Alert>}
    </form>
  );
}
