import { ADMIN_MESSAGES, type UnitTypeRead } from '@pango/shared';
import { chosenRoomType } from './room-type-choice';
import { BULK_MAX } from './bulk-add';

export type BulkValues = {
  choice: string;
  prefix: string;
  start: string;
  end: string;
  rent: string;
  deposit: string;
};

export type BulkPlan = {
  start: number;
  end: number;
  /** A landlord's room type goes by id; a standard type by its value. */
  type: { unit_type: number } | { room_type: string };
  rent: number;
  deposit: number;
};

type Checked = { ok: true; plan: BulkPlan } | { ok: false; error: string };

const wholeNumber = (value: string) => (value.trim() === '' ? NaN : Number(value));

/** Seed 001 section 5, Bulk add, in the spec's order. */
export function validateBulkAdd(values: BulkValues, roomTypes: readonly UnitTypeRead[]): Checked {
  const start = wholeNumber(values.start);
  const end = wholeNumber(values.end);
  const isCount = (n: number) => Number.isInteger(n) && n >= 1;
  if (!values.choice || !isCount(start) || !isCount(end)) {
    return { ok: false, error: ADMIN_MESSAGES.bulkRange };
  }
  if (start > end) return { ok: false, error: ADMIN_MESSAGES.bulkStartAfterEnd };
  if (end - start + 1 > BULK_MAX) return { ok: false, error: ADMIN_MESSAGES.bulkTooMany };
  const roomType = chosenRoomType(values.choice, roomTypes);
  const typedRent = wholeNumber(values.rent);
  // Custom types default the rent from the type; predefined types need one.
  const rent = Number.isNaN(typedRent) && roomType ? roomType.rent : typedRent;
  if (!Number.isInteger(rent) || rent < 0) {
    return { ok: false, error: ADMIN_MESSAGES.bulkRentRequired };
  }
  const typedDeposit = wholeNumber(values.deposit);
  const deposit = Number.isInteger(typedDeposit) && typedDeposit > 0 ? typedDeposit : rent;
  const type = roomType ? { unit_type: roomType.id } : { room_type: values.choice };
  return { ok: true, plan: { start, end, type, rent, deposit } };
}
