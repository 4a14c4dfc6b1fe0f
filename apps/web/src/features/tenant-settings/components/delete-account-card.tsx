import {
  ACCOUNT_DELETION_MESSAGES,
  ACCOUNT_DELETION_TEXT,
  AccountDeletionRequestSchema,
  formatDate,
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
import { serverFieldErrors, serverMessage } from '@/lib/server-message';

const FAILED = 'Could not send your request. Please try again.';

/**
 * "Delete my account" (issue 22, ADR 036): what erasure removes, what stays and why, then the
 * request (confirmed with the password) and, while it waits, why and a way to withdraw it.
 */
export function DeleteAccountCard() {
  const headingId = useId();
  const state = useQuery(myDeletionRequestQuery());
  return (
    <Card className="tenant-settings__card" role="region" aria-labelledby={headingId}>
      <h2 id={headingId}>{ACCOUNT_DELETION_TEXT.title}</h2>
      <p className="muted">When your account is deleted, Pango erases:</p>
      <ul className="muted">
        {ACCOUNT_DELETION_TEXT.erased.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className="muted">{ACCOUNT_DELETION_TEXT.kept}</p>
      <p className="muted">{ACCOUNT_DELETION_TEXT.when}</p>
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
              Retry
            </Button>
          }
        >
          Failed to load your deletion request.
        </Alert>
      ) : (
        <Spinner label="Loading your deletion request..." />
      )}
    </Card>
  );
}

function PendingRequest({ state }: { state: AccountDeletionState }) {
  const withdraw = useWithdrawDeletion();
  return (
    <div role="status">
      <p>
        <strong>
          You asked for your account to be deleted on {formatDate(state.requested_at)}.
        </strong>
      </p>
      {state.blocked_by.length > 0 ? (
        <>
          <p>Waiting until your account is settled:</p>
          <ul>
            {state.blocked_by.map((block) => (
              <li key={block.code}>{block.message}</li>
            ))}
          </ul>
        </>
      ) : (
        <p>Your account is settled: it will be erased within a day.</p>
      )}
      <Button variant="secondary" isBusy={withdraw.isPending} onClick={() => withdraw.mutate()}>
        Withdraw my request
      </Button>
      {withdraw.isError && <Alert>{serverMessage(withdraw.error, FAILED)}</Alert>}
    </div>
  );
}

function RequestForm() {
  const ask = useRequestDeletion();
  const [isOpen, setIsOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();

  if (!isOpen)
    return (
      <Button variant="danger" onClick={() => setIsOpen(true)}>
        Delete my account
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
  const other = ask.isError && !error ? serverMessage(ask.error, FAILED) : null;
  return (
    <form noValidate onSubmit={submit} className="tenant-settings__form">
      <PasswordField
        label="Your password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={error}
      />
      <div className="tenant-settings__actions">
        <Button type="submit" variant="danger" isBusy={ask.isPending}>
          Confirm: delete my account
        </Button>
        <Button type="button" variant="ghost" onClick={() => setIsOpen(false)}>
          Cancel
        </Button>
      </div>
      {other && <Alert>{other}</Alert>}
    </form>
  );
}
