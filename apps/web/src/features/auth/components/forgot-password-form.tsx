import { ForgotPasswordInputSchema, MESSAGES } from '@pango/shared';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmailField } from '@/components/ui/email-field';
import { fieldErrors } from '@/lib/form-errors';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { passwordResetErrorMessage } from '../utils/auth-errors';

type ForgotPasswordFormProps = { onBack: () => void };

/** The inline Forgot Password form of the login screen. */
export function ForgotPasswordForm({ onBack }: ForgotPasswordFormProps) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const reset = useRequestPasswordReset();
  const titleId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reset.isPending) return;
    const parsed = ForgotPasswordInputSchema.safeParse({ email });
    if (!parsed.success) {
      setError(fieldErrors(parsed.error).email);
      const field = event.currentTarget.elements.namedItem('email');
      if (field instanceof HTMLElement) field.focus();
      return;
    }
    setError(undefined);
    reset.mutate(parsed.data);
  };

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
      <h2 id={titleId} className="auth-form__title">
        Forgot Password
      </h2>
      <EmailField
        autoFocus
        value={email}
        error={error}
        onChange={(event) => setEmail(event.target.value)}
      />
      {reset.isSuccess && <Alert tone="success">{MESSAGES.resetLinkSent}</Alert>}
      {reset.isError && <Alert>{passwordResetErrorMessage(reset.error)}</Alert>}
      <div className="auth-form__actions">
        <Button type="submit" isBlock isBusy={reset.isPending}>
          Send Reset Link
        </Button>
        <Button variant="ghost" isBlock onClick={onBack}>
          Back to Login
        </Button>
      </div>
    </form>
  );
}
