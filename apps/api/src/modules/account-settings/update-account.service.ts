import { ERROR_CODES, MESSAGES, type Me } from '@pango/shared';
import { AUDIT_ACTIONS, recordAudit } from '../../lib/audit.js';
import type { Actor } from '../../lib/auth.js';
import type { Deps } from '../../lib/deps.js';
import { AppError, notFound } from '../../lib/errors.js';
import { getMe } from '../accounts/me.service.js';

export type UpdateAccountInput = {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
};

const emailTaken = () =>
  new AppError(400, ERROR_CODES.validation, MESSAGES.emailTaken, {
    errors: { email: [MESSAGES.emailTaken] },
  });

/**
 * PUT /accounts/users/{id}/update/: a user edits their own name, email and phone (landlords and
 * tenants). Another user's id answers 404, as if it did not exist.
 */
export async function updateAccount(
  deps: Deps,
  actor: Actor,
  userId: number,
  input: UpdateAccountInput,
): Promise<Me> {
  if (userId !== actor.userId) throw notFound('User not found.');
  const fullName = `${input.first_name} ${input.last_name}`;
  await deps.db.$transaction(async (tx) => {
    const before = await tx.user.findUnique({
      where: { id: userId },
      select: { fullName: true, email: true, phoneNumber: true, role: true },
    });
    if (!before) throw notFound('User not found.');
    const holder = await tx.user.findUnique({
      where: { email: input.email },
      select: { id: true },
    });
    if (holder && holder.id !== userId) throw emailTaken();
    await tx.user.update({
      where: { id: userId },
      data: { fullName, email: input.email, phoneNumber: input.phone_number },
    });
    // The landlord's tenant screens read the tenant profile's phone: keep the two in step.
    if (before.role === 'tenant')
      await tx.tenantProfile.updateMany({
        where: { userId },
        data: { phoneNumber: input.phone_number },
      });
    await recordAudit(tx, {
      actorId: userId,
      action: AUDIT_ACTIONS.accountUpdated,
      entityType: 'user',
      entityId: userId,
      data: {
        before: { full_name: before.fullName, email: before.email, phone: before.phoneNumber },
        after: { full_name: fullName, email: input.email, phone: input.phone_number },
      },
    });
  });
  return getMe(deps, actor);
}
