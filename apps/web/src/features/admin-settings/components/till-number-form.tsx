import { SETTINGS_MESSAGES, UpdateTillNumberSchema } from '@pango/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useUpdateTillNumber } from '../api/till-number';
import { serverFieldErrors, serverMessage } from '@/lib/server-message';
import { useFlash } from '../utils/use-flash';

type FormInput = z.input<typeof UpdateTillNumberSchema>;
type FormOutput = z.output<typeof UpdateTillNumberSchema>;

const TILL_HINT =
  '5 to 8 digits; leave blank if you have none. Tenants paying more than KSh 500,000 in rent ' +
  'are advised not to pay through a till.';

/** M-Pesa Till Number (optional, 5-8 digits; seed 001 section 9). */
export function TillNumberForm({ current }: { current: string | null }) {
  const update = useUpdateTillNumber();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(UpdateTillNumberSchema),
    defaultValues: { mpesa_till_number: current ?? '' },
  });
  useFlash(update.isSuccess, update.reset);

  const onSubmit = handleSubmit((values) => {
    if (update.isPending) return;
    update.mutate(values.mpesa_till_number ?? '', {
      onError: (error) => {
        const message = serverFieldErrors(error).mpesa_till_number;
        if (message) setError('mpesa_till_number', { message });
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="till-title" className="settings-form">
      <h2 id="till-title">M-Pesa Till Number</h2>
      <TextField
        label="Till Number"
        inputMode="numeric"
        autoComplete="off"
        hint={TILL_HINT}
        error={errors.mpesa_till_number?.message}
        {...register('mpesa_till_number')}
      />
      {update.isSuccess && <Alert tone="success">{SETTINGS_MESSAGES.tillUpdated}</Alert>}
      {update.isError && (
        <Alert>{serverMessage(update.error, 'Failed to update the till number.')}</Alert>
      )}
      <Button type="submit" isBusy={update.isPending}>
        {update.isPending ? 'Saving...' : 'Save Till Number'}
      </Button>
    </form>
  );
}
