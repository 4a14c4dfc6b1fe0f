import { USER_TYPES, type UserType } from './constants.js';
import { MESSAGES } from './messages.js';

// The field rules of the sign-in form (seed 000 section 5) as plain functions, without zod: the
// sign-in screen is the first load on mobile data and checks its fields with checkLogin (zod would
// add 24 KiB gzip). validation.ts builds EmailSchema and existingPasswordSchema from the same
// functions, and auth.ts the API's LoginInputSchema, so each rule and message is written once.

/** RFC 5321's limit on a forward path; longer values are refused before any pattern runs. */
export const EMAIL_MAX_LENGTH = 254;
/** Checked first, so a huge value is refused before anything counts its bytes. */
export const PASSWORD_MAX_LENGTH = 128;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// Control characters (U+0000-U+001F, U+007F) have no place in a one-line field: a NUL ends the
// string for bcrypt's C code and Postgres refuses it in text (a 500 before this rule), and a line
// break in a name forges lines in emails and logs.
// eslint-disable-next-line no-control-regex
export const NO_CONTROL_CHARS = /^[^\u0000-\u001F\u007F]*$/;
export const hasNoControlChars = (value: string): boolean => NO_CONTROL_CHARS.test(value);

export const USER_TYPE_REQUIRED = 'Choose Tenant or Landlord.';

/** An email as typed, trimmed: the message of the first rule it breaks, or null. */
export function emailIssue(trimmed: string): string | null {
  if (trimmed.length < 1) return MESSAGES.emailRequired;
  if (trimmed.length > EMAIL_MAX_LENGTH) return MESSAGES.emailTooLong;
  if (!hasNoControlChars(trimmed) || !EMAIL_PATTERN.test(trimmed)) return MESSAGES.invalidEmail;
  return null;
}

/** How an accepted email is stored and compared. */
export const normalizeEmail = (trimmed: string): string => trimmed.toLowerCase();

/**
 * A password as typed at sign-in or as the current password: no strength rule (older passwords
 * must still work) and no byte limit (one set before the limit still matches its truncated hash),
 * but bounded and free of control characters.
 */
export function existingPasswordIssue(password: string, requiredMessage: string): string | null {
  if (password.length < 1) return requiredMessage;
  if (password.length > PASSWORD_MAX_LENGTH) return MESSAGES.passwordTooLong;
  if (!hasNoControlChars(password)) return MESSAGES.passwordControlCharacters;
  return null;
}

export type LoginFields = { email: string; password: string; user_type: string };
export type LoginCheck =
  | { success: true; data: { email: string; password: string; user_type: UserType } }
  | { success: false; errors: Partial<Record<keyof LoginFields, string>> };

/** The sign-in form's check: what LoginInputSchema.safeParse decides, as the first message per field. */
export function checkLogin(input: LoginFields): LoginCheck {
  const email = input.email.trim();
  const errors: Partial<Record<keyof LoginFields, string>> = {};
  const emailMessage = emailIssue(email);
  if (emailMessage) errors.email = emailMessage;
  const passwordMessage = existingPasswordIssue(input.password, MESSAGES.passwordRequired);
  if (passwordMessage) errors.password = passwordMessage;
  const userType = USER_TYPES.find((type) => type === input.user_type);
  if (!userType) errors.user_type = USER_TYPE_REQUIRED;
  if (Object.keys(errors).length > 0 || !userType) return { success: false, errors };
  return {
    success: true,
    data: { email: normalizeEmail(email), password: input.password, user_type: userType },
  };
}
