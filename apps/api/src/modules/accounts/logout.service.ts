import { AUDIT_ACTIONS, recordAudit } from '../../lib/audit.js';
import type { Deps } from '../../lib/deps.js';
import { hashToken } from '../../lib/tokens.js';
import { revokeFamily } from './refresh-token.service.js';

/** Ends the session family of the presented refresh token. Unknown tokens are ignored. */
export async function logout(deps: Deps, refresh: string): Promise<void> {
  const row = await deps.db.refreshToken.findUnique({
    where: { tokenHash: hashToken(refresh) },
    select: { familyId: true, userId: true },
  });
  if (!row) return;
  await revokeFamily(deps, row.familyId);
  await recordAudit(deps.db, {
    actorId: row.userId,
    action: AUDIT_ACTIONS.logout,
    entityType: 'user',
    entityId: row.userId,
  });
}
