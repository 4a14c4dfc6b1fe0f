import {
  MESSAGES,
  SETTINGS_MESSAGES,
  TENANT_PORTAL_MESSAGES,
  UpdateAccountSchema,
  type Me,
} from '@pango/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmailField } from '@/components/ui/email-field';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { useUpdateAccount } from '../api/update-account';
import { TENANT_SETTINGS_MESSAGES } from '../utils/messages';
import { useMessageText } from '@/lib/i18n/message-texts';
import { serverFieldErrors, serverMessage } from '@/lib/server-message';
import { useSettingsTexts } from '../texts';

// The screen edits email and phone only; the shared rules are the landlord form's. The current
// password is asked for only when the email changes (issue 17, item 6); the API checks it.
const AccountSettingsSchema = UpdateAccountSchema.pick({ email: true, phone_number: true }).extend({
  current_password: z.string().optional(),
});
type FormInput = z.input<typeof AccountSettingsSchema>;
type FormOutput = z.output<typeof AccountSettingsSchema>;
const FIELDS = ['email', 'phone_number', 'current_password'] as const;

const isSameEmail = (typed: string | undefined, current: string) =>
  (typed ?? '').trim().toLowerCase() === current.toLowerCase();

/** Account Settings: email and phone number, both required (seed 002 section 5). */
export function AccountForm({ me }: { me: Me }) {
  const t = useSettingsTexts();
  const messageText = useMessageText();
  const update = useUpdateAccount(me.id);
  // The new address a change waits on: shown until the next save.
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    resetField,
    control,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(AccountSettingsSchema),
    defaultValues: { email: me.email, phone_number: me.phone_number ?? '' },
  });

  const isEmailChange = !isSameEmail(useWatch({ control, name: 'email' }), me.email);

  const onSubmit = handleSubmit(({ current_password, ...values }) => {
    if (update.isPending) return;
    if (isEmailChange && !current_password) {
      setError('current_password', { message: MESSAGES.currentPasswordRequired });
      return;
    }
    setPendingEmail(null);
    // The endpoint takes the whole name too: the stored name is sent back unchanged.
    const name = { first_name: me.first_name, last_name: me.last_name };
    update.mutate(
      isEmailChange ? { ...name, ...values, current_password } : { ...name, ...values },
      {
        onSuccess: (result) => {
          setPendingEmail(result.pending_email);
          // The account keeps its email until the new address confirms: show the one in use.
          resetField('email', { defaultValue: result.email });
          resetField('current_password', { defaultValue: '' });
        },
        onError: (error) => {
          const fields = serverFieldErrors(error);
          for (const field of FIELDS) {
            const message = fields[field];
            if (message) setError(field, { message });
          }
        },
      },
    );
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="tenant-account-title"
      className="tenant-settings__form"
    >
      <h2 id="tenant-account-title">{t('account.title')}</h2>
      <EmailField label={t('account.email')} error={errors.email?.message} {...register('email')} />
      {isEmailChange && (
        <PasswordField
          label={t('account.currentPassword')}
          hint={t('account.currentPasswordHint')}
          autoComplete="current-password"
          error={errors.current_password?.message}
          {...register('current_password')}
        />
      )}
      <TextField
        label={t('account.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        error={errors.phone_number?.message}
        {...register('phone_number')}
      />
      {update.isSuccess && <Alert tone="success">{SETTINGS_MESSAGES.accountUpdated}</Alert>}
      {pendingEmail && (
        <Alert tone="success">
          {messageText(SETTINGS_MESSAGES.emailChangePending)}{' '}
          {t('account.linkSentTo', { email: pendingEmail })}
        </Alert>
      )}
      {update.isError && (
        <Alert>
          {serverMessage(
            update.error,
            TENANT_SETTINGS_MESSAGES.accountUpdateFailed,
            TENANT_PORTAL_MESSAGES.networkError,
          )}
        </Alert>
      )}
      <Button type="submit" isBusy={update.isPending}>
        {update.isPending ? t('saving') : t('account.save')}
      </Button>
    </form>
  );
}
