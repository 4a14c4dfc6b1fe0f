import { ROOM_TYPE_OPTIONS, roomTypeLabel, type UnitTypeRead } from '@pango/shared';

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

export type RoomTypeOption = { value: string; label: string };

/** "1-bedroom", "1 Bedroom" and "custom-1 bedroom" are one type to the person choosing. */
const sameTypeKey = (name: string) => roomTypeLabel(name).trim().toLowerCase();

/**
 * The options once each (issue 17: a signup's types are named "studio", "1-bedroom"... and were
 * listed again beside the standard ones): the landlord's types, one per name, the property's own
 * winning over a landlord-wide one as the API does, then the standard types none of them names.
 */
export function roomTypeOptions(roomTypes: readonly UnitTypeRead[]): {
  standard: RoomTypeOption[];
  own: RoomTypeOption[];
} {
  const seen = new Set<string>();
  const own: RoomTypeOption[] = [];
  const propertyFirst = [...roomTypes].sort(
    (a, b) => Number(a.property_id === null) - Number(b.property_id === null),
  );
  for (const type of propertyFirst) {
    const key = sameTypeKey(type.name);
    if (seen.has(key)) continue;
    seen.add(key);
    own.push({ value: roomTypeChoice(type), label: roomTypeLabel(type.name) });
  }
  own.sort((a, b) => a.label.localeCompare(b.label));
  const standard = ROOM_TYPE_OPTIONS.filter((option) => !seen.has(sameTypeKey(option.value)));
  return { standard, own };
}
