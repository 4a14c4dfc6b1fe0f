import {
  formatDate as formatDisplayDate,
  LEDGER_LINE_KIND_LABELS,
  periodLabel,
  type TenantLedgerLine,
  TENANT_TRANSACTIONS_MAX,
  type TenantTransaction,
  type TenantTransactions,
  nairobiDate,
} from '@pango/shared';
import type { Prisma } from '../../generated/prisma/client.js';
import type { Db } from '../../lib/db.js';
import { nowOf, type Deps } from '../../lib/deps.js';
import { fileSlug, newestFirstInBatches, safeCsvText } from '../../lib/csv-export.js';
import { notFound } from '../../lib/errors.js';
import { formatDate } from '../ledger/rent-rules.js';

// A tenant's rent and deposit payments for their landlord: the transactions page and the CSV
// statement (seed 002 section 5: columns, file name, doubled quotes).

const transactionSelect = {
  id: true,
  kind: true,
  amount: true,
  status: true,
  paymentMethod: true,
  merchantReference: true,
  mpesaReceipt: true,
  description: true,
  createdAt: true,
} as const satisfies Prisma.PaymentSelect;

type TransactionData = Prisma.PaymentGetPayload<{ select: typeof transactionSelect }>;

function toTransaction(p: TransactionData): TenantTransaction {
  const type = p.kind === 'deposit' ? 'deposit' : 'rent';
  return {
    id: p.id,
    date: p.createdAt.toISOString(),
    description: p.description ?? (type === 'deposit' ? 'Deposit payment' : 'Rent payment'),
    amount: p.amount,
    type,
    status: p.status,
    reference: p.mpesaReceipt ?? p.merchantReference,
    method: p.paymentMethod,
  };
}

// The rent account's lines other than payments (payments are the rows above), by kind (issue 20).
const lineSelect = {
  id: true,
  kind: true,
  amount: true,
  periodStart: true,
  description: true,
  createdAt: true,
  waivedEntryId: true,
} as const satisfies Prisma.RentLedgerEntrySelect;

type LineData = Prisma.RentLedgerEntryGetPayload<{ select: typeof lineSelect }>;

/**
 * A team member limited to some properties (issue 23, ADR 038) sees the tenant's payments and
 * lines on those properties only: a former home on another of the owner's properties stays out of
 * their screen and their CSV. null = the owner or an all-properties member: everything.
 */
type PropertyScope = readonly number[] | null;
const onScopedProperty = (scope: PropertyScope) =>
  scope ? { unit: { propertyId: { in: [...scope] } } } : {};

function readLines(db: Db, landlordId: number, tenantId: number, scope: PropertyScope) {
  return db.rentLedgerEntry.findMany({
    where: { tenantId, landlordId, kind: { not: 'payment' }, ...onScopedProperty(scope) },
    select: lineSelect,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: TENANT_TRANSACTIONS_MAX,
  });
}

/** Each charge's waivers so far (waivers are lines of the same statement), by the charge's id. */
function waivedByEntry(lines: readonly LineData[]): Map<number, number> {
  const waived = new Map<number, number>();
  for (const l of lines)
    if (l.kind === 'waiver' && l.waivedEntryId !== null)
      waived.set(l.waivedEntryId, (waived.get(l.waivedEntryId) ?? 0) - l.amount);
  return waived;
}

function toLine(l: LineData, waived: Map<number, number>): TenantLedgerLine {
  const isCharge = l.amount > 0 && l.kind !== 'waiver';
  return {
    id: l.id,
    date: l.createdAt.toISOString(),
    period: l.periodStart ? l.periodStart.toISOString().slice(0, 10) : null,
    kind: l.kind,
    kind_label: LEDGER_LINE_KIND_LABELS[l.kind],
    description: l.description,
    amount: l.amount,
    waivable_amount: isCharge ? Math.max(0, l.amount - (waived.get(l.id) ?? 0)) : 0,
  };
}

const tenantPayments = (tenantId: number, scope: PropertyScope): Prisma.PaymentWhereInput => ({
  tenantId,
  kind: { in: ['rent', 'deposit'] },
  ...onScopedProperty(scope),
});

async function ownTenant(db: Db, landlordId: number, tenantId: number) {
  const profile = await db.tenantProfile.findFirst({
    where: { userId: tenantId, landlordId },
    select: {
      phoneNumber: true,
      user: {
        select: {
          id: true,
          fullName: true,
          email: true,
          currentUnit: {
            select: { unitNumber: true, property: { select: { id: true, name: true } } },
          },
        },
      },
    },
  });
  if (!profile) throw notFound();
  return profile;
}

