import { PasswordPairSchema, PRIVACY_PATH, SIGNUP_DATA_USES } from '@pango/shared';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { PasswordChecklist } from '@/components/ui/password-checklist';
import { PasswordField } from '@/components/ui/password-field';
import { fieldErrors, type FieldErrors } from '@/lib/form-errors';
import { usePrivacyTexts, type PrivacyKey } from '@/lib/i18n/privacy-texts';
import { useSignupTexts } from '../texts';
import { StepHeading, WizardNav } from './wizard-nav';

type SecurityStepProps = {
  /** The server's answer to the last attempt, if it failed. */
  failure?: string;
  /** Why the registration cannot be sent yet (e.g. the ID file was lost on reload). */
  blocker?: string;
  isBusy: boolean;
  onBack: () => void;
  onSubmit: (password: string) => void;
};

/** Step 6: password and confirmation, then Complete Registration. */
export function SecurityStep({ failure, blocker, isBusy, onBack, onSubmit }: SecurityStepProps) {
  const t = useSignupTexts();
  const privacy = usePrivacyTexts();
  const titleId = useId();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy) return;
    const parsed = PasswordPairSchema.safeParse({ password, confirmPassword });
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      const first = Object.keys(found)[0];
      const field = first ? event.currentTarget.elements.namedItem(first) : null;
      if (field instanceof HTMLElement) field.focus();
      return;
    }
    setErrors({});
    onSubmit(parsed.data.password);
  };

  return (
    <form aria-labelledby={titleId} noValidate onSubmit={submit}>
      <StepHeading id={titleId}>{t('security.title')}</StepHeading>
      <PasswordField
        aria-describedby="tenant-password-rules"
        label={t('security.password')}
        name="password"
        autoComplete="new-password"
        value={password}
        error={errors.password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <PasswordChecklist id="tenant-password-rules" password={password} />
      <PasswordField
        label={t('security.confirm')}
        name="confirmPassword"
        autoComplete="new-password"
        value={confirmPassword}
        error={errors.confirmPassword}
        onChange={(event) => setConfirmPassword(event.target.value)}
      />
      {blocker && <Alert tone="warning">{blocker}</Alert>}
      {failure && <Alert>{failure}</Alert>}
      <details className="tenant-signup__privacy">
        <summary>{t('security.dataUses')}</summary>
        <ul>
          {/* SIGNUP_DATA_USES in the reader's language (privacy.json use.<n>.*). */}
          {SIGNUP_DATA_USES.map((use, i) => (
            <li key={use.data}>
              <strong>{privacy(`use.${i + 1}.data` as PrivacyKey)}</strong>:{' '}
              {privacy(`use.${i + 1}.why` as PrivacyKey)}.
            </li>
          ))}
        </ul>
      </details>
      <p className="muted">
        {privacy('consent')} {/* A new tab: the wizard's answers stay where they are. */}
        <a href={PRIVACY_PATH} target="_blank" rel="noopener">
          {t('security.readPrivacy')}
        </a>
        .
      </p>
      <WizardNav onBack={onBack} continueLabel={t('security.complete')} isBusy={isBusy} />
    </form>
  );
}
