import { ERROR_CODES, MESSAGES, type LoginInput, type TokenPair } from '@pango/shared';
import { AUDIT_ACTIONS, recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { DUMMY_HASH, verifyPassword } from '../../lib/passwords.js';
import type { Deps } from '../../lib/deps.js';
import { issueTokenPair } from './refresh-token.service.js';

const invalidCredentials = () =>
  new AppError(400, ERROR_CODES.invalidCredentials, MESSAGES.invalidCredentials, {
    non_field_errors: [MESSAGES.invalidCredentials],
  });

/**
 * POST /accounts/token/. The order of checks matters: the password is verified before anything
 * about the account (its type, its approval) is revealed.
 */
export async function login(deps: Deps, input: LoginInput): Promise<TokenPair> {
  const user = await deps.db.user.findUnique({
    where: { email: input.email },
    select: { id: true, role: true, passwordHash: true, isActive: true, approvalStatus: true },
  });
  const isMatch = await verifyPassword(input.password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !isMatch) throw invalidCredentials();

  if (user.role !== input.user_type) {
    const message = MESSAGES.wrongAccountType(user.role);
    throw new AppError(400, ERROR_CODES.wrongUserType, message, { user_type: [message] });
  }
  if (user.approvalStatus !== 'approved' || !user.isActive) {
    const code =
      user.approvalStatus === 'pending' ? ERROR_CODES.accountPending : ERROR_CODES.accountInactive;
    throw new AppError(403, code, MESSAGES.pendingApproval, {
      non_field_errors: [MESSAGES.pendingApproval],
    });
  }
  const tokens = await issueTokenPair(deps, { id: user.id, role: user.role });
  await recordAudit(deps.db, {
    actorId: user.id,
    action: AUDIT_ACTIONS.login,
    entityType: 'user',
    entityId: user.id,
  });
  return tokens;
}
