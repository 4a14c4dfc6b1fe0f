import { SETTINGS_MESSAGES, UpdateAccountSchema, type Me } from '@pango/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmailField } from '@/components/ui/email-field';
import { TextField } from '@/components/ui/text-field';
import { useUpdateAccount } from '../api/update-account';
import { serverFieldErrors, serverMessage } from '@/lib/server-message';
import { useFlash } from '../utils/use-flash';

type FormInput = z.input<typeof UpdateAccountSchema>;
type FormOutput = z.output<typeof UpdateAccountSchema>;
const FIELDS = ['first_name', 'last_name', 'email', 'phone_number'] as const;

/** Account Information: first and last name, email and phone, all required (seed 001 section 5). */
export function AccountForm({ me }: { me: Me }) {
  const update = useUpdateAccount(me.id);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(UpdateAccountSchema),
    defaultValues: {
      first_name: me.first_name,
      last_name: me.last_name,
      email: me.email,
      phone_number: me.phone_number ?? '',
    },
  });
  useFlash(update.isSuccess, update.reset);

  const onSubmit = handleSubmit((values) => {
    if (update.isPending) return;
    update.mutate(values, {
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
        <Alert>{serverMessage(update.error, SETTINGS_MESSAGES.accountUpdateFailed)}</Alert>
      )}
      <Button type="submit" isBusy={update.isPending}>
        {update.isPending ? 'Saving...' : 'Save Changes'}
      </Button>
    </form>
  );
}
