import { OWNER_STATEMENT_MESSAGES, type PropertyRead } from '@pango/shared';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useUpdateProperty } from '../api/update-property';
import { serverFieldErrors, serverMessage } from '../utils/api-errors';

/**
 * Who owns the property when an agency manages it (issue 24): the owner statement is emailed to
 * this address. Keyed by property by its caller.
 */
export function OwnerSection({ property }: { property: PropertyRead }) {
  const [name, setName] = useState(property.owner_name ?? '');
  const [email, setEmail] = useState(property.owner_email ?? '');
  const [errors, setErrors] = useState<{ owner_name?: string; owner_email?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const update = useUpdateProperty(property.id);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    setErrors({});
    setFailure(null);
    update.mutate(
      { owner_name: name, owner_email: email },
      {
        onError: (cause) => {
          const fields = serverFieldErrors(cause);
          setErrors({
            owner_name: fields.owner_name,
            owner_email: fields.owner_email && OWNER_STATEMENT_MESSAGES.ownerEmailInvalid,
          });
          if (!fields.owner_name && !fields.owner_email)
            setFailure(serverMessage(cause) ?? 'Could not save the owner.');
        },
      },
    );
  };

  return (
    <section className="pm-section" aria-labelledby="pm-owner">
      <div className="pm-section__head">
        <h2 id="pm-owner">Property Owner</h2>
      </div>
      <form noValidate onSubmit={onSubmit} className="pm-form">
        <TextField
          label="Owner's name"
          value={name}
          maxLength={150}
          hint="For agencies: who owns this property. Leave empty if you own it."
          error={errors.owner_name}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          label="Owner's email"
          type="email"
          value={email}
          hint="The owner statement is emailed here."
          error={errors.owner_email}
          onChange={(event) => setEmail(event.target.value)}
        />
        {failure && <Alert>{failure}</Alert>}
        {update.isSuccess && !failure && <Alert tone="success">Owner saved.</Alert>}
        <div className="pm-form__actions">
          <Button type="submit" isBusy={update.isPending}>
            Save Owner
          </Button>
        </div>
      </form>
    </section>
  );
}
