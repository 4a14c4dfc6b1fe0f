import { z } from 'zod';
import { ID_DOCUMENT_TYPES, LIMITS } from './constants.js';
import { MESSAGES } from './messages.js';

// Field rules of seed 000 section 5. Each rule is a zod schema so the web form and the API
// reject the same input with the same sentence.

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Kenyan mobile: optional +254 or 254, then 7 or 1, then 8 more digits (leading 0 allowed). */
const KENYAN_PHONE_PATTERN = /^(?:\+?254|0)?[71]\d{8}$/;

export function normalizePhone(value: string): string {
  return value.replace(/[\s-]/g, '');
}
export function isKenyanPhone(value: string): boolean {
  return KENYAN_PHONE_PATTERN.test(normalizePhone(value));
}
/** 07XXXXXXXX / +2547XXXXXXXX / 7XXXXXXXX -> 2547XXXXXXXX (the form M-Pesa expects). */
export function toMsisdn(value: string): string {
  const digits = normalizePhone(value).replace(/^\+/, '');
  if (digits.startsWith('254')) return digits;
  if (digits.startsWith('0')) return `254${digits.slice(1)}`;
  return `254${digits}`;
}

export const EmailSchema = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, { message: MESSAGES.emailRequired, abort: true })
  .regex(EMAIL_PATTERN, MESSAGES.invalidEmail)
  .transform((v) => v.toLowerCase());

export const PhoneSchema = z
  .string({ error: MESSAGES.invalidPhone })
  .refine(isKenyanPhone, MESSAGES.invalidPhone)
  .transform(normalizePhone);

export const EmergencyContactSchema = z
  .string({ error: MESSAGES.invalidEmergencyContact })
  .refine(isKenyanPhone, MESSAGES.invalidEmergencyContact)
  .transform(normalizePhone);

export const TenantNationalIdSchema = z
  .string({ error: MESSAGES.tenantNationalId })
  .trim()
  .regex(/^[A-Za-z0-9]{7,10}$/, MESSAGES.tenantNationalId);

export const LandlordNationalIdSchema = z
  .string({ error: MESSAGES.landlordNationalId })
  .trim()
  .min(LIMITS.nationalIdMin, MESSAGES.landlordNationalId)
  .max(LIMITS.nationalIdMax, MESSAGES.landlordNationalId);

export const PASSWORD_RULES = [
  { id: 'length', label: 'At least 8 characters', test: (v: string) => v.length >= 8 },
  { id: 'upper', label: 'One uppercase letter', test: (v: string) => /[A-Z]/.test(v) },
  { id: 'lower', label: 'One lowercase letter', test: (v: string) => /[a-z]/.test(v) },
  { id: 'digit', label: 'One number', test: (v: string) => /\d/.test(v) },
] as const;
export function meetsPasswordRules(value: string): boolean {
  return PASSWORD_RULES.every((rule) => rule.test(value));
}

export const PasswordSchema = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, { message: MESSAGES.passwordRequired, abort: true })
  .refine(meetsPasswordRules, MESSAGES.passwordRequirements);

export const TillNumberSchema = z
  .string()
  .trim()
  .regex(/^\d{5,8}$/, MESSAGES.tillNumber);
/** Optional till: blank means none. */
export const OptionalTillNumberSchema = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(TillNumberSchema.optional());

/** A password with its confirmation, as on the signup and reset forms. */
export const PasswordPairSchema = z
  .object({
    password: PasswordSchema,
    confirmPassword: z
      .string({ error: MESSAGES.confirmPasswordRequired })
      .min(1, MESSAGES.confirmPasswordRequired),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

export type IdDocumentCandidate = { size: number; type: string; name: string };
/** Returns the spec's message for a bad ID document, or null when it is acceptable. */
export function idDocumentError(file: IdDocumentCandidate): string | null {
  const extension = file.name.slice(file.name.lastIndexOf('.')).toLowerCase();
  const allowedExtensions: readonly string[] = Object.values(ID_DOCUMENT_TYPES).flat();
  const typeAllowed = file.type in ID_DOCUMENT_TYPES && allowedExtensions.includes(extension);
  if (!typeAllowed) return MESSAGES.fileTypeNotAllowed;
  if (file.size > LIMITS.idDocumentMaxBytes) return MESSAGES.fileTooLarge;
  return null;
}
