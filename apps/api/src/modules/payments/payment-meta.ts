import { randomInt } from 'node:crypto';
import type { Language } from '@pango/shared';
import type { Prisma } from '../../generated/prisma/client.js';

// Small pieces every payment operation shares.

/**
 * What we keep in payments.raw_last_status: the provider's last status answer (`status`) beside
 * what initiation told us that has no column of its own (the hosted page to send a retry back to,
 * and who to send the receipt to when the payer has no account yet, and from which phone).
 */
export type PaymentMeta = {
  redirect_url?: string | null;
  payer_email?: string | null;
  /** 2547XXXXXXXX: a late STK callback finds a start whose push went unanswered by it. */
  payer_msisdn?: string | null;
  /** The language of a receipt to a payer without an account yet (the signup deposit). */
  payer_language?: Language | null;
  initiation?: unknown;
  status?: unknown;
};

export function readMeta(value: Prisma.JsonValue | null): PaymentMeta {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as PaymentMeta) : {};
}

export const toJson = (meta: PaymentMeta) =>
  JSON.parse(JSON.stringify(meta)) as Prisma.InputJsonValue;

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const KIND_LETTER = { deposit: 'D', rent: 'R', subscription: 'S', sms_credits: 'M' } as const;

/**
 * A new reference for every attempt (Pesapal refuses a reused one). 12 characters, so the same
 * string fits M-Pesa's AccountReference limit and Pesapal's 50-character `id` alike.
 */
export function newMerchantReference(kind: keyof typeof KIND_LETTER): string {
  let ref = `P${KIND_LETTER[kind]}`;
  for (let i = 0; i < 10; i += 1) ref += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return ref;
}

/** Prisma's P2002 on the named unique constraint (pg adapter puts the name under meta). */
export function isUniqueViolationOn(err: unknown, constraint: string): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const { code, meta } = err as { code?: unknown; meta?: unknown };
  return code === 'P2002' && JSON.stringify(meta ?? {}).includes(constraint);
}
