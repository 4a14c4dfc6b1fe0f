import {
  fromScaledInteger,
  meterAmount,
  meterConsumption,
  type MeterReadingRead,
  type TeamRole,
} from '@pango/shared';
import { toEnteredBy } from '../../lib/entered-by.js';
import { dateOnly, type MeteredChargeRule } from './billing-versions.js';

// A reading as the API answers it: consumption and amount from the shared pure rules.

/** "1234.5" for 1234500 thousandths: how the screens and messages show a reading. */
export const readingText = (milli: number) => String(fromScaledInteger(milli, 3));

type ReadingRow = {
  id: number;
  unitId: number;
  chargeKey: string;
  readingMilli: number;
  readOn: Date;
  period: Date;
  replacedMeter: boolean;
  photoUrl: string | null;
  createdAt: Date;
  /** The team member who entered it (issue 23); null = the owner. */
  enteredBy: { name: string; role: TeamRole } | null;
};

/** Where the landlord fetches a reading's meter photo (GET, with the bearer token). */
export const meterPhotoPath = (readingId: number) =>
  `/api/accounts/meter-readings/${readingId}/photo/`;

export function toRead(
  row: ReadingRow,
  previousMilli: number | null,
  charge: MeteredChargeRule | undefined,
): MeterReadingRead {
  const consumption = meterConsumption({
    readingMilli: row.readingMilli,
    previousMilli,
    replacedMeter: row.replacedMeter,
  });
  return {
    id: row.id,
    unit: row.unitId,
    charge: charge?.name ?? row.chargeKey,
    reading: fromScaledInteger(row.readingMilli, 3),
    read_on: dateOnly(row.readOn),
    period: dateOnly(row.period),
    replaced_meter: row.replacedMeter,
    photo_url: row.photoUrl ? meterPhotoPath(row.id) : null,
    entered_by: toEnteredBy(row.enteredBy),
    previous_reading: previousMilli === null ? null : fromScaledInteger(previousMilli, 3),
    consumption: consumption === null ? null : fromScaledInteger(consumption, 3),
    amount:
      consumption === null || !charge
        ? null
        : meterAmount({
            consumptionMilli: consumption,
            rateCents: charge.rateCents,
            minimumCharge: charge.minimumCharge,
          }),
    created_at: row.createdAt.toISOString(),
  };
}
