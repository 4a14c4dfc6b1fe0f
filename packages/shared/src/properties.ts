import { z } from 'zod';
import { LIMITS } from './constants.js';
import { idSchema } from './ids.js';
import { noticePeriodDaysSchema } from './notice.js';
import { amountSchema, OptionalDepositSchema, requiredText } from './registration.js';
import { isValidRoomType } from './room-types.js';
import { multilineText } from './text.js';
import { bulkUnitNumbers } from './unit-numbering.js';
import { EmailSchema, plainText } from './validation.js';

// Landlord admin, part 1 (seed 001 sections 2, 3, 5, 7, 8): properties, units and room types.
// Every sentence here is the spec's, except where a comment says it is ours.

export const ADMIN_MESSAGES = {
  propertyNameRequired: 'Property name is required',
  cityRequired: 'City is required',
  stateRequired: 'State/County is required',
  unitCountPositive: 'Number of units must be a positive number',
  propertyCreated: 'Property created successfully!',
  createPropertyFailed: 'Failed to create property. Please try again.',
  fillRequiredFields: 'Please fill in all required fields',
  selectPropertyFirst: 'Please select a property first',
  roomTypeNameAndRent: 'Please provide both name and base rent.',
  roomTypeInUse: 'Failed to delete room type. It may be in use by existing units.',
  addRoomTypeFailed: 'Failed to add room type. Please try again.',
  updateRoomTypeFailed: 'Failed to update room type.',
  addUnitFailed: 'Failed to add unit. Please try again.',
  invalidRoomType: 'Invalid room type selected.',
  availabilityHasTenant:
    'Cannot change availability - unit has an assigned tenant. Remove tenant first.',
  bulkRange: 'Please fill in unit type and number range',
  bulkRentRequired: 'Please enter monthly rent',
  bulkStartAfterEnd: 'Start number must be less than or equal to end number',
  bulkTooMany: 'Cannot add more than 100 units at once',
  bulkResult: (created: number, failed: number) => `Created ${created} units. ${failed} failed.`,
  bulkFailed: 'Failed to complete bulk add. Please try again.',
  limitReached: 'Subscription Limit Reached',
  loadPropertiesFailed: 'Failed to load properties',
  loadUnitsFailed: 'Failed to load property units.',
  dashboardFailed: 'Failed to calculate dashboard statistics',
  inviteCopied: 'Tenant invite copied to clipboard',
  inviteCopyFailed: 'Could not copy invite. Please try again.',
  noProperties: 'No properties found for this landlord ID.',
  noAvailableUnits: 'No Available Units',
  noNotifications: 'No notifications',
  // Ours: the spec only says WhatsApp shows that the feature is not yet available.
  whatsappComingSoon: 'WhatsApp invites are coming soon: this feature is not yet available.',
  // Ours: the spec shows no sentence for these refusals.
  unitNumberTaken: 'This property already has a unit with that number.',
  propertyFull: (max: number) =>
    `This property holds at most ${max} units. Raise its Number of Units to add more.`,
  unitCountBelowUnits: (units: number) =>
    `This property already has ${units} units: Number of Units cannot be lower.`,
  unitOccupied: 'This unit has a tenant. Remove the tenant before deleting the unit.',
  unitReserved:
    'A pending application reserves this unit. Approve or decline it before deleting the unit.',
  unitHasRecords:
    'This unit has payments or rent records, so it cannot be deleted. Its records are kept.',
  roomTypeNameTaken: 'You already have a room type with this name.',
  propertyInUse:
    'This property has occupied units or payments, so it cannot be deleted. Its records are kept.',
  // Ours (issue 17): the room left is said before anything is sent, and a refusal names its cause.
  unitsThatFit: (n: number) =>
    n === 0
      ? 'Your plan has no room for more units.'
      : `You can add ${n} more ${n === 1 ? 'unit' : 'units'} on your plan.`,
  propertyRoom: (n: number) =>
    n === 0
      ? 'This property is full: raise its Number of Units to add more.'
      : `This property has room for ${n} more ${n === 1 ? 'unit' : 'units'}.`,
  unitNumbersTaken: (numbers: readonly string[]) =>
    `This property already has ${numbers.length === 1 ? 'a unit' : 'units'} numbered ${numbers.join(', ')}.`,
} as const;

const positiveInt = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message);

