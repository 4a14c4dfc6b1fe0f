import { ERROR_CODES, MESSAGES, type UpdateAccountResult } from '@pango/shared';
import { AUDIT_ACTIONS, recordAudit } from '../../lib/audit.js';
import { signedInUserId, type Actor } from '../../lib/auth.js';
import type { Deps } from '../../lib/deps.js';
import { AppError, notFound } from '../../lib/errors.js';
import { getMe } from '../accounts/me.service.js';
import {
  assertCurrentPassword,
  requestEmailChange,
  sendQueuedMail,
} from './email-change.service.js';
import { languageOfProfile, messageLanguageSelect } from '../../lib/message-language.js';

export type UpdateAccountInput = {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  current_password?: string;
};

const emailTaken = () =>
  new AppError(400, ERROR_CODES.validation, MESSAGES.emailTaken, {
    errors: { email: [MESSAGES.emailTaken] },
  });

/**
 * PUT /accounts/users/{id}/update/: a user edits their own name, email and phone (landlords and
 * tenants). Another user's id answers 404, as if it did not exist. Name and phone change at once;
 * a new email needs the current password and takes effect only from the link mailed to it
 * (email-change.service.ts), so the answer still carries the old email and `pending_email`.
 */
export async function updateAccount(
  deps: Deps,
  actor: Actor,
  userId: number,
  input: UpdateAccountInput,
  siteOrigin: string,
): Promise<UpdateAccountResult> {
  // A team member edits their own account, never the owner's (issue 23).
  if (userId !== signedInUserId(actor)) throw notFound('User not found.');
  const before = await deps.db.user.findUnique({
    where: { id: userId },
    select: {
      fullName: true,
      email: true,
      phoneNumber: true,
      role: true,
      passwordHash: true,
      tenantProfile: {
        select: { ...messageLanguageSelect, landlord: { select: { id: true, fullName: true } } },
      },
    },
  });
  if (!before) throw notFound('User not found.');
  const isEmailChange = input.email !== before.email;
  if (isEmailChange) {
    await assertCurrentPassword(
      deps,
      { id: userId, passwordHash: before.passwordHash },
      input.current_password,
    );
  }
  const fullName = `${input.first_name} ${input.last_name}`;
  await deps.db.$transaction(async (tx) => {
    if (isEmailChange) {
      const holder = await tx.user.findUnique({
        where: { email: input.email },
        select: { id: true },
      });
      if (holder && holder.id !== userId) throw emailTaken();
    }
    await tx.user.update({
      where: { id: userId },
      data: { fullName, phoneNumber: input.phone_number },
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
        after: { full_name: fullName, email: before.email, phone: input.phone_number },
      },
    });
    if (isEmailChange) {
      const owner = {
        id: userId,
        email: before.email,
        fullName,
        landlord: before.tenantProfile?.landlord ?? null,
        language: languageOfProfile(before.tenantProfile),
      };
      await requestEmailChange(deps, tx, owner, input.email, siteOrigin);
    }
  });
  if (isEmailChange) sendQueuedMail(deps);
  const me = await getMe(deps, actor);
  return { ...me, pending_email: isEmailChange ? input.email : null };
}
