import { randomUUID } from 'node:crypto';
import type { Db } from '../../../lib/db.js';

/**
 * A tenant signup that has chosen `unitId` (its draft at step 3, as the room step leaves it), so
 * its deposit may be initiated; returns the body of initiate-deposit-registration.
 */
export async function signupAtDepositStep(
  db: Db,
  unitId: number,
  amount: number,
  options: { sessionId?: string; email?: string; phone?: string; step?: number } = {},
) {
  const sessionId = options.sessionId ?? randomUUID();
  const email = options.email ?? `new-${randomUUID().slice(0, 8)}@example.test`;
  await db.registrationDraft.create({
    data: {
      sessionId,
      kind: 'tenant',
      step: options.step ?? 3,
      data: { email, unit_code: String(unitId), full_name: 'New Tenant' },
      expiresAt: new Date(Date.now() + 24 * 3_600_000),
    },
  });
  return {
    unit_id: unitId,
    amount,
    phone_number: options.phone ?? '0712345678',
    email,
    session_id: sessionId,
  };
}