/** POST /accounts/properties/create/ (unit_count is the most units the property may hold). */
export const CreatePropertySchema = z.object({
  name: requiredText(ADMIN_MESSAGES.propertyNameRequired, LIMITS.nameMax),
  city: requiredText(ADMIN_MESSAGES.cityRequired, LIMITS.nameMax),
  state: requiredText(ADMIN_MESSAGES.stateRequired, LIMITS.nameMax),
  unit_count: positiveInt(ADMIN_MESSAGES.unitCountPositive).max(
    LIMITS.registrationUnitsMax,
    ADMIN_MESSAGES.unitCountPositive,
  ),
  /** Not on the spec's form; defaults to the city when left out. */
  address: plainText().max(LIMITS.addressMax).optional(),
});
/** PUT /accounts/properties/{id}/ (the notice period is set on edit: new properties start at 30). */
export const UpdatePropertySchema = CreatePropertySchema.partial().extend({
  notice_period_days: noticePeriodDaysSchema.optional(),
  /** Who owns the property when an agency manages it: the owner statement's addressee (issue 24). */
  owner_name: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    plainText().max(LIMITS.nameMax).nullish(),
  ),
  owner_email: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    EmailSchema.nullish(),
  ),
});

export type UnitStatus = 'occupied' | 'available' | 'unavailable';
/** Seed 001 section 4: occupied if a tenant is assigned, else available if is_available. */
export function unitStatus(unit: { tenantId: number | null; isAvailable: boolean }): UnitStatus {
  if (unit.tenantId !== null) return 'occupied';
  return unit.isAvailable ? 'available' : 'unavailable';
}
/** Rounded percentage of occupied units (seed 001 section 9). */
export function occupancyRate(occupied: number, total: number): number {
  return total === 0 ? 0 : Math.round((occupied / total) * 100);
}

/** POST /accounts/units/create/ (seed 001 sections 5 and 7). */
export const CreateUnitSchema = z.object({
  property_obj: idSchema(ADMIN_MESSAGES.selectPropertyFirst),
  unit_number: requiredText(ADMIN_MESSAGES.fillRequiredFields, LIMITS.unitNumberMax),
  /** A standard room type or "custom-<text>" (required unless unit_type names a room type). */
  room_type: plainText()
    .optional()
    .refine((v) => !v || isValidRoomType(v), ADMIN_MESSAGES.invalidRoomType),
  /** A room type id of this landlord (optional; the spec sends it for custom types). */
  unit_type: idSchema(ADMIN_MESSAGES.invalidRoomType).optional().nullable(),
  /** Missing rent defaults to LIMITS.defaultUnitRent (5000). */
  rent: amountSchema(ADMIN_MESSAGES.fillRequiredFields).optional(),
  /** Empty or zero falls back to the rent. */
  deposit: OptionalDepositSchema,
  is_available: z.boolean().optional().default(true),
});

const bulkNumber = z.coerce
  .number({ error: ADMIN_MESSAGES.bulkRange })
  .int(ADMIN_MESSAGES.bulkRange)
  .min(1, ADMIN_MESSAGES.bulkRange)
  .max(1_000_000, ADMIN_MESSAGES.bulkRange);

/**
 * POST /accounts/units/bulk-create/ (ours: the spec's dialog sent one create per unit, so a plan
 * limit was found only after the work had started). The units are named by bulkUnitNumbers and
 * created all or none, after the plan and the property are checked for room.
 */
export const BulkCreateUnitsSchema = z
  .object({
    property_obj: CreateUnitSchema.shape.property_obj,
    prefix: plainText().max(10, ADMIN_MESSAGES.bulkRange).optional(),
    start_number: bulkNumber,
    end_number: bulkNumber,
    room_type: CreateUnitSchema.shape.room_type,
    unit_type: CreateUnitSchema.shape.unit_type,
    rent: amountSchema(ADMIN_MESSAGES.bulkRentRequired).optional(),
    deposit: OptionalDepositSchema,
    is_available: z.boolean().optional().default(true),
  })
  .superRefine((input, ctx) => {
    if (input.start_number > input.end_number) {
      ctx.addIssue({
        code: 'custom',
        path: ['end_number'],
        message: ADMIN_MESSAGES.bulkStartAfterEnd,
      });
    } else if (input.end_number - input.start_number + 1 > LIMITS.bulkUnitMax) {
      ctx.addIssue({ code: 'custom', path: ['end_number'], message: ADMIN_MESSAGES.bulkTooMany });
    }
  });
