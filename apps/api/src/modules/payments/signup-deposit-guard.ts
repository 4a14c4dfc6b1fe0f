import { nowOf, type Deps } from '../../lib/deps.js';
import { consume, MINUTE_MS, type LimitRule } from '../../lib/rate-limit.js';
import { invalidSignupSession } from '../registration/registration-drafts.service.js';
import { unitIdOf } from '../registration/validate-landlord.service.js';

// The public signup deposit sends a real M-Pesa PIN prompt to the phone number in the request.
// Limited per client address only, anyone could prompt any phone over and over (issue 17, item 9):
// it now needs a signup that reached the deposit step for that room and that email, and each phone
// number gets a few prompts a quarter hour and a day, whoever asks.

/** A tenant signup's draft is at step 3 (the room) when its next screen is the deposit. */
const DEPOSIT_STEP_DRAFT = 3;

export const DEPOSIT_PROMPT_LIMITS = {
  phoneQuarterHour: { name: 'deposit-prompt-phone', max: 3, windowMs: 15 * MINUTE_MS },
  phoneDay: { name: 'deposit-prompt-phone-day', max: 10, windowMs: 24 * 60 * MINUTE_MS },
} as const satisfies Record<string, LimitRule>;

type SignupDeposit = { session_id: string; unit_id: number; email: string; phone_number: string };

const sameEmail = (a: unknown, b: string) =>
  typeof a === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase();

/** 400 (session_id) unless the signup session chose this room with this email and is still live. */
export async function assertDepositStepReached(deps: Deps, input: SignupDeposit): Promise<void> {
  const draft = await deps.db.registrationDraft.findUnique({
    where: { sessionId: input.session_id },
    select: { kind: true, step: true, data: true, expiresAt: true },
  });
  const data = (draft?.data ?? {}) as Record<string, unknown>;
  const isReady =
    draft !== null &&
    draft.kind === 'tenant' &&
    draft.step >= DEPOSIT_STEP_DRAFT &&
    draft.expiresAt > nowOf(deps) &&
    typeof data.unit_code === 'string' &&
    unitIdOf(data.unit_code) === input.unit_id &&
    sameEmail(data.email, input.email);
  if (!isReady) throw invalidSignupSession();
}

/** Counts one PIN prompt to this (normalised) phone number; 429 past either limit. */
export async function countDepositPrompt(deps: Deps, phone: string): Promise<void> {
  await consume(deps, DEPOSIT_PROMPT_LIMITS.phoneQuarterHour, phone);
  await consume(deps, DEPOSIT_PROMPT_LIMITS.phoneDay, phone);
}
