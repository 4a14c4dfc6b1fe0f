import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useSaveMyKraPin } from '../api/kra-pin';
import { serverFieldErrors } from '@/lib/server-message';
import { useSettingsTexts } from '../texts';

/** KRA PIN (optional, issue 24): your landlord lists it in their monthly rental income return. */
export function KraPinForm({ saved }: { saved: string | null }) {
  const t = useSettingsTexts();
  const [value, setValue] = useState(saved ?? '');
  const [error, setError] = useState<string | undefined>();
  const save = useSaveMyKraPin();
  function submit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    // The server checks and normalises the PIN (packages/shared kra-mri.ts) and says what is
    // wrong: the rule's code stays out of the tenant area's chunks (its /tenant budget).
    save.mutate(value, { onError: (e) => setError(serverFieldErrors(e).kra_pin) });
  }
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="tenant-kra-pin-title"
      className="tenant-settings__form"
    >
      <h2 id="tenant-kra-pin-title">{t('kraPin.title')}</h2>
      <TextField
        label={t('kraPin.label')}
        hint={t('kraPin.hint')}
        autoCapitalize="characters"
        value={value}
        error={error}
        onChange={(event) => setValue(event.target.value)}
      />
      {save.isSuccess && !error && <Alert tone="success">{t('kraPin.saved')}</Alert>}
      <Button type="submit" isBusy={save.isPending}>
        {t('kraPin.save')}
      </Button>
    </form>
  );
}
