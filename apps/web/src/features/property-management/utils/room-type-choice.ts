import type { UnitTypeRead } from '@pango/shared';

// The value of a room type <select>: a standard type's own value ("studio"), "type:<id>" for one of
// the landlord's room types, or "custom" for free text (Add Unit only).

export const CUSTOM_CHOICE = 'custom';
const TYPE_PREFIX = 'type:';

export const roomTypeChoice = (type: UnitTypeRead) => `${TYPE_PREFIX}${type.id}`;

/** The landlord's room type a choice names, if any. */
export function chosenRoomType(
  choice: string,
  roomTypes: readonly UnitTypeRead[],
): UnitTypeRead | undefined {
  if (!choice.startsWith(TYPE_PREFIX)) return undefined;
  const id = Number(choice.slice(TYPE_PREFIX.length));
  return roomTypes.find((type) => type.id === id);
}
