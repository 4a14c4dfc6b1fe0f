import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MESSAGES } from './messages.js';
import {
  BulkUnitsSchema,
  ChangePasswordInputSchema,
  FormBooleanSchema,
  LandlordAccountFormSchema,
  LandlordAccountStepSchema,
  PropertiesSchema,
  TenantRegistrationSchema,
  TenantUnitChoiceSchema,
  UnitDraftSchema,
  ValidateLandlordInputSchema,
  bulkUnits,
  documentStepError,
  subscriptionQuote,
} from './registration.js';
import { customRoomType, isValidRoomType, roomTypeLabel } from './room-types.js';

// Seed 000 section 5, the registration rows: every rule with its exact message, shared by the
// signup forms and the API.
function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}
function pathsOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

const unit = (overrides: Record<string, unknown> = {}) => ({
  unit_number: 'A1',
  room_type: '1-bedroom',
  monthly_rent: 15000,
  ...overrides,
});
const property = (units: unknown[], overrides: Record<string, unknown> = {}) => ({
  name: 'Kilimani Heights',
  address: 'Argwings Kodhek Rd',
  units,
  ...overrides,
});

describe('a unit', () => {
  it('defaults the deposit to the rent, and keeps a deposit that is given', () => {
    expect(UnitDraftSchema.parse(unit()).deposit_amount).toBe(15000);
    expect(UnitDraftSchema.parse(unit({ deposit_amount: '' })).deposit_amount).toBe(15000);
    expect(UnitDraftSchema.parse(unit({ deposit_amount: 0 })).deposit_amount).toBe(0);
    expect(UnitDraftSchema.parse(unit({ deposit_amount: '20000' })).deposit_amount).toBe(20000);
  });
  it('needs a unit number, a rent above 0 in whole shillings, and a room type', () => {
    expect(messagesOf(UnitDraftSchema, unit({ unit_number: '  ' }))).toEqual([
      MESSAGES.unitNumberRequired,
    ]);
    for (const rent of [0, -5, '', 'abc', 1500.5, Number.NaN])
      expect(messagesOf(UnitDraftSchema, unit({ monthly_rent: rent }))).toEqual([
        MESSAGES.unitRentInvalid,
      ]);
    expect(messagesOf(UnitDraftSchema, unit({ room_type: '' }))).toEqual([
      'Unit A1 is missing a room type',
    ]);
    expect(messagesOf(UnitDraftSchema, unit({ room_type: 'castle' }))).toEqual([
      MESSAGES.roomTypeInvalid,
    ]);
  });
  it('refuses a negative or fractional deposit', () => {
    expect(messagesOf(UnitDraftSchema, unit({ deposit_amount: -1 }))).toEqual([
      MESSAGES.depositInvalid,
    ]);
    expect(messagesOf(UnitDraftSchema, unit({ deposit_amount: 10.5 }))).toEqual([
      MESSAGES.depositInvalid,
    ]);
  });
});

describe('room types', () => {
  it('are studio, 1- to 8-bedroom or custom-<text>', () => {
    expect(isValidRoomType('studio')).toBe(true);
    expect(isValidRoomType('8-bedroom')).toBe(true);
    expect(isValidRoomType('9-bedroom')).toBe(false);
    expect(isValidRoomType(customRoomType(' Penthouse '))).toBe(true);
    expect(customRoomType(' Penthouse ')).toBe('custom-Penthouse');
    expect(isValidRoomType('custom- ')).toBe(false);
    expect(roomTypeLabel('2-bedroom')).toBe('2 Bedroom');
    expect(roomTypeLabel('custom-Penthouse')).toBe('Penthouse');
  });
});

