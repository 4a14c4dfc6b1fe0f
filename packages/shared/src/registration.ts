import { z } from 'zod';
import { LIMITS } from './constants.js';
import { tierForUnitCount } from './subscription-tiers.js';
import { ID_MAX } from './ids.js';
import { LanguageSchema } from './language-schemas.js';
import { MESSAGES } from './messages.js';
import { isValidRoomType } from './room-types.js';
import { bulkUnitNumber, bulkUnitNumbers } from './unit-numbering.js';
import {
  EmailSchema,
  EmergencyContactSchema,
  existingPasswordSchema,
  LandlordNationalIdSchema,
  OptionalTillNumberSchema,
  PasswordSchema,
  PhoneSchema,
  plainText,
  TenantNationalIdSchema,
} from './validation.js';

// Registration of both user kinds (seed 000 sections 2, 5 and 7). Field names are the API's wire
// names; the web forms use the same names so one schema serves form and server.

/** Turns form values ("", NaN, "12") into what a number rule can judge; undefined = left blank. */
function toNumberOrUndefined(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number') return Number.isNaN(value) ? undefined : value;
  if (typeof value === 'string') return value.trim() === '' ? undefined : Number(value.trim());
  return value;
}

/** A required one-line text (control characters refused, validation.ts `plainText`). */
export function requiredText(message: string, max: number) {
  return plainText(message).min(1, { message, abort: true }).max(max, MESSAGES.fieldTooLong(max));
}

/** A whole, positive KSh amount (money is integer shillings: docs/decisions/003). */
export function amountSchema(message: string) {
  return z.preprocess(
    toNumberOrUndefined,
    z.number({ error: message }).int(message).positive(message).max(LIMITS.amountMax, message),
  );
}

/** A deposit: blank means "same as the rent" (seed 000 section 5). */
export const OptionalDepositSchema = z.preprocess(
  toNumberOrUndefined,
  z
    .number({ error: MESSAGES.depositInvalid })
    .int(MESSAGES.depositInvalid)
    .min(0, MESSAGES.depositInvalid)
    .max(LIMITS.amountMax, MESSAGES.depositInvalid)
    .optional(),
);

/** Multipart fields arrive as text: "true"/"false" (also "on", "1", "0"); missing is false. */
export const FormBooleanSchema = z.preprocess((value) => {
  if (value === undefined || value === null || value === '') return false;
  if (value === 'true' || value === 'on' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return value;
}, z.boolean());

export const RegistrationSessionIdSchema = z.uuid({ error: MESSAGES.signupSessionInvalid });

const WEBSITE_PATTERN = /^(https?:\/\/)?[^\s/.]+(\.[^\s/.]+)+(\/\S*)?$/i;
export const OptionalWebsiteSchema = plainText()
  .max(LIMITS.addressMax, MESSAGES.fieldTooLong(LIMITS.addressMax))
  .optional()
  .transform((v) => (v ? v : undefined))
  .refine((v) => v === undefined || WEBSITE_PATTERN.test(v), MESSAGES.websiteInvalid);

// ---- Units and properties ----

export const UnitDraftSchema = z
  .object({
    unit_number: requiredText(MESSAGES.unitNumberRequired, LIMITS.unitNumberMax),
    room_type: plainText().optional(),
    monthly_rent: amountSchema(MESSAGES.unitRentInvalid),
    deposit_amount: OptionalDepositSchema,
  })
  .superRefine((unit, ctx) => {
    if (!unit.room_type)
      ctx.addIssue({
        code: 'custom',
        path: ['room_type'],
        message: MESSAGES.unitMissingRoomType(unit.unit_number),
      });
    else if (!isValidRoomType(unit.room_type))
      ctx.addIssue({ code: 'custom', path: ['room_type'], message: MESSAGES.roomTypeInvalid });
  })
  .transform((unit) => ({
    unit_number: unit.unit_number,
    room_type: unit.room_type ?? '',
    monthly_rent: unit.monthly_rent,
    deposit_amount: unit.deposit_amount ?? unit.monthly_rent,
  }));
export type UnitDraftInput = z.input<typeof UnitDraftSchema>;
export type UnitDraft = z.output<typeof UnitDraftSchema>;

/** Unit numbers are compared trimmed and case-insensitively ("a1" and "A1" are one unit). */
export const unitNumberKey = (unitNumber: string) => unitNumber.trim().toLowerCase();

export const PropertyDraftSchema = z
  .object({
    name: requiredText(MESSAGES.propertyNameRequired, LIMITS.nameMax),
    address: requiredText(MESSAGES.propertyAddressRequired, LIMITS.addressMax),
    units: z.array(UnitDraftSchema).default([]),
  })
  .superRefine((property, ctx) => {
    const seen = new Set<string>();
    property.units.forEach((unit, index) => {
      const key = unitNumberKey(unit.unit_number);
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: ['units', index, 'unit_number'],
          message: MESSAGES.duplicateUnitNumber(unit.unit_number, property.name),
        });
      seen.add(key);
    });
  });
