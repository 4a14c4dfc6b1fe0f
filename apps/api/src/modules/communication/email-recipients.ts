import { formatKshIn, fullMonthIn, nairobiDate, translatorFor, type Language } from '@pango/shared';
import type { Prisma } from '../../generated/prisma/client.js';
import type { Db, DbTx } from '../../lib/db.js';
import { notFound } from '../../lib/errors.js';
import { addMonths } from '../ledger/rent-rules.js';
import type { PlaceholderValues } from '../../lib/message-templates.js';
import { languageOfProfile, messageLanguageSelect } from '../../lib/message-language.js';

// Who an email to a tenant goes to and what its placeholders become. Shared by the one-tenant
// message, the invoice, the preview and the bulk sender so all four fill texts the same way.

export const recipientSelect = {
  id: true,
  fullName: true,
  email: true,
  currentUnit: { select: { unitNumber: true, rent: true, property: { select: { name: true } } } },
  tenantProfile: { select: messageLanguageSelect },
} satisfies Prisma.UserSelect;
export type Recipient = Prisma.UserGetPayload<{ select: typeof recipientSelect }>;

/** The language a recipient's mail goes in: override ?? their own (ADR 045). */
export const recipientLanguage = (tenant: Pick<Recipient, 'tenantProfile'>): Language =>
  languageOfProfile(tenant.tenantProfile);

/** The landlord's tenant (any status: a pending applicant may be written to), else 404. */
export async function getLandlordTenant(
  db: Db | DbTx,
  landlordId: number,
  tenantId: number,
): Promise<Recipient> {
  const tenant = await db.user.findFirst({
    // Not an applicant who has not confirmed their email: the landlord does not know them (ADR 019).
    where: {
      id: tenantId,
      role: 'tenant',
      tenantProfile: { landlordId },
      approvalStatus: { notIn: ['unverified', 'expired'] },
    },
    select: recipientSelect,
  });
  if (!tenant) throw notFound('Tenant not found.');
  return tenant;
}

export async function landlordName(db: Db | DbTx, landlordId: number): Promise<string> {
  const landlord = await db.user.findUnique({
    where: { id: landlordId },
    select: { fullName: true },
  });
  if (!landlord) throw notFound('User not found.');
  return landlord.fullName;
}

/** "2026-12-05" -> "5 December 2026" (the invoice and the {due_date} placeholder). */
export function formatDueDate(isoDate: string, language: Language = 'en'): string {
  if (language !== 'en')
    return `${Number(isoDate.slice(8, 10))} ${fullMonthIn(Number(isoDate.slice(5, 7)) - 1, language)} ${isoDate.slice(0, 4)}`;
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The default invoice due date: the 5th of next month in Nairobi (seed 001 section 9). */
export function defaultDueDate(now: Date): string {
  const next = addMonths(nairobiDate(now), 1);
  return `${next.year}-${String(next.month).padStart(2, '0')}-05`;
}

export function placeholderValues(
  tenant: Recipient,
  landlord: string,
  now: Date,
  extra: { amount?: number; due_date?: string } = {},
): PlaceholderValues {
  const language = recipientLanguage(tenant);
  const t = translatorFor(language);
  const unit = tenant.currentUnit;
  const amount = extra.amount ?? unit?.rent;
  return {
    tenant_name: tenant.fullName,
    unit: unit ? unit.unitNumber : t('placeholder.yourUnit'),
    property: unit ? unit.property.name : t('placeholder.yourProperty'),
    amount: amount === undefined ? t('placeholder.yourRent') : formatKshIn(amount, language),
    due_date: formatDueDate(extra.due_date ?? defaultDueDate(now), language),
    landlord_name: landlord,
  };
}

/** The preview's stand-in tenant when none is chosen. */
export const SAMPLE_RECIPIENT: Recipient = {
  id: 0,
  fullName: 'Jane Wanjiku',
  email: 'tenant@example.com',
  currentUnit: { unitNumber: 'A1', rent: 15000, property: { name: 'Sunrise Apartments' } },
  tenantProfile: null,
};
