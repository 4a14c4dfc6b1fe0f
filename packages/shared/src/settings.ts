import { z } from 'zod';
import { LIMITS } from './constants.js';
import { requiredText } from './registration.js';
import { multilineText } from './text.js';
import { MESSAGES } from './messages.js';
import type { Me } from './auth.js';
import {
  EmailSchema,
  existingPasswordSchema,
  meetsPasswordRules,
  OptionalTillNumberSchema,
  PhoneSchema,
  plainText,
} from './validation.js';

// Landlord settings, help and SMS credits (seed 001 sections 2, 5, 7, 8, 9).

export const SETTINGS_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  accountUpdated: 'Account information updated successfully.',
  accountUpdateFailed: 'Failed to update account information.',
  selectReminderDate: 'Please select at least one reminder date.',
  remindersSaved: 'Reminder settings saved successfully.',
  remindersSaveFailed: 'Failed to save reminder settings.',
  fillAllPasswordFields: 'Please fill in all password fields.',
  newPasswordsDoNotMatch: 'New passwords do not match.',
  newPasswordTooShort: 'New password must be at least 8 characters long.',
  securityUpdated: 'Security settings updated successfully! A confirmation email has been sent.',
  securityUpdateFailed: 'An error occurred while updating security settings.',
  tillUpdated: 'M-Pesa till number updated.',
  // An email change waits for the new address to confirm it (issue 17, item 6).
  emailChangePending: 'Check your new email address to confirm the change.',
  emailChangeLinkInvalid: 'This email confirmation link is invalid or has expired.',
  emailChanged: 'Your email address has been changed.',
  smsInterestRegistered: (pack: string) =>
    `Thank you! We will let you know as soon as the ${pack} pack is available.`,
} as const;

/** Reminder dates offered (seed 001 section 9). */
export const REMINDER_DAYS = [1, 2, 3, 4, 5, 10, 15, 20, 25] as const;
export const DEFAULT_REMINDER_SUBJECT = 'Rent Reminder';

/** PUT /accounts/users/{id}/update/ */
export const UpdateAccountSchema = z.object({
  first_name: requiredText(SETTINGS_MESSAGES.firstNameRequired, LIMITS.nameMax),
  last_name: requiredText(SETTINGS_MESSAGES.lastNameRequired, LIMITS.nameMax),
  email: EmailSchema,
  phone_number: PhoneSchema,
  /** Required (and checked) only when `email` differs from the account's email. */
  current_password: existingPasswordSchema(MESSAGES.currentPasswordRequired).optional(),
});

/**
 * The answer of PUT /accounts/users/{id}/update/: the account as it now is, and the address an
 * email change waits to be confirmed from (null when the email did not change).
 */
export type UpdateAccountResult = Me & { pending_email: string | null };

/** POST /accounts/email-change/confirm/: the token of the link mailed to the new address. */
export const ConfirmEmailChangeSchema = z.object({
  token: z
    .string({ error: SETTINGS_MESSAGES.emailChangeLinkInvalid })
    .regex(/^[A-Za-z0-9_-]{20,128}$/, SETTINGS_MESSAGES.emailChangeLinkInvalid),
});

/** PATCH /accounts/till-number/update/ (blank removes the till). */
export const UpdateTillNumberSchema = z.object({ mpesa_till_number: OptionalTillNumberSchema });

/** GET/PUT /communication/reminders/settings/ */
export const ReminderSettingsSchema = z.object({
  days_of_month: z
    .array(
      z
        .number()
        .int()
        .refine((d) => (REMINDER_DAYS as readonly number[]).includes(d)),
      {
        error: SETTINGS_MESSAGES.selectReminderDate,
      },
    )
    .min(1, SETTINGS_MESSAGES.selectReminderDate)
    .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
  subject: plainText().max(200).default(DEFAULT_REMINDER_SUBJECT),
  message: multilineText().max(5000).default(''),
  send_email: z.boolean().default(true),
  active: z.boolean().default(true),
});
export type ReminderSettings = z.output<typeof ReminderSettingsSchema>;

/** SMS credit packs, all Coming Soon (seed 001 section 9); valid 12 months. */
export const SMS_PACKS = [
  { id: 'starter', name: 'Starter', sms: 100, price: 500, perSms: 5, note: null },
  { id: 'basic', name: 'Basic', sms: 500, price: 2250, perSms: 4.5, note: null },
  {
    id: 'standard',
    name: 'Standard',
    sms: 1000,
    price: 4000,
    perSms: 4,
    note: 'Most popular, 20% off',
  },
  {
    id: 'professional',
    name: 'Professional',
    sms: 2500,
    price: 8750,
    perSms: 3.5,
    note: '30% off',
  },
  { id: 'business', name: 'Business', sms: 5000, price: 15000, perSms: 3, note: '40% off' },
  { id: 'enterprise', name: 'Enterprise', sms: 10000, price: 25000, perSms: 2.5, note: '50% off' },
] as const;

/** POST /communication/sms-interest/ (ours: the spec does not show this call). */
export const SmsInterestSchema = z.object({
  pack: z.enum(SMS_PACKS.map((p) => p.id) as [string, ...string[]], {
    error: 'Choose an SMS pack.',
  }),
});

/**
 * The Change Password form of both settings screens (one endpoint, PUT /accounts/change-password/,
 * one set of checks): the fields required, the two new entries equal, at least 8 characters
 * (seed 001 section 5; the shared rule seed 002 points to) and the strength rule the API applies
 * (ChangePasswordInputSchema). `required` is a message per field (seed 002), or one message shown
 * on the first empty field (seed 001's "Please fill in all password fields.").
 */
export function changePasswordFormSchema(
  required: string | { current: string; next: string; confirm: string },
) {
  const fields = ['current', 'next', 'confirm'] as const;
  return z
    .object({ current: z.string(), next: z.string(), confirm: z.string() })
    .superRefine((v, ctx) => {
      const empty = fields.filter((key) => !v[key]);
      if (empty.length > 0) {
        const shown = typeof required === 'string' ? empty.slice(0, 1) : empty;
        for (const key of shown) {
          const message = typeof required === 'string' ? required : required[key];
          ctx.addIssue({ code: 'custom', path: [key], message });
        }
      } else if (v.next !== v.confirm) {
        ctx.addIssue({
          code: 'custom',
          path: ['confirm'],
          message: SETTINGS_MESSAGES.newPasswordsDoNotMatch,
        });
      } else if (v.next.length < LIMITS.passwordMinLength) {
        ctx.addIssue({
          code: 'custom',
          path: ['next'],
          message: SETTINGS_MESSAGES.newPasswordTooShort,
        });
      } else if (!meetsPasswordRules(v.next)) {
        ctx.addIssue({ code: 'custom', path: ['next'], message: MESSAGES.passwordRequirements });
      }
    });
}
export type ChangePasswordFormValues = z.infer<ReturnType<typeof changePasswordFormSchema>>;
