import { z } from 'zod';
import { LIMITS } from './constants.js';
import { RENTAL_TYPES } from './rental-types.js';
import { idSchema } from './ids.js';
import { noticePeriodDaysSchema } from './notice-schemas.js';
import { amountSchema, OptionalDepositSchema, requiredText } from './registration.js';
import { isValidRoomType } from './room-types.js';
import { multilineText } from './text.js';
import { EmailSchema, plainText } from './validation.js';
import { ADMIN_MESSAGES } from './properties.js';

// The zod schemas of properties, units and room types, apart from properties.ts: the admin area's
// first load reads properties.ts's messages and unit rules, and a module without schema
// construction keeps zod out of it (scripts/check-web-size.mjs, as team-roles.ts is apart from
// team.ts).

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
  /** Residential (in KRA's MRI), commercial or opted out (issue 24, ADR 039). */
  rental_type: z
    .enum(RENTAL_TYPES, { error: 'Choose residential, commercial or opted out.' })
    .optional(),
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
