import { propertyIn, scopedPropertyFilter } from '../../../lib/route-access.js';
import {
  formatInvoiceNumber,
  nairobiDate,
  periodLabel,
  type InvoiceComposition,
  type InvoiceListQuerySchema,
  type InvoicePage,
} from '@pango/shared';
import type { z } from 'zod';
import type { Prisma } from '../../../generated/prisma/client.js';
import type { Actor } from '../../../lib/auth.js';
import { nowOf, type Deps } from '../../../lib/deps.js';
import { notFound } from '../../../lib/errors.js';
import { languageOfProfile, messageLanguageSelect } from '../../../lib/message-language.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import { composeInvoice } from './invoice-composition.service.js';
import { fromDbDate, toDbDate } from './invoice-rules.js';

// GET /api/payments/invoices/ (the tenant's own; the landlord's, by property and month), the PDF of
// one, and the tenant's current period (what makes up the amount due). Another account's invoice
// is a 404 as if it did not exist.

type ListQuery = z.output<typeof InvoiceListQuerySchema>;

function ownerWhere(actor: Actor): Prisma.InvoiceWhereInput {
  if (actor.role === 'landlord') return { landlordId: actor.userId };
  if (actor.role === 'tenant') return { tenantId: actor.userId };
  throw notFound();
}

const rowSelect = {
  id: true,
  number: true,
  tenancyId: true,
  tenantId: true,
  propertyId: true,
  periodStart: true,
  previousBalance: true,
  chargesTotal: true,
  paymentsTotal: true,
  amountDue: true,
  dueDate: true,
  emailedAt: true,
  createdAt: true,
  tenant: { select: { fullName: true } },
  property: { select: { name: true } },
  tenancy: { select: { unit: { select: { unitNumber: true } } } },
} as const satisfies Prisma.InvoiceSelect;

export async function listInvoices(
  deps: Deps,
  actor: Actor,
  query: ListQuery,
): Promise<InvoicePage> {
  // Another landlord's property is a 404, as the payments list answers it.
  // A team member's properties (issue 23); another property of theirs → 404.
  const scoped =
    actor.role === 'landlord' ? scopedPropertyFilter(actor, query.property) : undefined;
  if (actor.role === 'landlord' && query.property) {
    const property = await deps.db.property.findFirst({
      where: { id: query.property, landlordId: actor.userId },
      select: { id: true },
    });
    if (!property) throw notFound();
  }
  const where: Prisma.InvoiceWhereInput = {
    ...ownerWhere(actor),
    ...(scoped !== undefined ? { propertyId: propertyIn(scoped) } : {}),
    ...(query.month ? { periodStart: toDbDate(`${query.month}-01`) } : {}),
  };
  const skip = (query.page - 1) * query.page_size;
  const [count, rows] = await Promise.all([
    deps.db.invoice.count({ where }),
    deps.db.invoice.findMany({
      where,
      select: rowSelect,
      orderBy: [{ periodStart: 'desc' }, { id: 'desc' }],
      skip,
      take: query.page_size,
    }),
  ]);
  return {
    count,
    next_page: skip + rows.length < count ? query.page + 1 : null,
    results: rows.map((r) => {
      const period = fromDbDate(r.periodStart);
      return {
        id: r.id,
        number: formatInvoiceNumber(r.number),
        tenancy: r.tenancyId,
        tenant: r.tenantId,
        tenant_name: r.tenant.fullName,
        property: r.propertyId,
        property_name: r.property.name,
        unit_number: r.tenancy.unit.unitNumber,
        period,
        period_label: periodLabel(period),
        previous_balance: r.previousBalance,
        charges_total: r.chargesTotal,
        payments_received: r.paymentsTotal,
        amount_due: r.amountDue,
        due_date: fromDbDate(r.dueDate),
        emailed_at: r.emailedAt?.toISOString() ?? null,
        created_at: r.createdAt.toISOString(),
      };
    }),
  };
}

export type InvoiceFile = { name: string; bytes: Buffer };

/**
 * GET /api/payments/invoices/{id}/pdf/: for the invoice's tenant and their landlord only, in the
 * tenant's message language (ADR 045).
 */
export async function getInvoiceFile(
  deps: Deps,
  actor: Actor,
  invoiceId: number,
  origin: string,
  options?: { compress?: boolean },
): Promise<InvoiceFile> {
  const invoice = await deps.db.invoice.findFirst({
    where: { id: invoiceId, ...ownerWhere(actor) },
    select: {
      number: true,
      tenancyId: true,
      periodStart: true,
      createdAt: true,
      tenant: { select: { tenantProfile: { select: messageLanguageSelect } } },
    },
  });
  if (!invoice) throw notFound();
  const composition = await composeInvoice(
    deps.db,
    invoice.tenancyId,
    fromDbDate(invoice.periodStart),
    origin,
  );
  if (!composition) throw notFound();
  const number = formatInvoiceNumber(invoice.number);
  // One document whoever downloads it: the tenant's invoice, in the tenant's message language.
  const language = languageOfProfile(invoice.tenant.tenantProfile);
  return {
    name: `invoice-${number}.pdf`,
    bytes: await renderInvoicePdf(
      composition,
      { number, issuedAt: invoice.createdAt },
      language,
      options,
    ),
  };
}

/** GET /api/payments/invoices/current/: the signed-in tenant's open tenancy, this month; null without one. */
export async function getCurrentInvoice(
  deps: Deps,
  tenantId: number,
  origin: string,
): Promise<InvoiceComposition | null> {
  const tenancy = await deps.db.tenancy.findUnique({
    where: { openTenantId: tenantId },
    select: { id: true },
  });
  if (!tenancy) return null;
  const today = nairobiDate(nowOf(deps));
  const period = `${today.year}-${String(today.month).padStart(2, '0')}-01`;
  return composeInvoice(deps.db, tenancy.id, period, origin);
}
