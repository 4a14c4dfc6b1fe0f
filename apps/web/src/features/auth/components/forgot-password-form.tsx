import { ForgotPasswordInputSchema } from '@pango/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmailField } from '@/components/ui/email-field';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { passwordResetErrorMessage } from '../utils/auth-errors';
import { CheckYourEmail } from './check-your-email';
import './auth-screen.css';
import { useAuthTexts } from '../texts';

type ForgotPasswordFormProps = {
  onBack: () => void;
  /** 2 inside the login card (its default); 1 when the form is the page (/forgot-password). */
  headingLevel?: 1 | 2;
};

type FormInput = z.input<typeof ForgotPasswordInputSchema>;
type FormOutput = z.output<typeof ForgotPasswordInputSchema>;

/**
 * The Forgot Password form: the inline one of the login screen and the /forgot-password page.
 * The spec simulates the send locally after 2 s; we make the real request instead
 * (POST /api/accounts/password/reset/), so the busy state lasts as long as the call does.
 */
export function ForgotPasswordForm({ onBack, headingLevel = 2 }: ForgotPasswordFormProps) {
  const t = useAuthTexts();
  const reset = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string>();
  const titleId = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ForgotPasswordInputSchema),
    defaultValues: { email: '' },
  });

  const send = (email: string) => {
    if (reset.isPending) return;
    reset.mutate({ email }, { onSuccess: () => setSentTo(email) });
  };
  const error = reset.isError ? passwordResetErrorMessage(reset.error) : undefined;

  if (sentTo) {
    return (
      <CheckYourEmail
        email={sentTo}
        headingLevel={headingLevel}
        onBack={onBack}
        onSendAgain={() => send(sentTo)}
        isSending={reset.isPending}
        error={error}
      />
    );
  }

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={handleSubmit(({ email }) => send(email))}
      aria-labelledby={titleId}
    >
      <Heading id={titleId} className={headingLevel === 2 ? 'auth-form__title' : undefined}>
        {t('forgot.title')}
      </Heading>
      <p className="muted">{t('forgot.intro')}</p>
      <EmailField
        label={t('email')}
        autoFocus
        error={errors.email?.message}
        {...register('email')}
      />
      {error && <Alert>{error}</Alert>}
      <div className="auth-form__actions">
        <Button type="submit" isBlock isBusy={reset.isPending}>
          {t('forgot.send')}
        </Button>
        <Button variant="ghost" isBlock onClick={onBack}>
          {t('backToLogin')}
        </Button>
      </div>
    </form>
  );
}