describe('properties', () => {
  it('need at least one unit overall', () => {
    expect(messagesOf(PropertiesSchema, [])).toEqual([MESSAGES.addAtLeastOneUnit]);
    expect(messagesOf(PropertiesSchema, [property([]), property([])])).toEqual([
      MESSAGES.addAtLeastOneUnit,
    ]);
    expect(messagesOf(PropertiesSchema, [property([]), property([unit()])])).toEqual([]);
  });
  it('need a name and an address', () => {
    expect(pathsOf(PropertiesSchema, [property([unit()], { name: '', address: ' ' })])).toEqual({
      '0.name': MESSAGES.propertyNameRequired,
      '0.address': MESSAGES.propertyAddressRequired,
    });
  });
  it('keep unit numbers unique within a property, not across properties', () => {
    expect(pathsOf(PropertiesSchema, [property([unit(), unit({ unit_number: ' a1 ' })])])).toEqual({
      '0.units.1.unit_number': 'Unit a1 appears more than once in Kilimani Heights',
    });
    expect(messagesOf(PropertiesSchema, [property([unit()]), property([unit()])])).toEqual([]);
  });
  it('cap one sign-up at 1000 units', () => {
    const many = Array.from({ length: 1001 }, (_, i) => unit({ unit_number: `U${i}` }));
    expect(messagesOf(PropertiesSchema, [property(many)])).toEqual([MESSAGES.tooManyUnits(1000)]);
  });
});

describe('bulk add', () => {
  const bulk = (overrides: Record<string, unknown> = {}) =>
    BulkUnitsSchema.parse({ count: 3, room_type: 'studio', monthly_rent: 8000, ...overrides });

  it('names units prefix plus sequence, from the start number', () => {
    expect(bulkUnits(bulk({ prefix: 'B' }), []).map((u) => u.unit_number)).toEqual([
      'B1',
      'B2',
      'B3',
    ]);
    expect(
      bulkUnits(bulk({ prefix: 'B', start_number: 101 }), []).map((u) => u.unit_number),
    ).toEqual(['B101', 'B102', 'B103']);
    // Without a prefix the spec's rule is "Unit N", from the start number too (seed 001 s. 5).
    expect(bulkUnits(bulk({ start_number: 7 }), []).map((u) => u.unit_number)).toEqual([
      'Unit 7',
      'Unit 8',
      'Unit 9',
    ]);
  });
  it('otherwise names them Unit N after the names already taken, deposit = rent when blank', () => {
    const units = bulkUnits(bulk({ deposit_amount: '' }), ['Unit 1', 'unit 3']);
    expect(units.map((u) => u.unit_number)).toEqual(['Unit 2', 'Unit 4', 'Unit 5']);
    expect(units.every((u) => u.deposit_amount === 8000 && u.room_type === 'studio')).toBe(true);
  });
  it('takes 1 to 100 units and needs a room type and a rent', () => {
    for (const count of [0, 101, '', 2.5])
      expect(
        messagesOf(BulkUnitsSchema, { count, room_type: 'studio', monthly_rent: 8000 }),
      ).toEqual([MESSAGES.bulkCountRange]);
    expect(messagesOf(BulkUnitsSchema, { count: 5, room_type: '', monthly_rent: 8000 })).toEqual([
      MESSAGES.bulkRoomTypeRequired,
    ]);
    expect(
      messagesOf(BulkUnitsSchema, { count: 5, room_type: 'studio', monthly_rent: '' }),
    ).toEqual([MESSAGES.unitRentInvalid]);
  });
});

