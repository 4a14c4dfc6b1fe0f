import type { Env } from '../../config/env.js';
import { MINUTE_MS, type LimitRule } from '../../lib/rate-limit.js';

// Brute-force limits of the account routes (issue 11), counted in Postgres (lib/rate-limit.ts).
// Per address only where a carrier NAT cannot trip it: about 100 people share one address on Kenyan
// mobile data, so the address ceiling is generous and the tight limits are per account (and per
// account and address), per email or per refresh-token family.
//
// LOGIN_RATE_LIMIT_PER_MINUTE sets the per-address sign-in rate (default 20, that is 300 attempts
// per 15 minutes). The other limits are fixed at that default and scale up with it, so a test,
// demo or benchmark environment that lifts the address limit lifts the rest with it; except the
// reset emails to one address, which land in a person's inbox and have their own settings.
const DEFAULT_PER_MINUTE = 20;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export type AccountLimits = ReturnType<typeof accountLimits>;

type LimitEnv = Pick<
  Env,
  'LOGIN_RATE_LIMIT_PER_MINUTE' | 'RESET_EMAILS_PER_MINUTE' | 'RESET_EMAILS_PER_DAY'
>;

export function accountLimits(env: LimitEnv) {
  const perMinute = env.LOGIN_RATE_LIMIT_PER_MINUTE;
  const scale = Math.max(1, perMinute / DEFAULT_PER_MINUTE);
  const rule = (name: string, max: number, windowMs: number): LimitRule => ({
    name,
    max: Math.round(max * scale),
    windowMs,
  });
  return {
    /** Every sign-in attempt from one address, right or wrong. */
    signInAddress: { name: 'signin-address', max: perMinute * 15, windowMs: 15 * MINUTE_MS },
    /** Failed sign-ins for one account from one address: a guesser at one address. */
    signInFailuresAddressAccount: rule('signin-fail-address-account', 10, 15 * MINUTE_MS),
    /** Failed sign-ins for one account from anywhere: a distributed guesser. */
    signInFailuresAccount: rule('signin-fail-account', 100, HOUR_MS),
    /** Rotations of one sign-in's refresh token (the web rotates about every 5 minutes). */
    refreshFamily: rule('refresh-family', 30, 15 * MINUTE_MS),
    /** Reset emails to one address (default one a minute and five a day), not scaled. */
    resetEmailMinute: {
      name: 'reset-email-minute',
      max: env.RESET_EMAILS_PER_MINUTE,
      windowMs: MINUTE_MS,
    },
    resetEmailDay: {
      name: 'reset-email-day',
      max: env.RESET_EMAILS_PER_DAY,
      windowMs: DAY_MS,
    },
    resetAddress: rule('reset-address', 30, 15 * MINUTE_MS),
    resetConfirmAddress: rule('reset-confirm-address', 30, 15 * MINUTE_MS),
    /** Change-password attempts of one user: a stolen session must not guess the password. */
    changePasswordUser: rule('change-password-user', 10, 15 * MINUTE_MS),
  } satisfies Record<string, LimitRule>;
}

/**
 * The wait before answering a failed sign-in, growing with the failures of that account from that
 * address: nothing for the first three (typos), then 0.25 s doubling up to 5 s.
 */
export function failureDelayMs(failures: number): number {
  if (failures <= 3) return 0;
  return Math.min(250 * 2 ** (failures - 4), 5_000);
}

/** Waiting is a seam so tests can see the delay without spending it. */
export const signInDelay = {
  wait: (ms: number): Promise<void> =>
    ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve(),
};
