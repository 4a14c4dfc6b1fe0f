import { checkLogin, type UserType } from '@pango/shared';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { EmailField } from '@/components/ui/email-field';
import type { FieldErrors } from '@/lib/form-errors';
import { useLogin } from '../api/login';
import { describeLoginError } from '../utils/auth-errors';
import { useAuthTexts } from '../texts';

type LoginFormProps = {
  userType: UserType;
  onForgotPassword: () => void;
};

export function LoginForm({ userType, onForgotPassword }: LoginFormProps) {
  const t = useAuthTexts();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const login = useLogin();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.isPending) return;
    // The API's LoginInputSchema rules, checked without zod (it stays off the first load).
    const parsed = checkLogin({ email, password, user_type: userType });
    if (!parsed.success) {
      const found = parsed.errors;
      setErrors(found);
      const first = Object.keys(found)[0];
      const field = first ? event.currentTarget.elements.namedItem(first) : null;
      if (field instanceof HTMLElement) field.focus();
      return;
    }
    setErrors({});
    login.mutate(parsed.data);
  };

  const failure = login.error
    ? describeLoginError(login.error, login.variables?.user_type ?? userType)
    : null;

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit}>
      <EmailField
        label={t('email')}
        value={email}
        error={errors.email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <PasswordField
        label={t('password')}
        name="password"
        autoComplete="current-password"
        value={password}
        error={errors.password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <div className="auth-form__aside">
        <button type="button" className="link-button" onClick={onForgotPassword}>
          {t('forgotPassword')}
        </button>
      </div>
      {failure?.kind === 'form' && <Alert>{failure.message}</Alert>}
      {failure?.kind === 'connection' && (
        <Alert
          action={
            <Button
              variant="secondary"
              size="sm"
              isBusy={login.isPending}
              onClick={() => login.variables && login.mutate(login.variables)}
            >
              {t('tryAgain')}
            </Button>
          }
        >
          {failure.message}
        </Alert>
      )}
      <Button type="submit" isBlock isBusy={login.isPending}>
        {t('signInAs', { userType: t(`userType.${userType}`) })}
      </Button>
    </form>
  );
}
