import { CUSTOM_ROOM_TYPE_PREFIX, LIMITS, ROOM_TYPES } from './constants.js';

// Room types of seed 000 section 3: studio, 1-bedroom ... 8-bedroom, or custom stored as
// "custom-<text>" (e.g. "custom-Penthouse").

export type StandardRoomType = (typeof ROOM_TYPES)[number];

export function isStandardRoomType(value: string): value is StandardRoomType {
  return (ROOM_TYPES as readonly string[]).includes(value);
}

export function customRoomType(text: string): string {
  return `${CUSTOM_ROOM_TYPE_PREFIX}${text.trim()}`;
}

/** The text after "custom-", or null for a standard type. */
export function customRoomTypeText(value: string): string | null {
  return value.startsWith(CUSTOM_ROOM_TYPE_PREFIX)
    ? value.slice(CUSTOM_ROOM_TYPE_PREFIX.length)
    : null;
}

export function isValidRoomType(value: string): boolean {
  if (isStandardRoomType(value)) return true;
  const text = customRoomTypeText(value);
  return text !== null && text.trim().length > 0 && text.length <= LIMITS.customRoomTypeMax;
}

/** "studio" -> "Studio", "2-bedroom" -> "2 Bedroom", "custom-Penthouse" -> "Penthouse". */
export function roomTypeLabel(value: string): string {
  const text = customRoomTypeText(value);
  if (text !== null) return text;
  if (value === 'studio') return 'Studio';
  const bedrooms = /^(\d)-bedroom$/.exec(value);
  return bedrooms ? `${bedrooms[1]} Bedroom` : value;
}

export const ROOM_TYPE_OPTIONS = ROOM_TYPES.map((value) => ({
  value,
  label: roomTypeLabel(value),
}));
