import {
  CreateReportSchema,
  ERROR_CODES,
  IdempotencyKeySchema,
  REPORT_CATEGORIES,
  TENANT_PORTAL_MESSAGES,
  type ReportRow,
} from '@pango/shared';
import { AUDIT_ACTIONS, recordAudit } from '../../lib/audit.js';
import { nowOf, type Deps } from '../../lib/deps.js';
import { newReportEmail } from './emails.js';
import { AppError, notFound, zodToFieldErrors } from '../../lib/errors.js';
import { enqueueMail } from '../../lib/outbox.js';
import { reportSelect, toReportRow } from './reports.service.js';
import { kickOutbox } from '../../lib/outbox.js';

// POST /communication/reports/create/ (seed 002 sections 4, 5 and 8): a tenant reports an issue
// in their current unit after accepting the Terms & Conditions, and the landlord is emailed.

const TermsOnlySchema = CreateReportSchema.pick({ terms_accepted: true });

const categoryLabel = (value: string) =>
  REPORT_CATEGORIES.find((c) => c.value === value)?.label ?? value;

/**
 * Checks run in the spec's order: terms first, then an assigned unit, then the fields. The unit
 * sent must be the tenant's current one; any other id answers 404 whoever owns it, so the route
 * reveals nothing about other units. The acceptance is recorded from the server's clock.
 */
export async function createReport(
  deps: Deps,
  tenantId: number,
  body: unknown,
  idempotencyKeyHeader?: string,
): Promise<{ report: ReportRow; created: boolean }> {
  const idempotencyKey = parseIdempotencyKey(idempotencyKeyHeader);
  TermsOnlySchema.parse(body ?? {});
  const unit = await deps.db.unit.findUnique({
    where: { currentTenantId: tenantId },
    select: { id: true, propertyId: true, property: { select: { landlordId: true } } },
  });
  if (!unit)
    throw new AppError(400, ERROR_CODES.validation, TENANT_PORTAL_MESSAGES.unitRequired, {
      errors: { unit: [TENANT_PORTAL_MESSAGES.unitRequired] },
    });
  const input = CreateReportSchema.parse(body);
  if (input.unit !== unit.id) throw notFound('Unit not found.');
  const now = nowOf(deps);
  const landlordId = unit.property.landlordId;

  if (idempotencyKey) {
    const earlier = await replayed(deps, tenantId, idempotencyKey, unit.id, input);
    if (earlier) return { report: earlier, created: false };
  }

  let row: ReportRow;
  try {
    row = await insertReport(deps, tenantId, landlordId, unit, input, now, idempotencyKey);
  } catch (err) {
    // Two sends of one key at once: the unique (tenant, key) lets one insert win; the other's
    // transaction (mail, audit) rolls back and it answers the winner's report.
    const earlier =
      idempotencyKey && isUniqueViolation(err)
        ? await replayed(deps, tenantId, idempotencyKey, unit.id, input)
        : null;
    if (!earlier) throw err;
    return { report: earlier, created: false };
  }
  kickOutbox(deps);
  return { report: row, created: true };
}

function parseIdempotencyKey(header: string | undefined): string | null {
  if (header === undefined) return null;
  const parsed = IdempotencyKeySchema.safeParse(header.trim());
  if (!parsed.success)
    throw new AppError(400, ERROR_CODES.validation, TENANT_PORTAL_MESSAGES.idempotencyKeyInvalid, {
      errors: { idempotency_key: zodToFieldErrors(parsed.error).non_field_errors ?? [] },
    });
  return parsed.data.toLowerCase();
}

function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 'P2002';
}

type ParsedReport = ReturnType<typeof CreateReportSchema.parse>;

/**
 * The report this tenant already filed with this key, or null. The same key with a different
 * report (another title, category, priority, description or unit) is a client bug: 409, so a
 * second, different report is never silently swallowed.
 */
async function replayed(
  deps: Deps,
  tenantId: number,
  idempotencyKey: string,
  unitId: number,
  input: ParsedReport,
): Promise<ReportRow | null> {
  const earlier = await deps.db.report.findUnique({
    where: { tenantId_idempotencyKey: { tenantId, idempotencyKey } },
    select: { ...reportSelect, unitId: true },
  });
  if (!earlier) return null;
  const same =
    earlier.unitId === unitId &&
    earlier.title === input.issue_title &&
    earlier.category === input.issue_category &&
    earlier.priority === input.priority_level &&
    earlier.description === input.description;
  if (!same)
    throw new AppError(409, ERROR_CODES.conflict, TENANT_PORTAL_MESSAGES.idempotencyKeyReused);
  return toReportRow(earlier);
}

async function insertReport(
  deps: Deps,
  tenantId: number,
  landlordId: number,
  unit: { id: number; propertyId: number },
  input: ParsedReport,
  now: Date,
  idempotencyKey: string | null,
): Promise<ReportRow> {
  return deps.db.$transaction(async (tx) => {
    const created = await tx.report.create({
      data: {
        idempotencyKey,
        tenantId,
        landlordId,
        unitId: unit.id,
        propertyId: unit.propertyId,
        title: input.issue_title,
        category: input.issue_category,
        priority: input.priority_level,
        status: 'open',
        description: input.description,
        termsVersion: input.terms_version,
        termsAcceptedAt: now,
        createdAt: now,
      },
      select: {
        ...reportSelect,
        landlord: { select: { email: true, fullName: true } },
        tenant: {
          select: { fullName: true, email: true, tenantProfile: { select: { phoneNumber: true } } },
        },
      },
    });
    const reportRow = toReportRow(created);
    const phone = created.tenant.tenantProfile?.phoneNumber ?? 'no phone on file';
    await enqueueMail(tx, {
      kind: 'report_new',
      to: created.landlord.email,
      landlordId,
      ...newReportEmail({
        landlordName: created.landlord.fullName,
        tenantName: created.tenant.fullName,
        tenantContact: `${created.tenant.email}, ${phone}`,
        title: reportRow.title,
        categoryLabel: categoryLabel(reportRow.category),
        priority: reportRow.priority,
        description: reportRow.description,
        unitNumber: reportRow.unit_number,
        propertyName: reportRow.property_name,
      }),
    });
    await recordAudit(tx, {
      actorId: tenantId,
      action: AUDIT_ACTIONS.reportCreated,
      entityType: 'report',
      entityId: created.id,
      data: {
        unit_id: unit.id,
        category: input.issue_category,
        priority: input.priority_level,
        terms_version: input.terms_version,
      },
    });
    return reportRow;
  });
}
