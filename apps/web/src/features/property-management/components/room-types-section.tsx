import { ADMIN_MESSAGES, formatKsh, type UnitTypeRead } from '@pango/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast/toast-store';
import { useDeleteUnitType } from '../api/delete-unit-type';
import { ConfirmDialog } from './confirm-dialog';
import { RoomTypeDialog } from './room-type-dialog';

type RoomTypesSectionProps = {
  propertyId: number;
  roomTypes: UnitTypeRead[] | undefined;
  isLoading: boolean;
};

/** Room Types: the landlord's named types with base rent and deposit (seed 001 sections 2, 5). */
export function RoomTypesSection({ propertyId, roomTypes, isLoading }: RoomTypesSectionProps) {
  const [editing, setEditing] = useState<UnitTypeRead | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<UnitTypeRead | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const remove = useDeleteUnitType();

  const closeDelete = () => {
    setDeleting(null);
    setDeleteError(null);
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(`Room type ${deleting.name} deleted.`);
      closeDelete();
    } catch {
      // The spec has one sentence for every refusal here; in use (409) is the usual one.
      setDeleteError(ADMIN_MESSAGES.roomTypeInUse);
    }
  };

  return (
    <section className="pm-section" aria-labelledby="pm-room-types">
      <div className="pm-section__head">
        <h2 id="pm-room-types">Room Types</h2>
        <Button size="sm" onClick={() => setEditing(null)}>
          Add Room Type
        </Button>
      </div>
      {isLoading ? (
        <Spinner label="Loading room types..." />
      ) : !roomTypes || roomTypes.length === 0 ? (
        <p className="muted">No room types yet. Add one to reuse its rent and deposit.</p>
      ) : (
        <ul className="pm-room-types" aria-label="Room types">
          {roomTypes.map((type) => (
            <li key={type.id}>
              <Card className="pm-room-type">
                <h3>{type.name}</h3>
                <p>
                  Base rent: {formatKsh(type.rent)} · Deposit: {formatKsh(type.deposit)}
                </p>
                <p className="muted">
                  {type.number_of_units} {type.number_of_units === 1 ? 'unit' : 'units'}
                </p>
                <div className="pm-row-actions">
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Edit ${type.name}`}
                    onClick={() => setEditing(type)}
                  >
                    Edit
                  </Button>
                  <Button
                    size="sm"
                    variant="danger"
                    aria-label={`Delete ${type.name}`}
                    onClick={() => setDeleting(type)}
                  >
                    Delete
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <RoomTypeDialog
        propertyId={propertyId}
        editing={editing}
        onClose={() => setEditing(undefined)}
        onSaved={(message) => {
          toast.success(message);
          setEditing(undefined);
        }}
      />
      <ConfirmDialog
        isOpen={deleting !== null}
        title="Delete Room Type"
        confirmLabel="Delete"
        tone="danger"
        isBusy={remove.isPending}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
        onClose={closeDelete}
      >
        <p>Delete the room type {deleting?.name}? This action cannot be undone.</p>
      </ConfirmDialog>
    </section>
  );
}
