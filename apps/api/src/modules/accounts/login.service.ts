import { ERROR_CODES, MESSAGES, type LoginInput, type TokenPair } from '@pango/shared';
import { AUDIT_ACTIONS, recordAudit } from '../../lib/audit.js';
import { AppError } from '../../lib/errors.js';
import { dummyHash, hashPassword, needsRehash, verifyPassword } from '../../lib/passwords.js';
import { consume, refund } from '../../lib/rate-limit.js';
import type { Deps } from '../../lib/deps.js';
import { accountLimits, failureDelayMs, signInDelay } from './account-limits.js';
import { issueTokenPair } from './refresh-token.service.js';

const invalidCredentials = () =>
  new AppError(400, ERROR_CODES.invalidCredentials, MESSAGES.invalidCredentials, {
    non_field_errors: [MESSAGES.invalidCredentials],
  });

/**
 * POST /accounts/token/. The order of checks matters: the password is verified before anything
 * about the account (its type, its approval) is revealed, and an unknown email takes the same path
 * as a wrong password (same limits, a bcrypt check at the same cost, the same audit write).
 */
export async function login(deps: Deps, input: LoginInput, address: string): Promise<TokenPair> {
  const limits = accountLimits(deps.env);
  const user = await deps.db.user.findUnique({
    where: { email: input.email },
    select: {
      id: true,
      role: true,
      passwordHash: true,
      isActive: true,
      approvalStatus: true,
      tokenVersion: true,
    },
  });
  const actorId = user?.id ?? null;
  const pair = `${address} ${input.email}`;
  // The address ceiling concerns no one account: its lockout is audited without an actor.
  await consume(deps, limits.signInAddress, address);
  // Counted as failures before the password is checked and given back when it matches, so
  // parallel guesses cannot slip past the limit between the check and the count.
  const failures = await consume(deps, limits.signInFailuresAddressAccount, pair, actorId);
  await consume(deps, limits.signInFailuresAccount, input.email, actorId);

  const cost = deps.env.BCRYPT_COST;
  // Checked before `user` is looked at: an unknown email must pay for its bcrypt check too.
  const isMatch = await verifyPassword(
    input.password,
    user?.passwordHash ?? (await dummyHash(cost)),
  );
  if (!user || !isMatch) {
    await recordAudit(deps.db, {
      actorId,
      action: AUDIT_ACTIONS.loginFailed,
      entityType: 'user',
      entityId: actorId ?? undefined,
      data: { email: input.email },
    });
    await signInDelay.wait(failureDelayMs(failures.hits));
    throw invalidCredentials();
  }
  await refund(deps, limits.signInFailuresAddressAccount, pair);
  await refund(deps, limits.signInFailuresAccount, input.email);

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
  // A hash made at another cost is replaced while the plain password is at hand; only if it is
  // still the hash just checked, so a password changed meanwhile is never put back.
  if (needsRehash(user.passwordHash, cost)) {
    await deps.db.user.updateMany({
      where: { id: user.id, passwordHash: user.passwordHash },
      data: { passwordHash: await hashPassword(input.password, cost) },
    });
  }
  const tokens = await issueTokenPair(deps, user);
  await recordAudit(deps.db, {
    actorId: user.id,
    action: AUDIT_ACTIONS.login,
    entityType: 'user',
    entityId: user.id,
  });
  return tokens;
}
