import {
  TEAM_ROLE_LABELS,
  TEAM_ROLES,
  TeamInvitationSchema,
  type PropertyRead,
  type TeamMember,
  type TeamRole,
} from '@pango/shared';
import { useState } from 'react';
import { FormDialog } from '@/components/ui/form-dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { fieldErrors, type FieldErrors } from '@/lib/form-errors';
import { useInviteMember, useUpdateMember } from '@/lib/queries/team';
import { serverFieldErrors, serverMessage } from '@/lib/server-message';

const ROLE_OPTIONS = TEAM_ROLES.map((role) => ({ value: role, label: TEAM_ROLE_LABELS[role] }));

type MemberDialogProps = {
  /** Absent: a new invitation; present: change this member's role and properties. */
  member?: TeamMember;
  properties: readonly PropertyRead[];
  onClose: () => void;
  onDone: (message: string) => void;
};

/** Invite member, or Edit member (role and properties only: who they are is theirs to change). */
export function MemberDialog({ member, properties, onClose, onDone }: MemberDialogProps) {
  const invite = useInviteMember();
  const update = useUpdateMember();
  const mutation = member ? update : invite;
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [role, setRole] = useState<TeamRole | ''>(member?.role ?? '');
  const [chosen, setChosen] = useState<number[]>(member?.property_ids ?? []);
  const [isAll, setIsAll] = useState(!member || member.property_ids.length === 0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const propertyIds = isAll ? [] : chosen;

  const submit = () => {
    if (mutation.isPending) return;
    if (!isAll && chosen.length === 0) {
      setErrors({ property_ids: 'Choose at least one property, or All properties.' });
      return;
    }
    if (member) {
      if (!role) return;
      update.mutate(
        { id: member.id, role, property_ids: propertyIds },
        {
          onSuccess: () => onDone(`${member.name}'s access is updated.`),
          onError: (error) => setErrors(serverFieldErrors(error)),
        },
      );
      return;
    }
    const parsed = TeamInvitationSchema.safeParse({
      name,
      email,
      phone_number: phone,
      role,
      property_ids: propertyIds,
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    invite.mutate(parsed.data, {
      onSuccess: () => onDone(`Invitation sent to ${parsed.data.email}.`),
      onError: (error) => setErrors(serverFieldErrors(error)),
    });
  };

  const toggle = (id: number, isChecked: boolean) =>
    setChosen((ids) => (isChecked ? [...ids, id] : ids.filter((other) => other !== id)));
  const hasFieldError = Object.keys(errors).length > 0;
  return (
    <FormDialog
      title={member ? `Edit ${member.name}` : 'Invite member'}
      submitLabel={member ? 'Save' : 'Send invitation'}
      onSubmit={submit}
      onClose={onClose}
      isBusy={mutation.isPending}
      error={
        mutation.isError && !hasFieldError
          ? serverMessage(mutation.error, 'The change could not be saved. Please try again.')
          : null
      }
    >
      {!member && (
        <>
          <TextField
            label="Full name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={errors.name}
            autoComplete="off"
          />
          <TextField
            label="Email"
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={errors.email}
            autoComplete="off"
          />
          <TextField
            label="Phone number"
            type="tel"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            error={errors.phone_number}
            placeholder="0712345678"
          />
        </>
      )}
      <SelectField
        label="Role"
        value={role}
        onChange={(value) => setRole(value as TeamRole)}
        options={ROLE_OPTIONS}
        placeholder="Choose a role"
        error={errors.role}
      />
      <fieldset className="team-properties">
        <legend>Properties</legend>
        <label className="team-check">
          <input type="radio" name="scope" checked={isAll} onChange={() => setIsAll(true)} />
          <span>All properties (including ones added later)</span>
        </label>
        <label className="team-check">
          <input type="radio" name="scope" checked={!isAll} onChange={() => setIsAll(false)} />
          <span>Chosen properties</span>
        </label>
        {!isAll &&
          properties.map((property) => (
            <label key={property.id} className="team-check team-check--nested">
              <input
                type="checkbox"
                checked={chosen.includes(property.id)}
                onChange={(event) => toggle(property.id, event.target.checked)}
              />
              <span>{property.name}</span>
            </label>
          ))}
        {errors.property_ids && (
          <p className="field__error" role="alert">
            {errors.property_ids}
          </p>
        )}
      </fieldset>
    </FormDialog>
  );
}
