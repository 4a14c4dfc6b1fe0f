import type { Db } from '../../lib/db.js';
import type { InitiateInput } from './providers/provider.js';

// Who pays, as the providers want it (Pesapal billing_address, the STK phone).

export function payerOf(person: {
  email?: string | null;
  phone?: string | null;
  fullName?: string | null;
}): InitiateInput['payer'] {
  const [firstName, ...rest] = (person.fullName ?? '').trim().split(/\s+/);
  return {
    ...(person.email ? { email: person.email } : {}),
    // Canonical already (2547… / 2541…): the request's through PhoneSchema, the stored one too.
    ...(person.phone ? { msisdn: person.phone } : {}),
    ...(firstName ? { firstName } : {}),
    ...(rest.length ? { lastName: rest.join(' ') } : {}),
  };
}

/** A signed-in payer; `phone` (from the request) wins over the one on file. */
export async function payerFromUser(db: Db, userId: number, phone?: string) {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { email: true, fullName: true, phoneNumber: true },
  });
  return payerOf({
    email: user?.email,
    fullName: user?.fullName,
    phone: phone ?? user?.phoneNumber,
  });
}

/** The Idempotency-Key header, scoped to the caller and the operation so keys never collide. */
export function scopedKey(header: string | undefined, scope: string): string | null {
  const key = header?.trim();
  if (!key) return null;
  if (key.length > 200) return null;
  return `${scope}:${key}`;
}
