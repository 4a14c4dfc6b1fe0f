import { z } from 'zod';
import { USER_TYPES } from './constants.js';
import type { Language } from './language.js';
import { NO_CONTROL_CHARS, USER_TYPE_REQUIRED } from './login-rules.js';
import {
  EmailSchema,
  existingPasswordSchema,
  PasswordPairSchema,
  PasswordSchema,
} from './validation.js';
import { MESSAGES } from './messages.js';
import type { AdminRole } from './team.js';

/** POST /api/accounts/token/. The sign-in form checks these rules with checkLogin (login-rules). */
export const LoginInputSchema = z.object({
  email: EmailSchema,
  // Sign-in checks the stored hash, not the strength rule: older passwords must still work.
  password: existingPasswordSchema(MESSAGES.passwordRequired),
  user_type: z.enum(USER_TYPES, { error: USER_TYPE_REQUIRED }),
});
export type LoginInput = z.infer<typeof LoginInputSchema>;

/** Opaque tokens we issue (43 base64url characters) with room to spare; anything longer is noise. */
const TOKEN_MAX_LENGTH = 200;
const tokenSchema = (requiredMessage: string, invalidMessage = requiredMessage) =>
  z
    .string({ error: requiredMessage })
    .min(1, { message: requiredMessage, abort: true })
    .max(TOKEN_MAX_LENGTH, { message: invalidMessage, abort: true })
    .regex(NO_CONTROL_CHARS, invalidMessage);

export const RefreshInputSchema = z.object({
  refresh: tokenSchema('This field is required.', MESSAGES.sessionExpired),
});

export const TokenPairSchema = z.object({ access: z.string(), refresh: z.string() });
export type TokenPair = z.infer<typeof TokenPairSchema>;

export const ForgotPasswordInputSchema = z.object({
  email: EmailSchema,
  // Accepted for the spec's clients and ignored (links come from configuration).
  frontend_url: z.string().max(2048).optional(),
});

export const ResetPasswordFormSchema = PasswordPairSchema;
export const ResetPasswordInputSchema = z.object({
  uid: tokenSchema(MESSAGES.invalidResetLink),
  token: tokenSchema(MESSAGES.invalidResetLink),
  new_password: PasswordSchema,
});

export type CurrentUnit = {
  id: number;
  unit_number: string;
  rent: number;
  rent_remaining: number;
  rent_status: 'paid' | 'due' | 'overdue' | 'not_billed';
  rent_due_date: string | null;
  property_name: string;
  property_id: number;
};

/** GET /api/accounts/me/ (seed 000 section 3). */
export type Me = {
  id: number;
  email: string;
  user_type: 'tenant' | 'landlord';
  is_landlord: boolean;
  is_tenant: boolean;
  full_name: string;
  first_name: string;
  last_name: string;
  phone_number: string | null;
  landlord_code: string | null;
  current_unit: CurrentUnit | null;
  /** A tenant's M-Pesa account number for their current tenancy (issue 19); else null. */
  payment_account_number: string | null;
  /** The landlord's paybill or till, when set up: where the account number is paid to. */
  mpesa_paybill: { shortcode: string; shortcode_type: 'paybill' | 'till' } | null;
  /** Tenants only (issue 25 item 6): the language they chose for their screens and messages. */
  language?: Language;
  /**
   * Landlords and their team members only (issue 23): who acts in the admin area ('owner' for the
   * landlord himself) and the properties a member works on (empty = all).
   */
  team_role?: AdminRole;
  property_ids?: number[];
};
