import { OWNER_STATEMENT_MESSAGES } from '@pango/shared';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import { firstMessage, isApiError } from '@/lib/api-error';
import { useSavePropertyOwner } from '@/lib/queries/owner-statement';

type Owner = { name: string | null; email: string | null };

/**
 * Who owns the property when an agency manages it (issue 24): the owner statement is emailed to
 * this address. Keyed by property by its caller.
 */
export function OwnerForm({ propertyId, owner }: { propertyId: number; owner: Owner }) {
  const [name, setName] = useState(owner.name ?? '');
  const [email, setEmail] = useState(owner.email ?? '');
  const [errors, setErrors] = useState<{ owner_name?: string; owner_email?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const update = useSavePropertyOwner(propertyId);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    setErrors({});
    setFailure(null);
    update.mutate(
      { owner_name: name, owner_email: email },
      {
        onError: (cause) => {
          const fields = (isApiError(cause) && cause.body?.errors) || {};
          const nameError = firstMessage(fields.owner_name);
          const emailError = fields.owner_email && OWNER_STATEMENT_MESSAGES.ownerEmailInvalid;
          setErrors({ owner_name: nameError, owner_email: emailError });
          if (!nameError && !emailError)
            setFailure(isApiError(cause) ? cause.message : 'Could not save the owner.');
        },
      },
    );
  };

  return (
    <Card className="owner-form">
      <h2 id="owner-form-heading">Property owner</h2>
      <form noValidate onSubmit={onSubmit} aria-labelledby="owner-form-heading">
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
        <Button type="submit" variant="secondary" isBusy={update.isPending}>
          Save owner
        </Button>
      </form>
    </Card>
  );
}
