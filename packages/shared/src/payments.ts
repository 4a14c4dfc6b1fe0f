import { z } from 'zod';
import { LIMITS } from './constants.js';
import { idSchema } from './ids.js';
import { amountSchema, RegistrationSessionIdSchema } from './registration.js';
import { PhoneSchema, EmailSchema } from './validation.js';
import { PAYMENT_MESSAGES } from './payment-rules.js';
import { LanguageSchema } from './language-schemas.js';

// Payments (seed 000 section 7, seed 001 sections 4, 7, 8, seed 002 sections 4, 5, 7, 8). The
// server decides what is owed; these schemas only shape the request. Amounts are whole KSh.
// Messages, statuses and plan limits are in payment-rules.ts.

/** POST /payments/initiate-deposit-registration/ (a tenant paying the deposit during signup). */
export const InitiateDepositRegistrationSchema = z.object({
  unit_id: idSchema(),
  amount: amountSchema(PAYMENT_MESSAGES.invalidAmount),
  phone_number: PhoneSchema,
  email: EmailSchema,
  session_id: RegistrationSessionIdSchema,
  /** The language the applicant signs up in: the deposit's receipt goes in it (no account yet). */
  language: LanguageSchema.optional(),
});

/** POST /payments/initiate-rent-payment/{unitId}/ */
export const InitiateRentPaymentSchema = z.object({
  amount: amountSchema(PAYMENT_MESSAGES.invalidAmount),
  months: z.coerce
    .number()
    .int()
    .min(1)
    .max(LIMITS.prepayMonthsMax)
    .optional()
    .or(z.literal('').transform(() => undefined))
    .or(z.null().transform(() => undefined)),
  phone_number: PhoneSchema.optional(),
});

/** POST /payments/initiate-subscription-payment/ */
export const InitiateSubscriptionPaymentSchema = z.object({
  subscription_type: z.enum(['starter', 'basic', 'professional', 'onetime'], {
    error: PAYMENT_MESSAGES.selectPlanFirst,
  }),
  amount: amountSchema(PAYMENT_MESSAGES.invalidAmount),
  phone_number: PhoneSchema.optional(),
});
