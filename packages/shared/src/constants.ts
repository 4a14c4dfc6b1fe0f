// Business constants of seeds 000 section 9, 001 section 9 and 002 section 9.
export const USER_TYPES = ['tenant', 'landlord'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const LIMITS = {
  requestTimeoutMs: 30_000,
  idDocumentMaxBytes: 5 * 1024 * 1024,
  passwordMinLength: 8,
  nationalIdMin: 7,
  nationalIdMax: 10,
  bulkUnitMax: 100,
  bulkUnitWarnAbove: 50,
  freeTrialDays: 30,
  resetLinkHours: 24,
  defaultUnitRent: 5000,
  tillAdvisoryRentAbove: 500_000,
  prepayMonthsMax: 12,
  /** Units one sign-up may create (keeps the request far below the 1 MB body limit). */
  registrationUnitsMax: 1000,
  registrationPropertiesMax: 50,
  /** A server-side sign-up draft lives this long after its last step. */
  registrationDraftHours: 24,
  nameMax: 150,
  addressMax: 255,
  unitNumberMax: 30,
  customRoomTypeMax: 50,
  /** Largest rent or deposit accepted, in KSh (keeps sums far inside 32-bit integers). */
  amountMax: 10_000_000,
} as const;

export const TOAST_MS = { default: 5000, short: 3000 } as const;

/** The admin bell and sidebar badge re-read the open-report count this often (seed 001 section 9). */
export const OPEN_REPORTS_POLL_MS = 30_000;

export const ID_DOCUMENT_TYPES = {
  'application/pdf': ['.pdf'],
  'image/jpeg': ['.jpeg', '.jpg'],
  'image/png': ['.png'],
} as const;

export const ROOM_TYPES = [
  'studio',
  '1-bedroom',
  '2-bedroom',
  '3-bedroom',
  '4-bedroom',
  '5-bedroom',
  '6-bedroom',
  '7-bedroom',
  '8-bedroom',
] as const;
export const CUSTOM_ROOM_TYPE_PREFIX = 'custom-';