export type PropertyDraft = z.output<typeof PropertyDraftSchema>;

export const PropertiesSchema = z
  .array(PropertyDraftSchema, { error: MESSAGES.addAtLeastOneUnit })
  .min(1, MESSAGES.addAtLeastOneUnit)
  .max(LIMITS.registrationPropertiesMax, MESSAGES.tooManyUnits(LIMITS.registrationUnitsMax))
  .superRefine((properties, ctx) => {
    const total = countUnits(properties);
    // An empty list already failed min(1) with the same sentence.
    if (total === 0 && properties.length > 0)
      ctx.addIssue({ code: 'custom', message: MESSAGES.addAtLeastOneUnit });
    if (total > LIMITS.registrationUnitsMax)
      ctx.addIssue({ code: 'custom', message: MESSAGES.tooManyUnits(LIMITS.registrationUnitsMax) });
  });

export function countUnits(properties: readonly { units: readonly unknown[] }[]): number {
  return properties.reduce((sum, property) => sum + property.units.length, 0);
}

// ---- Bulk add (seed 000 section 5: count 1-100, blank deposit uses rent) ----

export const BulkUnitsSchema = z.object({
  count: z.preprocess(
    toNumberOrUndefined,
    z
      .number({ error: MESSAGES.bulkCountRange })
      .int(MESSAGES.bulkCountRange)
      .min(1, MESSAGES.bulkCountRange)
      .max(LIMITS.bulkUnitMax, MESSAGES.bulkCountRange),
  ),
  room_type: plainText(MESSAGES.bulkRoomTypeRequired).refine(
    isValidRoomType,
    MESSAGES.bulkRoomTypeRequired,
  ),
  monthly_rent: amountSchema(MESSAGES.unitRentInvalid),
  deposit_amount: OptionalDepositSchema,
  prefix: plainText().max(10, MESSAGES.fieldTooLong(10)).optional(),
  start_number: z.preprocess(
    toNumberOrUndefined,
    z.number().int().min(0).max(1_000_000).optional(),
  ),
});
export type BulkUnitsInput = z.input<typeof BulkUnitsSchema>;

/**
 * The units a bulk add creates, named by the one rule (unit-numbering.ts): with a prefix A1, A2 ...,
 * without one Unit 1, Unit 2 ... from the start number, or without a start number after the
 * "Unit N" names already taken.
 */
export function bulkUnits(
  input: z.output<typeof BulkUnitsSchema>,
  existingUnitNumbers: readonly string[],
): UnitDraft[] {
  const taken = new Set(existingUnitNumbers.map(unitNumberKey));
  let names: string[] = [];
  if (input.prefix || input.start_number !== undefined) {
    names = bulkUnitNumbers(input.prefix, input.start_number ?? 1, input.count);
  } else {
    for (let n = 1; names.length < input.count; n += 1) {
      const name = bulkUnitNumber(undefined, n);
      if (!taken.has(unitNumberKey(name))) names.push(name);
    }
  }
  return names.map((unit_number) => ({
    unit_number,
    room_type: input.room_type,
    monthly_rent: input.monthly_rent,
    deposit_amount: input.deposit_amount ?? input.monthly_rent,
  }));
}

// ---- Landlord signup (4 steps) ----

const landlordAccountFields = {
  full_name: requiredText(MESSAGES.fullNameRequired, LIMITS.nameMax),
  email: EmailSchema,
  password: PasswordSchema,
  phone_number: PhoneSchema,
  mpesa_till_number: OptionalTillNumberSchema,
  address: requiredText(MESSAGES.propertyAddressRequired, LIMITS.addressMax),
  website: OptionalWebsiteSchema,
};

/** POST /accounts/landlord/register/step/2/ (the spec names the national ID government_id here). */
export const LandlordAccountStepSchema = z.object({
  session_id: RegistrationSessionIdSchema,
  government_id: LandlordNationalIdSchema,
  ...landlordAccountFields,
});

/** POST /accounts/landlord/register/step/3/ */
export const LandlordPropertiesStepSchema = z.object({
  session_id: RegistrationSessionIdSchema,
  properties: PropertiesSchema,
});

/** POST /accounts/landlord/register/complete/ */
export const LandlordRegistrationSchema = z.object({
  session_id: RegistrationSessionIdSchema,
  national_id: LandlordNationalIdSchema,
  ...landlordAccountFields,
  properties: PropertiesSchema,
});
export type LandlordRegistrationInput = z.input<typeof LandlordRegistrationSchema>;
export type LandlordRegistration = z.output<typeof LandlordRegistrationSchema>;

/** Step 2 of the landlord form: the account fields and the confirmation. */
export const LandlordAccountFormSchema = z
  .object({
    national_id: LandlordNationalIdSchema,
    ...landlordAccountFields,
    confirm_password: z
      .string({ error: MESSAGES.confirmPasswordRequired })
      .min(1, MESSAGES.confirmPasswordRequired),
  })
  .refine((v) => v.password === v.confirm_password, {
    message: MESSAGES.passwordsDoNotMatch,
    path: ['confirm_password'],
  });

