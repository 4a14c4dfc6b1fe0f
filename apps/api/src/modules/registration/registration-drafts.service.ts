import { ERROR_CODES, LIMITS, MESSAGES } from '@pango/shared';
import type { Prisma } from '../../generated/prisma/client.js';
import type { Db, DbTx } from '../../lib/db.js';
import { AppError } from '../../lib/errors.js';

// Server-side signup drafts (table registration_drafts): each validated step is kept so a signup
// can be resumed and the complete call can be checked against what was seen. Never a password.

export type DraftKind = 'landlord' | 'tenant';

export type SaveDraftInput = {
  sessionId: string;
  kind: DraftKind;
  step: number;
  data: Record<string, unknown>;
  now: Date;
};

const SECRET_KEYS = new Set(['password', 'confirm_password', 'new_password']);

/** A JSON-safe copy without password fields at any depth (and without undefined values). */
function withoutSecrets(value: unknown): Prisma.InputJsonValue | null {
  if (Array.isArray(value)) return value.map((item) => withoutSecrets(item));
  if (value instanceof Date) return value.toISOString();
  if (value !== null && typeof value === 'object') {
    const copy: Record<string, Prisma.InputJsonValue | null> = {};
    for (const [key, item] of Object.entries(value)) {
      if (SECRET_KEYS.has(key) || item === undefined) continue;
      copy[key] = withoutSecrets(item);
    }
    return copy;
  }
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  return null;
}

function asObject(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

export const invalidSignupSession = () =>
  new AppError(400, ERROR_CODES.validation, MESSAGES.signupSessionInvalid, {
    errors: { session_id: [MESSAGES.signupSessionInvalid] },
  });

/**
 * Upserts the draft of `sessionId`, merging `data` over what earlier steps saved, and pushes its
 * expiry to now + LIMITS.registrationDraftHours. Expired drafts are swept in the same call (an
 * indexed delete), so no job is needed to keep the table small.
 */
export async function saveDraft(
  db: Db | DbTx,
  input: SaveDraftInput,
): Promise<{ expiresAt: Date }> {
  await db.registrationDraft.deleteMany({ where: { expiresAt: { lt: input.now } } });
  const existing = await db.registrationDraft.findUnique({
    where: { sessionId: input.sessionId },
    select: { kind: true, data: true },
  });
  if (existing && existing.kind !== input.kind) throw invalidSignupSession();

  const expiresAt = new Date(input.now.getTime() + LIMITS.registrationDraftHours * 3_600_000);
  const data = withoutSecrets({ ...asObject(existing?.data), ...input.data }) ?? {};
  await db.registrationDraft.upsert({
    where: { sessionId: input.sessionId },
    create: { sessionId: input.sessionId, kind: input.kind, step: input.step, data, expiresAt },
    update: { step: input.step, data, expiresAt },
  });
  return { expiresAt };
}

export async function deleteDraft(db: Db | DbTx, sessionId: string): Promise<void> {
  await db.registrationDraft.deleteMany({ where: { sessionId } });
}
