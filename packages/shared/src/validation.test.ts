import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MESSAGES } from './messages.js';
import {
  EmailSchema,
  EmergencyContactSchema,
  LandlordNationalIdSchema,
  OptionalTillNumberSchema,
  PasswordPairSchema,
  PasswordSchema,
  PhoneSchema,
  TenantNationalIdSchema,
  existingPasswordSchema,
  idDocumentError,
  plainText,
  utf8Length,
} from './validation.js';
import { canonicalPhone, phoneSearchTerm, phoneTelHref, toMsisdn } from './phone.js';
import { hasNoControlChars } from './login-rules.js';

// Seed 000 section 5: every rule with its exact message.
function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe('email', () => {
  it.each(['amina@example.co.ke', 'a.b+c@x.io'])('accepts %s', (v) => {
    expect(messagesOf(EmailSchema, v)).toEqual([]);
  });
  it.each(['amina', 'amina@example', 'ami na@example.com', '@example.com'])('rejects %s', (v) => {
    expect(messagesOf(EmailSchema, v)).toEqual([MESSAGES.invalidEmail]);
  });
  it('requires a value and lower-cases it', () => {
    expect(messagesOf(EmailSchema, '')).toEqual([MESSAGES.emailRequired]);
    expect(EmailSchema.parse(' Amina@Example.COM ')).toBe('amina@example.com');
  });
  it('takes at most 254 characters, refusing a huge value with one message', () => {
    const local = 'a'.repeat(64);
    const fits = `${local}@${'b'.repeat(254 - 64 - 1 - 3)}.ke`;
    expect(fits).toHaveLength(254);
    expect(messagesOf(EmailSchema, fits)).toEqual([]);
    expect(messagesOf(EmailSchema, `a${fits}`)).toEqual([MESSAGES.emailTooLong]);
    expect(messagesOf(EmailSchema, `${'a'.repeat(900_000)}@example.com`)).toEqual([
      MESSAGES.emailTooLong,
    ]);
  });
  it.each(['amina\u0000@example.com', 'amina@exa\u0007mple.com', 'amina@example.com\u007F'])(
    'refuses control characters in %j',
    (v) => {
      expect(messagesOf(EmailSchema, v)).toEqual([MESSAGES.invalidEmail]);
    },
  );
});

describe('control characters', () => {
  it('are U+0000-U+001F and U+007F; other characters are fine', () => {
    for (const code of [0x00, 0x09, 0x0a, 0x0d, 0x1b, 0x1f, 0x7f]) {
      expect(hasNoControlChars(`a${String.fromCharCode(code)}b`)).toBe(false);
    }
    expect(hasNoControlChars('Wanjirũ Kamau-O’Brien 😀 ₭ \u00A0')).toBe(true);
  });
  it('plainText() trims, then refuses them with one message', () => {
    const Name = plainText(MESSAGES.fullNameRequired).min(1, MESSAGES.fullNameRequired);
    expect(Name.parse('  Amina Wairimu \n')).toBe('Amina Wairimu');
    expect(messagesOf(Name, 'Amina\nBcc: x@evil.example')).toEqual([MESSAGES.controlCharacters]);
    expect(messagesOf(Name, 'Amina\u0000')).toEqual([MESSAGES.controlCharacters]);
    expect(messagesOf(Name, 42)).toEqual([MESSAGES.fullNameRequired]);
  });
});

