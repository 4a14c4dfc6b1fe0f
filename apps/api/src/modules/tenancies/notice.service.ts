import {
  ERROR_CODES,
  moveOutDateProblem,
  nairobiDate,
  NOTICE_MESSAGES,
  type GiveNoticeInput,
  type TenancySummary,
} from '@pango/shared';
import { AUDIT_ACTIONS, recordAudit } from '../../lib/audit.js';
import type { DbTx } from '../../lib/db.js';
import { nowOf, type Deps } from '../../lib/deps.js';
import { AppError, notFound } from '../../lib/errors.js';
import { enqueueMail, kickOutbox } from '../../lib/outbox.js';
import { lockRows } from '../../lib/row-locks.js';
import { noticeGivenEmail } from './emails.js';
import { tenancySummarySelect, toTenancySummary } from './tenancy-summary.service.js';

// Notice (issue 18 item 3, ADR 021): the tenant gives it from Settings, or the landlord records it.
// The tenancy goes to `notice` with the move-out date and stays open: the unit keeps its tenant,
// so rent reminders and monthly charges run until the move-out. Giving notice again while on
// notice changes the date (audited with the old and new dates) rather than being refused: plans
// change, and the landlord is emailed the new date.

const UNCONFIRMED: ('unverified' | 'expired')[] = ['unverified', 'expired'];

type Actor = { id: number; role: 'tenant' | 'landlord' };

const noTenancy = (detail: string) => new AppError(409, ERROR_CODES.conflict, detail);

function refuseDate(message: string): never {
  throw new AppError(400, ERROR_CODES.validation, message, {
    errors: { move_out_date: [message] },
  });
}

const toDateColumn = (iso: string) => new Date(`${iso}T00:00:00Z`);

const noticeTenancySelect = {
  ...tenancySummarySelect,
  landlordId: true,
  landlord: { select: { email: true, fullName: true } },
  tenant: { select: { fullName: true } },
  unit: {
    select: {
      unitNumber: true,
      property: { select: { name: true, noticePeriodDays: true } },
    },
  },
} as const;

/**
 * Locks the open tenancy (a move-out of the same tenancy waits, then sees `notice`; this waits for
 * a move-out, then finds no open tenancy), checks the date and writes the notice.
 */
async function writeNotice(
  tx: DbTx,
  deps: Deps,
  p: { tenancyId: number; actor: Actor; moveOutDate: string; now: Date; errorIfGone: string },
): Promise<TenancySummary> {
  await lockRows(tx, deps.env, 'tenancies', [p.tenancyId]);
  const before = await tx.tenancy.findFirst({
    where: { id: p.tenancyId, status: { in: ['active', 'notice'] } },
    select: noticeTenancySelect,
  });
  if (!before) throw noTenancy(p.errorIfGone);
  // The notice period binds the tenant, not the landlord: a landlord may record any date from
  // today on (a tenant who told them in person, a date agreed between them).
  const period = p.actor.role === 'tenant' ? before.unit.property.noticePeriodDays : 0;
  const problem = moveOutDateProblem(p.moveOutDate, nairobiDate(p.now), period);
  if (problem) refuseDate(problem);

  const after = await tx.tenancy.update({
    where: { id: p.tenancyId },
    data: {
      status: 'notice',
      noticeMoveOutDate: toDateColumn(p.moveOutDate),
      noticeGivenAt: p.now,
      noticeGivenById: p.actor.id,
    },
    select: tenancySummarySelect,
  });
  const previous = toTenancySummary(before);
  await recordAudit(tx, {
    actorId: p.actor.id,
    landlordId: before.landlordId,
    action:
      p.actor.role === 'tenant'
        ? AUDIT_ACTIONS.tenancyNoticeGiven
        : AUDIT_ACTIONS.tenancyNoticeRecorded,
    entityType: 'tenancy',
    entityId: p.tenancyId,
    data: {
      before: { status: previous.status, notice_move_out_date: previous.notice_move_out_date },
      after: { status: 'notice', notice_move_out_date: p.moveOutDate },
    },
  });
  if (p.actor.role === 'tenant') {
    await enqueueMail(tx, {
      kind: 'tenancy_notice',
      to: before.landlord.email,
      landlordId: before.landlordId,
      ...noticeGivenEmail({
        landlordName: before.landlord.fullName,
        tenantName: before.tenant.fullName,
        unitNumber: before.unit.unitNumber,
        propertyName: before.unit.property.name,
        moveOutDate: p.moveOutDate,
        isChange: previous.status === 'notice',
      }),
    });
  }
  return toTenancySummary(after);
}

/** POST /accounts/tenant/notice/: the signed-in tenant gives notice on their open tenancy. */
export async function giveNotice(
  deps: Deps,
  tenantId: number,
  input: GiveNoticeInput,
): Promise<TenancySummary> {
  const now = nowOf(deps);
  const result = await deps.db.$transaction(async (tx) => {
    const open = await tx.tenancy.findUnique({
      where: { openTenantId: tenantId },
      select: { id: true },
    });
    if (!open) throw noTenancy(NOTICE_MESSAGES.noTenancy);
    return writeNotice(tx, deps, {
      tenancyId: open.id,
      actor: { id: tenantId, role: 'tenant' },
      moveOutDate: input.move_out_date,
      now,
      errorIfGone: NOTICE_MESSAGES.noTenancy,
    });
  });
  kickOutbox(deps);
  return result;
}

/** POST /accounts/tenants/{id}/notice/: the landlord records notice for their tenant. */
export async function recordNotice(
  deps: Deps,
  landlordId: number,
  tenantId: number,
  input: GiveNoticeInput,
): Promise<TenancySummary> {
  const now = nowOf(deps);
  return deps.db.$transaction(async (tx) => {
    const profile = await tx.tenantProfile.findFirst({
      // An applicant who has not confirmed their email is nobody the landlord knows (ADR 019,
      // the tenants list's rule in tenants/tenant-rows.ts).
      where: { userId: tenantId, landlordId, user: { approvalStatus: { notIn: UNCONFIRMED } } },
      select: { userId: true },
    });
    if (!profile) throw notFound();
    const open = await tx.tenancy.findFirst({
      where: { openTenantId: tenantId, landlordId },
      select: { id: true },
    });
    if (!open) throw noTenancy(NOTICE_MESSAGES.tenantHasNoTenancy);
    return writeNotice(tx, deps, {
      tenancyId: open.id,
      actor: { id: landlordId, role: 'landlord' },
      moveOutDate: input.move_out_date,
      now,
      errorIfGone: NOTICE_MESSAGES.tenantHasNoTenancy,
    });
  });
}
