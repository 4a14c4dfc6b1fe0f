import { MESSAGES, SETTINGS_MESSAGES, UpdateAccountSchema, type Me } from '@pango/shared';
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
import { serverFieldErrors, serverMessage } from '@/lib/server-message';
import { useFlash } from '../utils/use-flash';

// The current password is asked for only when the email changes (issue 17, item 6); the API
// checks it, the form only asks for it.
const AccountFormSchema = UpdateAccountSchema.extend({ current_password: z.string().optional() });
type FormInput = z.input<typeof AccountFormSchema>;
type FormOutput = z.output<typeof AccountFormSchema>;
const FIELDS = ['first_name', 'last_name', 'email', 'phone_number', 'current_password'] as const;

const isSameEmail = (typed: string | undefined, current: string) =>
  (typed ?? '').trim().toLowerCase() === current.toLowerCase();

/** Account Information: first and last name, email and phone, all required (seed 001 section 5). */
export function AccountForm({ me }: { me: Me }) {
  const update = useUpdateAccount(me.id);
  // The new address a change waits on: shown until the next save, not flashed away.
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    resetField,
    control,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(AccountFormSchema),
    defaultValues: {
      first_name: me.first_name,
      last_name: me.last_name,
      email: me.email,
      phone_number: me.phone_number ?? '',
    },
  });
  useFlash(update.isSuccess, update.reset);
  const isEmailChange = !isSameEmail(useWatch({ control, name: 'email' }), me.email);

  const onSubmit = handleSubmit(({ current_password, ...values }) => {
    if (update.isPending) return;
    if (isEmailChange && !current_password) {
      setError('current_password', { message: MESSAGES.currentPasswordRequired });
      return;
    }
    setPendingEmail(null);
    const input = isEmailChange ? { ...values, current_password } : values;
    update.mutate(input, {
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
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="account-title" className="settings-form">
      <h2 id="account-title">Account Information</h2>
      <div className="settings-form__row">
        <TextField
          label="First Name"
          autoComplete="given-name"
          error={errors.first_name?.message}
          {...register('first_name')}
        />
        <TextField
          label="Last Name"
          autoComplete="family-name"
          error={errors.last_name?.message}
          {...register('last_name')}
        />
      </div>
      <EmailField label="Email" error={errors.email?.message} {...register('email')} />
      {isEmailChange && (
        <PasswordField
          label="Current Password"
          hint="Needed to change your email."
          autoComplete="current-password"
          error={errors.current_password?.message}
          {...register('current_password')}
        />
      )}
      <TextField
        label="Phone Number"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        error={errors.phone_number?.message}
        {...register('phone_number')}
      />
      {update.isSuccess && <Alert tone="success">{SETTINGS_MESSAGES.accountUpdated}</Alert>}
      {pendingEmail && (
        <Alert tone="success">
          {SETTINGS_MESSAGES.emailChangePending} We sent the link to {pendingEmail}.
        </Alert>
      )}
      {update.isError && (
        <Alert>{serverMessage(update.error, SETTINGS_MESSAGES.accountUpdateFailed)}</Alert>
      )}
      <Button type="submit" isBusy={update.isPending}>
        {update.isPending ? 'Saving...' : 'Save Changes'}
      </Button>
    </form>
  );
}