describe('landlord account step', () => {
  const account = {
    session_id: '3f0c4b7e-6a57-4d1e-9a53-2f7a8f0e9b11',
    full_name: 'Wanjiku Kamau',
    email: 'Wanjiku@Example.co.ke',
    password: 'Landlord123',
    phone_number: '0712 345-678',
    government_id: '12345678',
    mpesa_till_number: '',
    address: 'Ngong Road',
    website: '',
  };
  it('accepts the spec example and normalises it', () => {
    const parsed = LandlordAccountStepSchema.parse(account);
    expect(parsed).toMatchObject({
      email: 'wanjiku@example.co.ke',
      phone_number: '254712345678',
      mpesa_till_number: undefined,
      website: undefined,
    });
  });
  it('has the section 5 messages', () => {
    expect(
      pathsOf(LandlordAccountStepSchema, {
        ...account,
        full_name: '',
        government_id: '123',
        mpesa_till_number: '12ab',
        address: '',
        phone_number: '0812345678',
        website: 'not a site',
        session_id: 'nope',
      }),
    ).toEqual({
      session_id: MESSAGES.signupSessionInvalid,
      government_id: MESSAGES.landlordNationalId,
      full_name: MESSAGES.fullNameRequired,
      phone_number: MESSAGES.invalidPhone,
      mpesa_till_number: MESSAGES.tillNumber,
      address: MESSAGES.propertyAddressRequired,
      website: MESSAGES.websiteInvalid,
    });
  });
  it('checks the confirmation on the form', () => {
    const form = { ...account, national_id: '12345678', confirm_password: 'Landlord124' };
    expect(pathsOf(LandlordAccountFormSchema, form)).toEqual({
      confirm_password: MESSAGES.passwordsDoNotMatch,
    });
  });
});

describe('tenant signup', () => {
  it('upper-cases the landlord ID and requires it', () => {
    expect(ValidateLandlordInputSchema.parse({ landlord_code: ' png-7k3q9 ' })).toEqual({
      landlord_code: 'PNG-7K3Q9',
    });
    expect(messagesOf(ValidateLandlordInputSchema, { landlord_code: '' })).toEqual([
      MESSAGES.landlordIdRequired,
    ]);
  });
  it('requires a property and a room', () => {
    expect(pathsOf(TenantUnitChoiceSchema, { property_id: '', unit_code: '' })).toEqual({
      property_id: MESSAGES.selectProperty,
      unit_code: MESSAGES.selectRoom,
    });
  });
  it('needs an ID document or the upload-later box', () => {
    expect(documentStepError({ hasFile: false, uploadLater: false })).toBe(MESSAGES.uploadOrLater);
    expect(documentStepError({ hasFile: true, uploadLater: false })).toBeNull();
    expect(documentStepError({ hasFile: false, uploadLater: true })).toBeNull();
  });
  it('reads multipart booleans', () => {
    expect(FormBooleanSchema.parse('true')).toBe(true);
    expect(FormBooleanSchema.parse('false')).toBe(false);
    expect(FormBooleanSchema.parse(undefined)).toBe(false);
    expect(FormBooleanSchema.safeParse('maybe').success).toBe(false);
  });
  it('checks the emergency contact and the tenant national ID rule', () => {
    const result = pathsOf(TenantRegistrationSchema, {
      session_id: '3f0c4b7e-6a57-4d1e-9a53-2f7a8f0e9b11',
      landlord_code: 'PNG-7K3Q9',
      full_name: 'Otieno',
      national_id: 'AB-12345',
      email: 'otieno@example.com',
      phone_number: '0712345678',
      emergency_contact: '12345',
      password: 'Tenant123',
      unit_code: '4',
      already_living_in_property: 'true',
    });
    expect(result).toEqual({
      national_id: MESSAGES.tenantNationalId,
      emergency_contact: MESSAGES.invalidEmergencyContact,
    });
  });
});

describe('change password', () => {
  it('requires the current password and a new one that meets the rule', () => {
    expect(
      pathsOf(ChangePasswordInputSchema, { current_password: '', new_password: 'weak' }),
    ).toEqual({
      current_password: MESSAGES.currentPasswordRequired,
      new_password: MESSAGES.passwordRequirements,
    });
  });
});

describe('subscription quote', () => {
  it('prices the unit count by tier after a 30-day trial', () => {
    expect(subscriptionQuote(12)).toEqual({
      total_units: 12,
      trial_days: 30,
      monthly_price: 2500,
      plan: 'basic',
    });
    expect(subscriptionQuote(101).monthly_price).toBeNull();
  });
});
