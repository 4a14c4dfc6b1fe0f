import { z } from 'zod';
import { USER_TYPES } from './constants.js';
import { EmailSchema, PasswordPairSchema, PasswordSchema } from './validation.js';
import { MESSAGES } from './messages.js';

export const LoginInputSchema = z.object({
  email: EmailSchema,
  // Sign-in checks the stored hash, not the strength rule: older passwords must still work.
  password: z.string({ error: MESSAGES.passwordRequired }).min(1, MESSAGES.passwordRequired),
  user_type: z.enum(USER_TYPES, { error: 'Choose Tenant or Landlord.' }),
});
export type LoginInput = z.infer<typeof LoginInputSchema>;

export const RefreshInputSchema = z.object({
  refresh: z.string({ error: 'This field is required.' }).min(1, 'This field is required.'),
});

export const TokenPairSchema = z.object({ access: z.string(), refresh: z.string() });
export type TokenPair = z.infer<typeof TokenPairSchema>;

export const ForgotPasswordInputSchema = z.object({
  email: EmailSchema,
  frontend_url: z.string().optional(),
});

export const ResetPasswordFormSchema = PasswordPairSchema;
export const ResetPasswordInputSchema = z.object({
  uid: z.string().min(1, MESSAGES.invalidResetLink),
  token: z.string().min(1, MESSAGES.invalidResetLink),
  new_password: PasswordSchema,
});

export type CurrentUnit = {
  id: number;
  unit_number: string;
  rent: number;
  rent_remaining: number;
  rent_status: 'paid' | 'due' | 'overdue';
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
};
