import { z } from 'zod';
import { ID_DOCUMENT_TYPES, LIMITS } from './constants.js';
import {
  emailIssue,
  existingPasswordIssue,
  hasNoControlChars,
  normalizeEmail,
  NO_CONTROL_CHARS,
  PASSWORD_MAX_LENGTH,
} from './login-rules.js';
import { MESSAGES } from './messages.js';
import { isKenyanPhone, toMsisdn } from './phone.js';

// Field rules of seed 000 section 5. Each rule is a zod schema so the web form and the API
// reject the same input with the same sentence. The sign-in fields' rules are plain functions in
// login-rules.ts (the sign-in screen checks them without zod); the schemas here wrap them.

/** bcrypt reads only the first 72 bytes of a password: a longer one would be silently cut. */
export const PASSWORD_MAX_BYTES = 72;

/** A zod refinement from a rule function that answers the message of the broken rule, or null. */
const ruleCheck =
  (issue: (value: string) => string | null) => (value: string, ctx: z.RefinementCtx) => {
    const message = issue(value);
    if (message) ctx.addIssue({ code: 'custom', message, input: value });
  };

/**
 * A trimmed one-line text field that refuses control characters; chain the field's own rules
 * (`plainText(MESSAGES.fullNameRequired).min(1, ...).max(...)`). Not for multi-line text.
 */
export function plainText(requiredMessage?: string) {
  return z
    .string(requiredMessage ? { error: requiredMessage } : undefined)
    .trim()
    .regex(NO_CONTROL_CHARS, { message: MESSAGES.controlCharacters, abort: true });
}

/** Bytes of `value` in UTF-8, without TextEncoder (the rule runs in the browser and in Node). */
export function utf8Length(value: string): number {
  let bytes = 0;
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}
export const EmailSchema = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .superRefine(ruleCheck(emailIssue))
  .transform(normalizeEmail);

export const PhoneSchema = z
  .string({ error: MESSAGES.invalidPhone })
  .refine(isKenyanPhone, MESSAGES.invalidPhone)
  .transform(toMsisdn);

export const EmergencyContactSchema = z
  .string({ error: MESSAGES.invalidEmergencyContact })
  .refine(isKenyanPhone, MESSAGES.invalidEmergencyContact)
  .transform(toMsisdn);

export const TenantNationalIdSchema = z
  .string({ error: MESSAGES.tenantNationalId })
  .trim()
  .regex(/^[A-Za-z0-9]{7,10}$/, MESSAGES.tenantNationalId);

export const LandlordNationalIdSchema = plainText(MESSAGES.landlordNationalId)
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

/** A password as typed at sign-in or as the current password (the rule of login-rules.ts). */
export function existingPasswordSchema(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .superRefine(ruleCheck((value) => existingPasswordIssue(value, requiredMessage)));
}

/** A new password: the rules of section 5, within what bcrypt hashes in full. */
export const PasswordSchema = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, { message: MESSAGES.passwordRequired, abort: true })
  .max(PASSWORD_MAX_LENGTH, { message: MESSAGES.passwordTooLong, abort: true })
  .refine((v) => utf8Length(v) <= PASSWORD_MAX_BYTES, {
    message: MESSAGES.passwordTooLong,
    abort: true,
  })
  .refine(hasNoControlChars, { message: MESSAGES.passwordControlCharacters, abort: true })
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
