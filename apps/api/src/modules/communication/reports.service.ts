import { propertyIn, scopedPropertyFilter } from '../../lib/route-access.js';
import {
  ERROR_CODES,
  EXPENSE_MESSAGES,
  RESOLVED_REPORT_STATUSES,
  type ReportListQuerySchema,
  type ReportRow,
  type ReportsPage,
  type ReportStatus,
} from '@pango/shared';
import type { z } from 'zod';
import type { Prisma } from '../../generated/prisma/client.js';
import type { Actor } from '../../lib/auth.js';
import { AUDIT_ACTIONS, recordAudit } from '../../lib/audit.js';
import { queueReportStatusSms } from '../sms/sms-notify.service.js';
import type { Db } from '../../lib/db.js';
import { actingMemberId, enteredBySelect, toEnteredBy } from '../../lib/entered-by.js';
import { nowOf, type Deps } from '../../lib/deps.js';
import { reportResolvedEmail } from './emails.js';
import { AppError, notFound } from '../../lib/errors.js';
import { recordRepairExpense } from '../expenses/repair-expense.service.js';
import { enqueueMail } from '../../lib/outbox.js';
import { openReportFilter } from './open-report-rules.js';
import { kickOutbox } from '../../lib/outbox.js';
import { languageOfProfile, messageLanguageSelect } from '../../lib/message-language.js';

type ReportListQuery = z.output<typeof ReportListQuerySchema>;

// Status is free text from older data ("Resolved", "CLOSED"), so every comparison ignores case.
export const resolvedReportFilter = {
  OR: RESOLVED_REPORT_STATUSES.map((status) => ({
    status: { equals: status, mode: 'insensitive' as const },
  })),
};
const isResolvedStatus = (status: string) =>
  (RESOLVED_REPORT_STATUSES as readonly string[]).includes(status.toLowerCase());

function statusFilter(status: ReportListQuery['status']): Prisma.ReportWhereInput {
  if (status === 'open') return openReportFilter;
  if (status === 'resolved') return resolvedReportFilter;
  if (status === 'pending' || status === 'closed')
    return { status: { equals: status, mode: 'insensitive' } };
  return {};
}

export const reportSelect = {
  id: true,
  title: true,
  category: true,
  priority: true,
  status: true,
  description: true,
  createdAt: true,
  resolvedAt: true,
  propertyId: true,
  tenant: { select: { fullName: true, email: true } },
  unit: { select: { unitNumber: true } },
  property: { select: { name: true } },
  enteredBy: enteredBySelect,
} satisfies Prisma.ReportSelect;
type SelectedReport = Prisma.ReportGetPayload<{ select: typeof reportSelect }>;

export const toReportRow = (row: SelectedReport): ReportRow => ({
  id: row.id,
  title: row.title,
  category: row.category,
  priority: row.priority,
  status: row.status,
  description: row.description,
  created_at: row.createdAt.toISOString(),
  resolved_at: row.resolvedAt?.toISOString() ?? null,
  tenant_name: row.tenant.fullName,
  unit_number: row.unit.unitNumber,
  property_name: row.property.name,
  property_id: row.propertyId,
  entered_by: toEnteredBy(row.enteredBy),
});

/**
 * GET /communication/reports/ (and /resolved/): a landlord's reports of their properties, a
 * tenant's own, newest first, one bounded page. Two queries whatever the number of reports.
 */
export async function listReports(
  db: Db,
  actor: Actor,
  query: ReportListQuery,
): Promise<ReportsPage> {
  const owner =
    actor.role === 'landlord' ? { landlordId: actor.userId } : { tenantId: actor.userId };
  // A team member's properties (issue 23); another property of theirs → 404.
  const property = scopedPropertyFilter(actor, query.property_id);
  const where: Prisma.ReportWhereInput = {
    AND: [
      owner,
      statusFilter(query.status),
      property === undefined ? {} : { propertyId: propertyIn(property) },
      query.category ? { category: { equals: query.category, mode: 'insensitive' } } : {},
    ],
  };
  const [count, rows] = await Promise.all([
    db.report.count({ where }),
    db.report.findMany({
      where,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: (query.page - 1) * query.page_size,
      take: query.page_size,
      select: reportSelect,
    }),
  ]);
  return {
    count,
    next_page: query.page * query.page_size < count ? query.page + 1 : null,
    results: rows.map(toReportRow),
  };
}

