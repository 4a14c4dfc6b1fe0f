import type { LandlordPropertyOption } from '@pango/shared';
import { useId } from 'react';
import { useMessageText } from '@/lib/i18n/message-texts';
import { useSignupTexts } from '../texts';

type PropertyChoicesProps = {
  properties: LandlordPropertyOption[];
  value: number | null;
  error?: string;
  onChange: (propertyId: number) => void;
};

/** Radio cards: name and address of each of the landlord's properties (arrow keys move). */
export function PropertyChoices({ properties, value, error, onChange }: PropertyChoicesProps) {
  const t = useSignupTexts();
  const messageText = useMessageText();
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset className="tenant-signup__choices" aria-describedby={error ? errorId : undefined}>
      <legend className="field__label">{t('property.property')}</legend>
      {properties.map((property) => (
        <label key={property.id} className="tenant-signup__choice">
          <input
            type="radio"
            name={name}
            value={property.id}
            checked={property.id === value}
            onChange={() => onChange(property.id)}
          />
          <span>
            <span className="tenant-signup__choice-name">{property.name}</span>
            <span className="tenant-signup__choice-detail">{property.address}</span>
          </span>
        </label>
      ))}
      {error && (
        <p id={errorId} className="field__error">
          {messageText(error)}
        </p>
      )}
    </fieldset>
  );
}