/** What the subscription step shows: 30-day trial, then the tier price for the unit count. */
export type SubscriptionQuote = {
  total_units: number;
  trial_days: number;
  monthly_price: number | null;
  plan: string | null;
};

export function subscriptionQuote(totalUnits: number): SubscriptionQuote {
  const tier = tierForUnitCount(totalUnits);
  return {
    total_units: totalUnits,
    trial_days: LIMITS.freeTrialDays,
    monthly_price: tier?.price ?? null,
    plan: tier?.plan ?? null,
  };
}

export type RegistrationStepResult = {
  session_id: string;
  step: number;
  expires_at: string;
  quote?: SubscriptionQuote;
};

export type LandlordRegistrationResult = {
  id: number;
  email: string;
  landlord_code: string;
  subscription: { plan: string; is_active: boolean; expires_at: string | null };
  trial_ends_at: string;
  /** The email had its trial already: pay the subscription (landlord_id names the account). */
  requires_payment?: boolean;
  landlord_id?: number;
};

// ---- Tenant signup (6 steps) ----

export const ValidateLandlordInputSchema = z.object({
  landlord_code: requiredText(MESSAGES.landlordIdRequired, 40).transform((v) => v.toUpperCase()),
});

export type LandlordUnitOption = {
  id: number;
  unit_code: string;
  unit_number: string;
  room_type: string;
  rent: number;
  deposit: number;
  occupied: boolean;
};
export type LandlordPropertyOption = {
  id: number;
  name: string;
  address: string;
  units: LandlordUnitOption[];
};
/** POST /accounts/validate-landlord/ */
export type ValidateLandlordResult = {
  properties: LandlordPropertyOption[];
  landlord_name: string;
  landlord_email: string;
};

const tenantPersonalFields = {
  landlord_code: ValidateLandlordInputSchema.shape.landlord_code,
  full_name: requiredText(MESSAGES.fullNameRequired, LIMITS.nameMax),
  national_id: TenantNationalIdSchema,
  email: EmailSchema,
  phone_number: PhoneSchema,
  emergency_contact: EmergencyContactSchema,
};

/** Step 2 (personal info), in the form and at POST /accounts/tenant/register/step/2/. */
export const TenantPersonalStepSchema = z.object({
  session_id: RegistrationSessionIdSchema,
  ...tenantPersonalFields,
});

/** Step 3: a property and one of its vacant rooms. */
export const TenantUnitChoiceSchema = z.object({
  property_id: z.preprocess(
    toNumberOrUndefined,
    z
      .number({ error: MESSAGES.selectProperty })
      .int()
      .positive(MESSAGES.selectProperty)
      .max(ID_MAX, MESSAGES.selectProperty),
  ),
  unit_code: requiredText(MESSAGES.selectRoom, 40),
});
export const TenantUnitStepSchema = TenantUnitChoiceSchema.extend({
  session_id: RegistrationSessionIdSchema,
  landlord_code: tenantPersonalFields.landlord_code,
});

/** Step 4: a government ID, or the upload-later box (seed 000 section 5). */
export function documentStepError(input: { hasFile: boolean; uploadLater: boolean }) {
  return input.hasFile || input.uploadLater ? null : MESSAGES.uploadOrLater;
}

/**
 * POST /accounts/tenant/register/complete/ (multipart when an ID file is sent). requires_deposit is
 * accepted for the spec's payload but the server derives it from already_living_in_property.
 */
export const TenantRegistrationSchema = z.object({
  session_id: RegistrationSessionIdSchema,
  ...tenantPersonalFields,
  password: PasswordSchema,
  unit_code: TenantUnitChoiceSchema.shape.unit_code,
  already_living_in_property: FormBooleanSchema,
  requires_deposit: FormBooleanSchema.optional(),
  upload_id_later: FormBooleanSchema,
  /** The applicant's language (issue 25 item 6): the wizard sends the browser's; absent = English. */
  language: LanguageSchema.optional(),
});
export type TenantRegistrationInput = z.input<typeof TenantRegistrationSchema>;

export type TenantRegistrationResult = {
  id: number;
  email: string;
  booking_id: string;
  /** The landlord sees the application once the applicant confirms their email (ADR 019). */
  status: 'unverified';
  id_document_saved: boolean;
};

// ---- Change password (PUT /accounts/change-password/) ----

export const ChangePasswordInputSchema = z
  .object({
    // Checked against the stored hash, not the strength rule (as at sign-in), but bounded.
    current_password: existingPasswordSchema(MESSAGES.currentPasswordRequired),
    new_password: PasswordSchema,
  })
  .refine((v) => v.current_password !== v.new_password, {
    message: MESSAGES.newPasswordSameAsCurrent,
    path: ['new_password'],
  });
