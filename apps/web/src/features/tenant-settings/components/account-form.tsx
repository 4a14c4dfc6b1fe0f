import {
  SETTINGS_MESSAGES,
  TENANT_PORTAL_MESSAGES,
  UpdateAccountSchema,
  type Me,
} from '@pango/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmailField } from '@/components/ui/email-field';
import { TextField } from '@/components/ui/text-field';
import { useUpdateAccount } from '../api/update-account';
import { TENANT_SETTINGS_MESSAGES } from '../utils/messages';
import { serverFieldErrors, serverMessage } from '@/lib/server-message';

// The screen edits email and phone only; the shared rules are the landlord form's.
const AccountSettingsSchema = UpdateAccountSchema.pick({ email: true, phone_number: true });
type FormInput = z.input<typeof AccountSettingsSchema>;
type FormOutput = z.output<typeof AccountSettingsSchema>;
const FIELDS = ['email', 'phone_number'] as const;

/** Account Settings: email and phone number, both required (seed 002 section 5). */
export function AccountForm({ me }: { me: Me }) {
  const update = useUpdateAccount(me.id);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(AccountSettingsSchema),
    defaultValues: { email: me.email, phone_number: me.phone_number ?? '' },
  });

  const onSubmit = handleSubmit((values) => {
    if (update.isPending) return;
    // The endpoint takes the whole name too: the stored name is sent back unchanged.
    update.mutate(
      { first_name: me.first_name, last_name: me.last_name, ...values },
      {
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
      <h2 id="tenant-account-title">Account Settings</h2>
      <EmailField label="Email" error={errors.email?.message} {...register('email')} />
      <TextField
        label="Phone Number"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        error={errors.phone_number?.message}
        {...register('phone_number')}
      />
      {update.isSuccess && <Alert tone="success">{SETTINGS_MESSAGES.accountUpdated}</Alert>}
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
        {update.isPending ? 'Saving...' : 'Save Account Info'}
      </Button>
    </form>
  );
}
