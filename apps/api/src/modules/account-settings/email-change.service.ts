import { ERROR_CODES, MESSAGES, SETTINGS_MESSAGES, type Language } from '@pango/shared';
import { AUDIT_ACTIONS, recordAudit } from '../../lib/audit.js';
import type { DbTx } from '../../lib/db.js';
import { nowOf, type Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { drainOutbox, enqueueMail } from '../../lib/outbox.js';
import { verifyPassword } from '../../lib/passwords.js';
import { consume, MINUTE_MS, type LimitRule } from '../../lib/rate-limit.js';
import { hashToken, newOpaqueToken } from '../../lib/tokens.js';
import {
  confirmNewEmailEmail,
  emailChangedEmail,
  emailChangeRequestedEmail,
} from './email-change-emails.js';
import { languageOfProfile, messageLanguageSelect } from '../../lib/message-language.js';

// Changing the sign-in email (issue 17, item 6). A stolen session used to change it at once and
// then reset the password through the new address. Now the current password is asked for, the
// change waits for a single-use link mailed to the new address (stored hashed, like reset links),
// and the old address is told when the change is asked for and when it is done.

export const EMAIL_CHANGE_LINK_HOURS = 24;
const HOUR_MS = 60 * MINUTE_MS;

/** Password checks of one user: a stolen session must not guess the password through this form. */
const PASSWORD_CHECKS: LimitRule = { name: 'email-change-user', max: 10, windowMs: 15 * MINUTE_MS };

type Owner = {
  id: number;
  email: string;
  fullName: string;
  landlord: { id: number; fullName: string } | null;
  /** A tenant's message language (ADR 045); English for everyone else. */
  language: Language;
};

const fieldError = (field: string, message: string) =>
  new AppError(400, ERROR_CODES.validation, message, { errors: { [field]: [message] } });

const invalidLink = () => fieldError('token', SETTINGS_MESSAGES.emailChangeLinkInvalid);

/** 400 on current_password unless it is given and right (counted per user). */
export async function assertCurrentPassword(
  deps: Deps,
  user: { id: number; passwordHash: string },
  password: string | undefined,
): Promise<void> {
  if (!password) throw fieldError('current_password', MESSAGES.currentPasswordRequired);
  await consume(deps, PASSWORD_CHECKS, String(user.id), user.id);
  if (!(await verifyPassword(password, user.passwordHash)))
    throw fieldError('current_password', MESSAGES.currentPasswordWrong);
}

/**
 * In the caller's transaction: replaces any pending change of this user with one to `newEmail`,
 * mails its link to the new address and a notice to the old one, and audits the request.
 */
export async function requestEmailChange(
  deps: Deps,
  tx: DbTx,
  owner: Owner,
  newEmail: string,
  siteOrigin: string,
): Promise<void> {
  const now = nowOf(deps);
  const token = newOpaqueToken();
  await tx.emailChangeToken.deleteMany({ where: { userId: owner.id, usedAt: null } });
  await tx.emailChangeToken.create({
    data: {
      userId: owner.id,
      newEmail,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_LINK_HOURS * HOUR_MS),
    },
  });
  const landlordName = owner.landlord?.fullName ?? null;
  const landlordId = owner.landlord?.id ?? null;
  await enqueueMail(tx, {
    kind: 'email_change',
    to: newEmail,
    landlordId,
    ...confirmNewEmailEmail({
      fullName: owner.fullName,
      newEmail,
      confirmLink: `${siteOrigin}/confirm-email?token=${token}`,
      validHours: EMAIL_CHANGE_LINK_HOURS,
      landlordName,
      language: owner.language,
    }),
  });
  await enqueueMail(tx, {
    kind: 'email_change',
    to: owner.email,
    landlordId,
    ...emailChangeRequestedEmail({
      fullName: owner.fullName,
      newEmail,
      landlordName,
      language: owner.language,
    }),
  });
  await recordAudit(tx, {
    actorId: owner.id,
    action: AUDIT_ACTIONS.emailChangeRequested,
    entityType: 'user',
    entityId: owner.id,
    data: { before: { email: owner.email }, requested: { email: newEmail } },
  });
}

/**
 * POST /accounts/email-change/confirm/ (public: the token is the credential). Works once, within
 * its lifetime, and only while the new address is still free; the old address is told.
 */
export async function confirmEmailChange(
  deps: Deps,
  token: string,
): Promise<{ detail: string; email: string }> {
  const now = nowOf(deps);
  const row = await deps.db.emailChangeToken.findUnique({
    where: { tokenHash: hashToken(token) },
    select: {
      id: true,
      newEmail: true,
      expiresAt: true,
      usedAt: true,
      user: {
        select: {
          id: true,
          email: true,
          fullName: true,
          isActive: true,
          tenantProfile: {
            select: {
              ...messageLanguageSelect,
              landlord: { select: { id: true, fullName: true } },
            },
          },
        },
      },
    },
  });
  if (!row || row.usedAt || row.expiresAt <= now || !row.user.isActive) throw invalidLink();
  const { user } = row;
  const landlord = user.tenantProfile?.landlord ?? null;
  await deps.db.$transaction(async (tx) => {
    const claimed = await tx.emailChangeToken.updateMany({
      where: { id: row.id, usedAt: null },
      data: { usedAt: now },
    });
    if (claimed.count === 0) throw invalidLink();
    const holder = await tx.user.findUnique({
      where: { email: row.newEmail },
      select: { id: true },
    });
    if (holder && holder.id !== user.id) throw fieldError('email', MESSAGES.emailTaken);
    await tx.user.update({ where: { id: user.id }, data: { email: row.newEmail } });
    await enqueueMail(tx, {
      kind: 'email_change',
      to: user.email,
      landlordId: landlord?.id ?? null,
      ...emailChangedEmail({
        fullName: user.fullName,
        newEmail: row.newEmail,
        landlordName: landlord?.fullName ?? null,
        language: languageOfProfile(user.tenantProfile),
      }),
    });
    await recordAudit(tx, {
      actorId: user.id,
      action: AUDIT_ACTIONS.emailChanged,
      entityType: 'user',
      entityId: user.id,
      data: { before: { email: user.email }, after: { email: row.newEmail } },
    });
  });
  sendQueuedMail(deps);
  return { detail: SETTINGS_MESSAGES.emailChanged, email: row.newEmail };
}

/** Send now rather than wait for the worker's next pass; a failure stays queued for a retry. */
export function sendQueuedMail(deps: Deps): void {
  void drainOutbox(deps.db, deps.mailer, deps.logger).catch((err: unknown) =>
    deps.logger.warn({ err }, 'outbox drain failed'),
  );
}
