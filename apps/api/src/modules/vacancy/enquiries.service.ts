import { propertyIn } from '../../lib/route-access.js';
import {
  ENQUIRY_PAGE_SIZE,
  ERROR_CODES,
  VACANCY_MESSAGES,
  type EnquiryInput,
  type EnquiryPage,
  type EnquiryRead,
} from '@pango/shared';
import type { Prisma } from '../../generated/prisma/client.js';
import { AUDIT_ACTIONS, recordAudit } from '../../lib/audit.js';
import type { Deps } from '../../lib/deps.js';
import { AppError, notFound } from '../../lib/errors.js';
import { enqueueMail, kickOutbox } from '../../lib/outbox.js';
import { consume, MINUTE_MS, type LimitRule } from '../../lib/rate-limit.js';
import { newEnquiryEmail } from './emails.js';
import type { PublicVacancyPage } from './vacancy-page.service.js';

// Enquiries from a vacancy page (issue 21 item 3, ADR 032): no sign-up, so each is counted per
// client address and per phone number (Postgres counters shared by every API instance).

export const ENQUIRY_LIMITS = {
  perAddress: { name: 'enquiry-address', max: 10, windowMs: 60 * MINUTE_MS },
  perPhone: { name: 'enquiry-phone', max: 3, windowMs: 24 * 60 * MINUTE_MS },
} as const satisfies Record<string, LimitRule>;

/** Counts the post against the sender's address; call before reading the body's fields. */
export const countEnquiryFromAddress = (deps: Deps, address: string) =>
  consume(deps, ENQUIRY_LIMITS.perAddress, address);

/** POST /v/<token>/enquiries: stored and the landlord emailed in one transaction. */
export async function createEnquiry(
  deps: Deps,
  page: PublicVacancyPage,
  input: EnquiryInput,
  origin: string,
): Promise<{ id: number }> {
  let unitNumber: string | null = null;
  if (input.unit !== undefined) {
    const unit = await deps.db.unit.findFirst({
      where: { id: input.unit, propertyId: page.propertyId },
      select: { unitNumber: true },
    });
    if (!unit)
      throw new AppError(400, ERROR_CODES.validation, VACANCY_MESSAGES.unknownUnit, {
        errors: { unit: [VACANCY_MESSAGES.unknownUnit] },
      });
    unitNumber = unit.unitNumber;
  }
  await consume(deps, ENQUIRY_LIMITS.perPhone, input.phone);
  const landlord = await deps.db.user.findUniqueOrThrow({
    where: { id: page.landlordId },
    select: { email: true, fullName: true },
  });
  const enquiry = await deps.db.$transaction(async (tx) => {
    const row = await tx.enquiry.create({
      data: {
        landlordId: page.landlordId,
        propertyId: page.propertyId,
        unitId: input.unit ?? null,
        name: input.name,
        phone: input.phone,
        email: input.email ?? null,
        message: input.message,
      },
      select: { id: true },
    });
    await enqueueMail(tx, {
      kind: 'enquiry_new',
      to: landlord.email,
      landlordId: page.landlordId,
      ...newEnquiryEmail({
        landlordName: landlord.fullName,
        propertyName: page.name,
        unitNumber,
        name: input.name,
        phone: input.phone,
        email: input.email ?? null,
        message: input.message,
        listLink: `${origin}/admin/enquiries`,
      }),
    });
    return row;
  });
  kickOutbox(deps);
  return enquiry;
}

const enquirySelect = {
  id: true,
  name: true,
  phone: true,
  email: true,
  message: true,
  handledAt: true,
  createdAt: true,
  property: { select: { id: true, name: true } },
  unit: { select: { id: true, unitNumber: true } },
} as const satisfies Prisma.EnquirySelect;

type EnquiryRow = Prisma.EnquiryGetPayload<{ select: typeof enquirySelect }>;

const toRead = (row: EnquiryRow): EnquiryRead => ({
  id: row.id,
  property: row.property,
  unit: row.unit ? { id: row.unit.id, unit_number: row.unit.unitNumber } : null,
  name: row.name,
  phone: row.phone,
  email: row.email,
  message: row.message,
  handled_at: row.handledAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

/** GET /accounts/enquiries/?page=&status=: the landlord's own, newest first, a page at a time. */
export async function listEnquiries(
  deps: Deps,
  landlordId: number,
  query: { page: number; status: 'open' | 'handled' | 'all' },
  /** A team member's properties (lib/route-access.ts); undefined = all. */
  scope?: number | number[],
): Promise<EnquiryPage> {
  const where: Prisma.EnquiryWhereInput = {
    landlordId,
    ...(scope !== undefined && { propertyId: propertyIn(scope) }),
    ...(query.status === 'open' && { handledAt: null }),
    ...(query.status === 'handled' && { handledAt: { not: null } }),
  };
  const [count, rows] = await Promise.all([
    deps.db.enquiry.count({ where }),
    deps.db.enquiry.findMany({
      where,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: (query.page - 1) * ENQUIRY_PAGE_SIZE,
      take: ENQUIRY_PAGE_SIZE,
      select: enquirySelect,
    }),
  ]);
  const next = query.page * ENQUIRY_PAGE_SIZE < count ? query.page + 1 : null;
  return { count, next_page: next, results: rows.map(toRead) };
}

/** POST /accounts/enquiries/{id}/handled/: idempotent; the first time is audited. */
export async function markEnquiryHandled(
  deps: Deps,
  landlordId: number,
  id: number,
): Promise<EnquiryRead> {
  return deps.db.$transaction(async (tx) => {
    const updated = await tx.enquiry.updateMany({
      where: { id, landlordId, handledAt: null },
      data: { handledAt: deps.now?.() ?? new Date() },
    });
    const row = await tx.enquiry.findFirst({ where: { id, landlordId }, select: enquirySelect });
    if (!row) throw notFound();
    if (updated.count === 1)
      await recordAudit(tx, {
        actorId: landlordId,
        action: AUDIT_ACTIONS.enquiryHandled,
        entityType: 'enquiry',
        entityId: id,
      });
    return toRead(row);
  });
}