export async function getTenantTransactions(
  deps: Deps,
  landlordId: number,
  tenantId: number,
  scope: PropertyScope = null,
): Promise<TenantTransactions> {
  const profile = await ownTenant(deps.db, landlordId, tenantId);
  const where = tenantPayments(tenantId, scope);
  const [rows, totals, lines] = await Promise.all([
    deps.db.payment.findMany({
      where,
      select: transactionSelect,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: TENANT_TRANSACTIONS_MAX,
    }),
    deps.db.payment.groupBy({
      by: ['kind', 'status'],
      where,
      _sum: { amount: true },
      _count: { _all: true },
    }),
    readLines(deps.db, landlordId, tenantId, scope),
  ]);
  const summary = {
    total_paid: 0,
    total_pending: 0,
    deposit_paid_amount: 0,
    rent_paid_amount: 0,
    count: 0,
  };
  for (const t of totals) {
    const sum = t._sum.amount ?? 0;
    summary.count += t._count._all;
    if (t.status === 'completed') {
      summary.total_paid += sum;
      if (t.kind === 'deposit') summary.deposit_paid_amount += sum;
      else summary.rent_paid_amount += sum;
    } else if (t.status === 'pending' || t.status === 'processing') summary.total_pending += sum;
  }
  const home = profile.user.currentUnit;
  // Their present home only when it is on one of the member's properties.
  const unit = home && (!scope || scope.includes(home.property.id)) ? home : null;
  const waived = waivedByEntry(lines);
  return {
    tenant: {
      id: profile.user.id,
      full_name: profile.user.fullName,
      email: profile.user.email,
      phone_number: profile.phoneNumber,
      unit_number: unit?.unitNumber ?? null,
      property_name: unit?.property.name ?? null,
    },
    summary,
    results: rows.map(toTransaction),
    lines: lines.map((l) => toLine(l, waived)),
  };
}

/** en-GB 'd MMM yyyy' in Nairobi time: the one display rule of packages/shared. */
export const statementDate = (instant: Date): string => formatDisplayDate(instant);

export const STATEMENT_COLUMNS = [
  { key: 'date', header: 'Date' },
  { key: 'description', header: 'Description' },
  { key: 'amount', header: 'Amount (KSh)' },
  { key: 'type', header: 'Type' },
  { key: 'reference', header: 'Reference' },
  { key: 'method', header: 'Method' },
  { key: 'status', header: 'Status' },
  { key: 'kind', header: 'Kind' },
] as const;

type StatementRecord = Record<(typeof STATEMENT_COLUMNS)[number]['key'], string | number>;

/** Checks access first, so another landlord's tenant is a 404 before any byte is sent. */
export async function prepareTenantStatement(
  deps: Deps,
  landlordId: number,
  tenantId: number,
  scope: PropertyScope = null,
): Promise<{ filename: string; records: AsyncGenerator<StatementRecord> }> {
  const profile = await ownTenant(deps.db, landlordId, tenantId);
  const where = tenantPayments(tenantId, scope);
  const lines = await readLines(deps.db, landlordId, tenantId, scope);
  // A charge line's row: Type says which way it moves the balance, Kind what it is (issue 20).
  const lineRecord = (l: LineData): StatementRecord => ({
    date: statementDate(l.createdAt),
    description: safeCsvText(l.description),
    amount: l.amount,
    type: l.amount < 0 ? 'Credit' : 'Charge',
    reference: l.periodStart ? periodLabel(l.periodStart.toISOString().slice(0, 10)) : '',
    method: '',
    status: 'posted',
    kind: LEDGER_LINE_KIND_LABELS[l.kind],
  });
  async function* records(): AsyncGenerator<StatementRecord> {
    // Payments and lines merged newest first (both lists are sorted that way).
    let next = 0;
    const payments = newestFirstInBatches((after, take) =>
      deps.db.payment.findMany({
        where: after ? { AND: [where, after] } : where,
        select: transactionSelect,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take,
      }),
    );
    for await (const payment of payments) {
      while (next < lines.length && lines[next]!.createdAt > payment.createdAt)
        yield lineRecord(lines[next++]!);
      const t = toTransaction(payment);
      yield {
        date: statementDate(payment.createdAt),
        description: safeCsvText(t.description),
        amount: t.amount,
        type: t.type === 'deposit' ? 'Deposit' : 'Rent',
        reference: safeCsvText(t.reference),
        method: safeCsvText(t.method),
        status: t.status,
        kind: t.type === 'deposit' ? 'Deposit' : LEDGER_LINE_KIND_LABELS.payment,
      };
    }
    while (next < lines.length) yield lineRecord(lines[next++]!);
  }
  const today = formatDate(nairobiDate(nowOf(deps)));
  return {
    filename: `${fileSlug(profile.user.fullName, 'tenant')}_statement_${today}.csv`,
    records: records(),
  };
}