export type BulkCreateUnitsInput = z.input<typeof BulkCreateUnitsSchema>;

/** The unit numbers a bulk create makes (the dialog previews the same list). */
export function bulkCreateUnitNumbers(input: {
  prefix?: string;
  start_number: number;
  end_number: number;
}): string[] {
  const count = input.end_number - input.start_number + 1;
  return bulkUnitNumbers(input.prefix, input.start_number, count);
}

const rentDeadlineInvalid = 'Please select a valid rent deadline date.';
// The regex alone accepts 2024-02-30 (Date rolls it over to March 1): require a round trip.
const DateOnlySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: rentDeadlineInvalid, abort: true })
  .refine((v) => {
    const date = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(v);
  }, rentDeadlineInvalid);

/** PUT /accounts/units/{id}/ (also the rent deadline). */
export const UpdateUnitSchema = z.object({
  unit_number: requiredText(ADMIN_MESSAGES.fillRequiredFields, LIMITS.unitNumberMax).optional(),
  room_type: CreateUnitSchema.shape.room_type,
  unit_type: CreateUnitSchema.shape.unit_type,
  rent: amountSchema(ADMIN_MESSAGES.fillRequiredFields).optional(),
  deposit: OptionalDepositSchema,
  rent_due_date: DateOnlySchema.nullable().optional(),
});

/** PATCH /accounts/units/{id}/availability/ */
export const UnitAvailabilitySchema = z.object({ is_available: z.boolean() });

/** POST /accounts/unit-types/ and PUT /accounts/unit-types/{id}/ */
export const UnitTypeSchema = z.object({
  name: requiredText(ADMIN_MESSAGES.roomTypeNameAndRent, LIMITS.customRoomTypeMax),
  rent: amountSchema(ADMIN_MESSAGES.roomTypeNameAndRent),
  deposit: OptionalDepositSchema.transform((v) => v ?? 0),
  description: multilineText().max(LIMITS.addressMax).optional(),
  /** null or absent: the type applies to all the landlord's properties. */
  property_id: idSchema(ADMIN_MESSAGES.selectPropertyFirst).nullable().optional(),
  /** Sent by the spec's form (always 0); ignored, so dropped here. */
  number_of_units: z
    .unknown()
    .optional()
    .transform(() => undefined),
});

export type PropertyRead = {
  id: number;
  name: string;
  address: string;
  city: string | null;
  state: string | null;
  /** The most units the property may hold. */
  unit_count: number;
  total_units: number;
  occupied_units: number;
  available_units: number;
  total_tenants: number;
  images: { id: number; url: string }[];
  /** Days of notice a tenant must give before moving out (issue 18). */
  notice_period_days: number;
  /** The property's owner when an agency manages it (issue 24): the owner statement's addressee. */
  owner_name: string | null;
  owner_email: string | null;
  created_at: string;
};

export type UnitRead = {
  id: number;
  unit_number: string;
  room_type: string;
  unit_type: { id: number; name: string } | null;
  rent: number;
  deposit: number;
  size: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  is_available: boolean;
  status: UnitStatus;
  tenant: number | null;
  tenant_obj: { first_name: string; last_name: string; email: string } | null;
  property_obj: number;
  property_name: string;
  rent_due_date: string | null;
};

export type UnitTypeRead = {
  id: number;
  name: string;
  rent: number;
  deposit: number;
  description: string | null;
  number_of_units: number;
  property_id: number | null;
  is_custom: boolean;
};

/** Lists keep the spec's shape (results) with server-side pages. */
export type Page<T> = { count: number; next_page: number | null; results: T[] };

/** GET /accounts/dashboard/ (path not shown in the spec): every card from one call. */
export type DashboardStats = {
  total_tenants: number;
  monthly_revenue: number;
  rent_due: number;
  open_reports: number;
  total_properties: number;
  occupied_units: number;
  available_units: number;
  properties: {
    id: number;
    name: string;
    address: string;
    total_units: number;
    occupied_units: number;
    available_units: number;
  }[];
  recent_transactions: {
    id: number;
    tenant_name: string | null;
    amount: number;
    status: string;
    transaction_type: string;
    payment_method: string;
    created_at: string;
  }[];
};
