import { RENTAL_TYPE_LABELS, RENTAL_TYPES, type RentalType } from '@pango/shared';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { usePermission } from '@/lib/permissions';
import { useSetRentalType } from '@/lib/queries/kra-mri';
import { useLandlordProperties } from '@/lib/queries/properties';
import { MRI_TEXT } from '../messages';

const OPTIONS = RENTAL_TYPES.map((value) => ({ value, label: RENTAL_TYPE_LABELS[value] }));

/** Which properties are residential (in MRI), commercial or opted out; editable by the owner. */
export function RentalTypes() {
  const properties = useLandlordProperties();
  const canEdit = usePermission('properties.write');
  const save = useSetRentalType();
  return (
    <Card className="mri-card" role="region" aria-label={MRI_TEXT.typesTitle}>
      <h2>{MRI_TEXT.typesTitle}</h2>
      <p className="muted">{MRI_TEXT.typesIntro}</p>
      {properties.isError ? (
        <Alert>{MRI_TEXT.loadFailed}</Alert>
      ) : !properties.data ? (
        <Spinner label={MRI_TEXT.loading} />
      ) : (
        <ul className="mri-types">
          {properties.data.results.map((p) => (
            <li key={p.id}>
              {canEdit ? (
                <SelectField
                  label={p.name}
                  value={p.rental_type}
                  options={OPTIONS}
                  disabled={save.isPending}
                  onChange={(value) =>
                    save.mutate({ propertyId: p.id, rentalType: value as RentalType })
                  }
                />
              ) : (
                <p>
                  <strong>{p.name}</strong>: {RENTAL_TYPE_LABELS[p.rental_type]}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      {save.isSuccess && <Alert tone="success">{MRI_TEXT.typeSaved}</Alert>}
      {save.isError && <Alert>{MRI_TEXT.loadFailed}</Alert>}
    </Card>
  );
}
