import { hotQuery } from '../../lib/hot-query.js';
import { scopedPropertyFilter } from '../../lib/route-access.js';
import {
  ERROR_CODES,
  EXPENSE_MESSAGES,
  OPEN_REPORT_STATUSES,
  RESOLVED_REPORT_STATUSES,
  type ReportListQuerySchema,
  type ReportRow,
  type ReportsPage,
  type ReportStatus,
} from '@pango/shared';
import type { z } from 'zod';
import { Prisma } from '../../generated/prisma/client.js';
import { qualifiedTable } from '../../lib/raw-sql.js';
import { likeLiteral } from '../../lib/like-pattern.js';
import type { Actor } from '../../lib/auth.js';
import { AUDIT_ACTIONS, recordAudit } from '../../lib/audit.js';
import { queueReportStatusSms } from '../sms/sms-notify.service.js';
import { actingMemberId, enteredBySelect, toEnteredBy } from '../../lib/entered-by.js';
import { nowOf, type Deps } from '../../lib/deps.js';
import { reportResolvedEmail } from './emails.js';
import { AppError, notFound } from '../../lib/errors.js';
import { recordRepairExpense } from '../expenses/repair-expense.service.js';
import { enqueueMail } from '../../lib/outbox.js';
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

/** The status filter, written as Prisma wrote it (ILIKE: status is free text, case ignored). */
function statusSql(status: ReportListQuery['status']): Prisma.Sql {
  const anyOf = (statuses: readonly string[]) =>
    Prisma.sql`AND (${Prisma.join(
      statuses.map((one) => Prisma.sql`r."status" ILIKE ${one}`),
      ' OR ',
    )})`;
  if (status === 'open') return anyOf(OPEN_REPORT_STATUSES);
  if (status === 'resolved') return anyOf(RESOLVED_REPORT_STATUSES);
  if (status === 'pending' || status === 'closed') return anyOf([status]);
  return Prisma.empty;
}

/** [id, title, category, priority, status, description, created_at ms, resolved_at ms, tenant's
 * full_name, unit_number, property name, property_id, entered by: member name, role] */
type ReportTuple = [
  number,
  string,
  string,
  string,
  string,
  string,
  number,
  number | null,
  string,
  string,
  string,
  number,
  string | null,
  NonNullable<ReportRow['entered_by']>['role'] | null,
];

/**
 * GET /communication/reports/ (and /resolved/): a landlord's reports of their properties, a
 * tenant's own, newest first, one bounded page. One raw statement (issue 26, ADR 049): the count
 * and the page as a JSON array of tuples.
 */
export async function listReports(
  deps: Deps,
  actor: Actor,
  query: ReportListQuery,
): Promise<ReportsPage> {
  const t = (name: string) => qualifiedTable(deps.env, name);
  const owner =
    actor.role === 'landlord'
      ? Prisma.sql`r."landlord_id" = ${actor.userId}`
      : Prisma.sql`r."tenant_id" = ${actor.userId}`;
  // A team member's properties (issue 23); another property of theirs → 404.
  const property = scopedPropertyFilter(actor, query.property_id);
  // The same filters as the Prisma read had; category too is ILIKE, as Prisma's insensitive equals,
  // with what the landlord typed taken literally ("%" or "_" are not wildcards: likeLiteral).
  const where = Prisma.sql`${owner} ${statusSql(query.status)} ${
    property === undefined
      ? Prisma.empty
      : Array.isArray(property)
        ? Prisma.sql`AND r."property_id" = ANY(${property}::int[])`
        : Prisma.sql`AND r."property_id" = ${property}`
  } ${query.category ? Prisma.sql`AND r."category" ILIKE ${likeLiteral(query.category)}` : Prisma.empty}`;
  const [row] = await hotQuery<{ count: number; page: ReportTuple[] }>(
    deps.db,
    Prisma.sql`
    SELECT (SELECT count(*)::int FROM ${t('reports')} r WHERE ${where}) AS count,
           (SELECT coalesce(json_agg(json_build_array(r."id", r."title", r."category",
                     r."priority", r."status", r."description",
                     (extract(epoch FROM r."created_at") * 1000)::bigint,
                     (extract(epoch FROM r."resolved_at") * 1000)::bigint,
                     tu."full_name", un."unit_number", p."name", r."property_id", m."name",
                     m."role") ORDER BY r."created_at" DESC, r."id" DESC), '[]')
              FROM (SELECT * FROM ${t('reports')} r WHERE ${where}
                     ORDER BY r."created_at" DESC, r."id" DESC
                     LIMIT ${query.page_size} OFFSET ${(query.page - 1) * query.page_size}) r
              JOIN ${t('users')} tu ON tu."id" = r."tenant_id"
              JOIN ${t('units')} un ON un."id" = r."unit_id"
              JOIN ${t('properties')} p ON p."id" = r."property_id"
              LEFT JOIN ${t('team_members')} m ON m."id" = r."entered_by_member_id") AS page`,
  );
  if (!row) throw new Error('The reports statement answered no row.');
  return {
    count: row.count,
    next_page: query.page * query.page_size < row.count ? query.page + 1 : null,
    results: row.page.map(toReportRowOfTuple),
  };
}

// The same object as toReportRow's, key for key: the answer must not change with the read.
function toReportRowOfTuple([
  id,
  title,
  category,
  priority,
  status,
  description,
  createdAt,
  resolvedAt,
  tenantName,
  unitNumber,
  propertyName,
  propertyId,
  memberName,
  memberRole,
]: ReportTuple): ReportRow {
  return {
    id,
    title,
    category,
    priority,
    status,
    description,
    created_at: new Date(Number(createdAt)).toISOString(),
    resolved_at: resolvedAt === null ? null : new Date(Number(resolvedAt)).toISOString(),
    tenant_name: tenantName,
    unit_number: unitNumber,
    property_name: propertyName,
    property_id: propertyId,
    entered_by: memberRole === null ? null : { name: memberName!, role: memberRole },
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
