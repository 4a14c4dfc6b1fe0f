import { APPLICATION_HOLD_MESSAGES, APPLICATION_HOLDS, ERROR_CODES } from '@pango/shared';
import type { Prisma } from '../../generated/prisma/client.js';
import type { Db, DbTx } from '../../lib/db.js';
import type { Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { consume, RateLimitedError, refund, type LimitRule } from '../../lib/rate-limit.js';

// What an application may hold before its applicant confirmed their email, and how many may wait
// (issue 17 item 7, docs/decisions/019-application-holds.md):
// - an unconfirmed application is seen by no landlord; unpaid, it holds no room either;
// - an unpaid unconfirmed one lapses after APPLICATION_HOLDS.verifyLinkHours (its link stops
//   working at once; the expire-application-holds job marks it `expired` later);
// - a landlord has at most maxOpenPerLandlord unconfirmed-and-live plus pending applications;
// - one client address starts at most TENANT_APPLICATIONS_PER_ADDRESS_PER_DAY applications a day.

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Unpaid applications started before this instant have lapsed unconfirmed. */
export const lapseCutoff = (now: Date) =>
  new Date(now.getTime() - APPLICATION_HOLDS.verifyLinkHours * HOUR_MS);

/** Unconfirmed applications that lapse: a paid deposit is the payer's money and does not. */
export const lapsedWhere = (now: Date): Prisma.TenantApplicationWhereInput => ({
  status: 'unverified',
  depositPaid: false,
  appliedAt: { lte: lapseCutoff(now) },
});

/** Applications a landlord has waiting: pending ones and unconfirmed ones not yet lapsed. */
export function openApplicationsWhere(
  landlordId: number,
  now: Date,
): Prisma.TenantApplicationWhereInput {
  return {
    landlordId,
    OR: [
      { status: 'pending' },
      {
        status: 'unverified',
        OR: [{ depositPaid: true }, { appliedAt: { gt: lapseCutoff(now) } }],
      },
    ],
  };
}

export async function assertLandlordAcceptsApplications(
  db: Db | DbTx,
  landlordId: number,
  now: Date,
): Promise<void> {
  const open = await db.tenantApplication.count({ where: openApplicationsWhere(landlordId, now) });
  if (open >= APPLICATION_HOLDS.maxOpenPerLandlord)
    throw new AppError(
      429,
      ERROR_CODES.rateLimited,
      APPLICATION_HOLD_MESSAGES.landlordApplicationsFull,
    );
}

const addressRule = (deps: Deps): LimitRule => ({
  name: 'tenant-application',
  max: deps.env.TENANT_APPLICATIONS_PER_ADDRESS_PER_DAY,
  windowMs: DAY_MS,
});

/**
 * Counts one application for the client address (the shared Postgres counters of lib/rate-limit,
 * keyed the way every other per-address limit is). Answers 429 in the one error shape.
 */
export async function countApplicationFromAddress(deps: Deps, address: string): Promise<void> {
  try {
    await consume(deps, addressRule(deps), address);
  } catch (err) {
    if (!(err instanceof RateLimitedError)) throw err;
    throw new AppError(
      429,
      ERROR_CODES.rateLimited,
      APPLICATION_HOLD_MESSAGES.tooManyApplicationsFromAddress,
    );
  }
}

/** Gives the count back when the signup it was taken for did not happen after all. */
export const uncountApplicationFromAddress = (deps: Deps, address: string) =>
  refund(deps, addressRule(deps), address);