/**
 * PATCH /communication/reports/{id}/update-status/. Resolving stamps resolvedAt and emails the
 * tenant once: the update is conditional on the report not being resolved already, so two clicks
 * (or two tabs) do not send two emails. Reopening clears resolvedAt.
 */
export async function updateReportStatus(
  deps: Deps,
  landlordId: number,
  reportId: number,
  status: ReportStatus,
  repairCost?: number,
): Promise<ReportRow> {
  const now = nowOf(deps);
  const resolving = isResolvedStatus(status);
  if (repairCost !== undefined && !resolving)
    throw new AppError(400, ERROR_CODES.validation, EXPENSE_MESSAGES.repairCostNeedsResolved, {
      errors: { repair_cost: [EXPENSE_MESSAGES.repairCostNeedsResolved] },
    });
  const result = await deps.db.$transaction(async (tx) => {
    const before = await tx.report.findFirst({
      where: { id: reportId, landlordId },
      select: { status: true, resolvedAt: true, propertyId: true, unitId: true, title: true },
    });
    if (!before) throw notFound('Report not found.');
    // Once per report: a repeated request, or closing a resolved report, adds no second expense.
    if (repairCost !== undefined)
      await recordRepairExpense(tx, landlordId, { id: reportId, ...before }, repairCost, now);
    const becameResolved = resolving && !isResolvedStatus(before.status);
    const changed = await tx.report.updateMany({
      where: { id: reportId, landlordId, ...(becameResolved ? { NOT: resolvedReportFilter } : {}) },
      data: {
        status,
        resolvedAt: resolving ? (isResolvedStatus(before.status) ? before.resolvedAt : now) : null,
        // Who changed it (issue 23): the team member acting, null for the owner.
        enteredByMemberId: actingMemberId(),
      },
    });
    const report = await tx.report.findUniqueOrThrow({
      where: { id: reportId },
      select: {
        ...reportSelect,
        tenant: {
          select: {
            ...reportSelect.tenant.select,
            id: true,
            tenantProfile: { select: { notifyMaintenanceUpdates: true, ...messageLanguageSelect } },
          },
        },
        landlord: { select: { fullName: true } },
      },
    });
    const isNewlyResolved = becameResolved && changed.count === 1;
    // The tenant's "maintenance updates" choice (seed 002 Settings); sent by email until SMS exists.
    const wantsUpdate = report.tenant.tenantProfile?.notifyMaintenanceUpdates ?? true;
    if (isNewlyResolved && wantsUpdate)
      await enqueueMail(tx, {
        kind: 'report_update',
        to: report.tenant.email,
        landlordId,
        ...reportResolvedEmail({
          tenantName: report.tenant.fullName,
          landlordName: report.landlord.fullName,
          title: report.title,
          unitNumber: report.unit.unitNumber,
          propertyName: report.property.name,
          language: languageOfProfile(report.tenant.tenantProfile),
        }),
      });
    // By SMS on every change of status, when the landlord chose it (issue 25).
    if (changed.count === 1 && before.status !== status)
      await queueReportStatusSms(deps, tx, {
        landlordId,
        tenantId: report.tenant.id,
        title: report.title,
        status,
      });
    await recordAudit(tx, {
      actorId: landlordId,
      action: AUDIT_ACTIONS.reportStatusUpdated,
      entityType: 'report',
      entityId: reportId,
      data: {
        before: { status: before.status, resolved_at: before.resolvedAt?.toISOString() ?? null },
        after: { status: report.status, resolved_at: report.resolvedAt?.toISOString() ?? null },
      },
    });
    return { report, isNewlyResolved, wantsUpdate };
  });
  if (result.isNewlyResolved && result.wantsUpdate) kickOutbox(deps);
  return toReportRow(result.report);
}