describe('Kenyan phone numbers', () => {
  it.each([
    '0712345678',
    '0112345678',
    '+254712345678',
    '254712345678',
    '712345678',
    '0712 345-678',
  ])('accepts %s', (v) => {
    expect(messagesOf(PhoneSchema, v)).toEqual([]);
  });
  it.each(['0812345678', '071234567', '07123456789', '+255712345678', 'phone'])(
    'rejects %s',
    (v) => {
      expect(messagesOf(PhoneSchema, v)).toEqual([MESSAGES.invalidPhone]);
    },
  );
  it('uses its own message for the emergency contact', () => {
    expect(messagesOf(EmergencyContactSchema, '12345')).toEqual([MESSAGES.invalidEmergencyContact]);
    expect(messagesOf(EmergencyContactSchema, '0723456789')).toEqual([]);
  });
  it('normalises to the 2547XXXXXXXX form M-Pesa expects', () => {
    expect(toMsisdn('0712 345 678')).toBe('254712345678');
    expect(toMsisdn('+254112345678')).toBe('254112345678');
    expect(toMsisdn('712345678')).toBe('254712345678');
  });
  // Issue 25 item 4: a phone is canonical once, at input (the stored form is the MSISDN).
  it.each([
    ['0712 345 678', '254712345678'],
    ['+254712345678', '254712345678'],
    ['254712345678', '254712345678'],
    ['712345678', '254712345678'],
    ['0112345678', '254112345678'],
    ['254-112-345-678', '254112345678'],
    ['+254 112 345 678', '254112345678'],
    ['112345678', '254112345678'],
  ])('the phone rule stores %j as %j', (input, canonical) => {
    expect(PhoneSchema.parse(input)).toBe(canonical);
    expect(EmergencyContactSchema.parse(input)).toBe(canonical);
    expect(canonicalPhone(input)).toBe(canonical);
  });
  it.each(['0812345678', '071234567', '07123456789', '+255712345678', '2540712345678', '', 'abc'])(
    'the phone rule refuses %j with the same message',
    (input) => {
      expect(messagesOf(PhoneSchema, input)).toEqual([MESSAGES.invalidPhone]);
      expect(messagesOf(EmergencyContactSchema, input)).toEqual([MESSAGES.invalidEmergencyContact]);
      expect(canonicalPhone(input)).toBeNull();
    },
  );
  it('refuses a phone that is not a string with the same message', () => {
    expect(messagesOf(PhoneSchema, 712345678)).toEqual([MESSAGES.invalidPhone]);
  });
  it.each([
    ['0712 345', '254712345'],
    ['+254 712', '254712'],
    ['712345', '712345'],
    ['0712345678', '254712345678'],
    ['Wanjiru', null],
    ['07', null],
    ['A12', null],
  ])('searches %j in stored phones as %j', (search, term) => {
    expect(phoneSearchTerm(search)).toBe(term);
  });
  it('links a stored phone for a dialler: +2547… for a Kenyan mobile, else as stored', () => {
    expect(phoneTelHref('254712345678')).toBe('tel:+254712345678');
    expect(phoneTelHref('0712 345 678')).toBe('tel:+254712345678');
    expect(phoneTelHref('+44 20 7946 0000')).toBe('tel:+442079460000');
  });
});

describe('national ID', () => {
  it('tenant: 7-10 letters or digits', () => {
    expect(messagesOf(TenantNationalIdSchema, '12345678')).toEqual([]);
    expect(messagesOf(TenantNationalIdSchema, 'AB1234567')).toEqual([]);
    for (const bad of ['123456', '12345678901', '1234-5678']) {
      expect(messagesOf(TenantNationalIdSchema, bad)).toEqual([MESSAGES.tenantNationalId]);
    }
  });
  it('landlord: 7-10 characters', () => {
    expect(messagesOf(LandlordNationalIdSchema, '1234-567')).toEqual([]);
    expect(messagesOf(LandlordNationalIdSchema, '123456')).toEqual([MESSAGES.landlordNationalId]);
    expect(messagesOf(LandlordNationalIdSchema, '12345678901')).toEqual([
      MESSAGES.landlordNationalId,
    ]);
    expect(messagesOf(LandlordNationalIdSchema, '1234\u00005678')).toEqual([
      MESSAGES.controlCharacters,
    ]);
  });
});

