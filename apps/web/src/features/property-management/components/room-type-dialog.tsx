import { ADMIN_MESSAGES, UnitTypeSchema, type UnitTypeRead } from '@pango/shared';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { useCreateUnitType } from '../api/create-unit-type';
import { useUpdateUnitType } from '../api/update-unit-type';
import { hasStatus, serverFieldErrors, serverMessage } from '../utils/api-errors';

type RoomTypeDialogProps = {
  propertyId: number;
  /** undefined: closed; null: add; a room type: edit it. */
  editing: UnitTypeRead | null | undefined;
  onClose: () => void;
  onSaved: (message: string) => void;
};

/** Add or edit a room type (seed 001 section 5): name and base rent required, deposit 0. */
export function RoomTypeDialog({ editing, ...props }: RoomTypeDialogProps) {
  const isOpen = editing !== undefined;
  return (
    <Dialog
      isOpen={isOpen}
      onClose={props.onClose}
      title={editing ? 'Edit Room Type' : 'Add Room Type'}
    >
      {/* Mounted only while open, so each opening starts from the room type's values. */}
      {isOpen && <RoomTypeForm key={editing?.id ?? 'new'} editing={editing} {...props} />}
    </Dialog>
  );
}

function RoomTypeForm({
  propertyId,
  editing,
  onClose,
  onSaved,
}: Omit<RoomTypeDialogProps, 'editing'> & { editing: UnitTypeRead | null }) {
  const [values, setValues] = useState({
    name: editing?.name ?? '',
    rent: editing ? String(editing.rent) : '',
    deposit: editing ? String(editing.deposit) : '',
    description: editing?.description ?? '',
  });
  const [error, setError] = useState<string | null>(null);
  const create = useCreateUnitType();
  const update = useUpdateUnitType();
  const isBusy = create.isPending || update.isPending;
  const set = (field: keyof typeof values) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!values.name.trim() || !values.rent.trim()) {
      setError(ADMIN_MESSAGES.roomTypeNameAndRent);
      return;
    }
    const parsed = UnitTypeSchema.safeParse({ ...values, property_id: propertyId });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? ADMIN_MESSAGES.roomTypeNameAndRent);
      return;
    }
    const input = {
      name: parsed.data.name,
      rent: parsed.data.rent,
      deposit: parsed.data.deposit,
      description: parsed.data.description ?? '',
      property_id: propertyId,
    };
    setError(null);
    try {
      if (editing) await update.mutateAsync({ id: editing.id, input });
      else await create.mutateAsync(input);
      onSaved(editing ? 'Room type updated.' : 'Room type added.');
    } catch (cause) {
      const fallback = editing
        ? ADMIN_MESSAGES.updateRoomTypeFailed
        : ADMIN_MESSAGES.addRoomTypeFailed;
      // A 400 names what was wrong (e.g. the name is taken); anything else gets the spec's sentence.
      const named = Object.values(serverFieldErrors(cause))[0];
      setError(named ?? ((hasStatus(cause, 400) && serverMessage(cause)) || fallback));
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="pm-form">
      <TextField label="Name" value={values.name} onChange={(e) => set('name')(e.target.value)} />
      <TextField
        label="Base Rent (KSh)"
        type="number"
        inputMode="numeric"
        min={0}
        value={values.rent}
        onChange={(e) => set('rent')(e.target.value)}
      />
      <TextField
        label="Deposit (KSh)"
        hint="Leave blank for no deposit."
        type="number"
        inputMode="numeric"
        min={0}
        value={values.deposit}
        onChange={(e) => set('deposit')(e.target.value)}
      />
      <TextField
        label="Description"
        value={values.description}
        onChange={(e) => set('description')(e.target.value)}
      />
      {error && <Alert>{error}</Alert>}
      <div className="pm-form__actions">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" isBusy={isBusy}>
          {editing ? 'Save Changes' : 'Add Room Type'}
        </Button>
      </div>
    </form>
  );
}