describe('password', () => {
  it('needs 8 characters with an upper-case letter, a lower-case letter and a digit', () => {
    expect(messagesOf(PasswordSchema, 'Passw0rd')).toEqual([]);
    for (const bad of ['Pass0rd', 'password1', 'PASSWORD1', 'Password']) {
      expect(messagesOf(PasswordSchema, bad)).toEqual([MESSAGES.passwordRequirements]);
    }
    expect(messagesOf(PasswordSchema, '')).toEqual([MESSAGES.passwordRequired]);
  });
  it('fits in the 72 bytes bcrypt hashes, counted in UTF-8', () => {
    const ascii72 = `Aa1${'x'.repeat(69)}`;
    expect(utf8Length(ascii72)).toBe(72);
    expect(messagesOf(PasswordSchema, ascii72)).toEqual([]);
    expect(messagesOf(PasswordSchema, `${ascii72}y`)).toEqual([MESSAGES.passwordTooLong]);
    // 25 characters, but 'é' is 2 bytes and the emoji 4: 3 + 2*33 + 4 = 73 bytes.
    const accented = `Aa1${'é'.repeat(33)}😀`;
    expect(utf8Length(accented)).toBe(73);
    expect(messagesOf(PasswordSchema, accented)).toEqual([MESSAGES.passwordTooLong]);
    expect(messagesOf(PasswordSchema, 'A1'.repeat(100_000))).toEqual([MESSAGES.passwordTooLong]);
  });
  it('refuses control characters (a NUL would end the password for bcrypt)', () => {
    expect(messagesOf(PasswordSchema, 'Passw0rd\u0000anything')).toEqual([
      MESSAGES.passwordControlCharacters,
    ]);
    expect(messagesOf(PasswordSchema, 'Passw0rd\t')).toEqual([MESSAGES.passwordControlCharacters]);
  });
  it('an existing password skips the strength and byte rules but keeps the bounds', () => {
    const Existing = existingPasswordSchema(MESSAGES.passwordRequired);
    expect(messagesOf(Existing, 'weak')).toEqual([]);
    expect(messagesOf(Existing, 'é'.repeat(128))).toEqual([]);
    expect(messagesOf(Existing, 'x'.repeat(129))).toEqual([MESSAGES.passwordTooLong]);
    expect(messagesOf(Existing, 'Passw0rd\u0000')).toEqual([MESSAGES.passwordControlCharacters]);
    expect(messagesOf(Existing, '')).toEqual([MESSAGES.passwordRequired]);
  });
  it('confirmation must match and is required', () => {
    expect(
      messagesOf(PasswordPairSchema, { password: 'Passw0rd', confirmPassword: 'Passw0rd' }),
    ).toEqual([]);
    expect(
      messagesOf(PasswordPairSchema, { password: 'Passw0rd', confirmPassword: 'Passw0rx' }),
    ).toEqual([MESSAGES.passwordsDoNotMatch]);
    expect(messagesOf(PasswordPairSchema, { password: 'Passw0rd', confirmPassword: '' })).toContain(
      MESSAGES.confirmPasswordRequired,
    );
  });
});

describe('M-Pesa till number', () => {
  it('is optional, else 5-8 digits', () => {
    expect(messagesOf(OptionalTillNumberSchema, '')).toEqual([]);
    expect(messagesOf(OptionalTillNumberSchema, undefined)).toEqual([]);
    expect(messagesOf(OptionalTillNumberSchema, '12345')).toEqual([]);
    expect(messagesOf(OptionalTillNumberSchema, '12345678')).toEqual([]);
    for (const bad of ['1234', '123456789', '12a45']) {
      expect(messagesOf(OptionalTillNumberSchema, bad)).toEqual([MESSAGES.tillNumber]);
    }
  });
});

describe('ID document', () => {
  const MB = 1024 * 1024;
  it('accepts PDF, JPEG, JPG and PNG up to 5 MB', () => {
    expect(idDocumentError({ name: 'id.pdf', type: 'application/pdf', size: 5 * MB })).toBeNull();
    expect(idDocumentError({ name: 'id.JPG', type: 'image/jpeg', size: 100 })).toBeNull();
    expect(idDocumentError({ name: 'id.png', type: 'image/png', size: 100 })).toBeNull();
  });
  it('rejects larger files and other types with the spec messages', () => {
    expect(idDocumentError({ name: 'id.pdf', type: 'application/pdf', size: 5 * MB + 1 })).toBe(
      MESSAGES.fileTooLarge,
    );
    expect(idDocumentError({ name: 'id.gif', type: 'image/gif', size: 100 })).toBe(
      MESSAGES.fileTypeNotAllowed,
    );
    expect(idDocumentError({ name: 'id.exe', type: 'application/pdf', size: 100 })).toBe(
      MESSAGES.fileTypeNotAllowed,
    );
  });
});
