import type { UserType } from '@pango/shared';
import type { Db } from '../../lib/db.js';
import type { TestContext } from '../../test/context.js';
import { testAccessToken } from '../../test/sessions.js';
import { createLandlord, createPropertyWithUnit, createTenant } from '../../test/factories.js';

// Shared set-up for the ledger module's API tests (not a test file itself).

export const bearer = (ctx: TestContext, userId: number, role: UserType) =>
  `Bearer ${testAccessToken(ctx.env.JWT_SECRET, userId, role)}`;

/** A landlord on the lifetime plan, so the subscription gate never depends on the test clock. */
export async function paidLandlord(db: Db) {
  const landlord = await createLandlord(db);
  await db.subscription.create({
    data: { landlordId: landlord.id, plan: 'onetime', isActive: true, expiresAt: null },
  });
  return landlord;
}

/**
 * A tenant living in a new unit of the landlord, with an optional anchor: the landlord's rent due
 * date, or the billing anchor the server stores when a tenancy starts.
 */
export async function tenancy(
  db: Db,
  landlordId: number,
  options: { rent?: number; rentDueDate?: string; billingAnchorDate?: string } = {},
) {
  const tenant = await createTenant(db, landlordId);
  const { property, unit } = await createPropertyWithUnit(db, landlordId, {
    rent: options.rent ?? 10000,
    tenantId: tenant.id,
  });
  if (options.rentDueDate)
    await db.unit.update({
      where: { id: unit.id },
      data: { rentDueDate: new Date(`${options.rentDueDate}T00:00:00Z`) },
    });
  if (options.billingAnchorDate)
    await db.unit.update({
      where: { id: unit.id },
      data: { billingAnchorDate: new Date(`${options.billingAnchorDate}T00:00:00Z`) },
    });
  return { tenant, property, unit };
}

let reference = 0;
/** A payment row as the payments module would leave it. */
export async function payment(
  db: Db,
  data: {
    landlordId: number;
    tenantId: number | null;
    unitId: number | null;
    amount: number;
    kind?: 'rent' | 'deposit' | 'subscription';
    status?: 'pending' | 'processing' | 'completed' | 'failed' | 'cancelled';
    createdAt?: Date;
    completedAt?: Date | null;
    description?: string;
  },
) {
  reference += 1;
  return db.payment.create({
    data: {
      kind: data.kind ?? 'rent',
      amount: data.amount,
      status: data.status ?? 'completed',
      provider: 'pesapal',
      landlordId: data.landlordId,
      tenantId: data.tenantId,
      payerId: data.tenantId,
      unitId: data.unitId,
      merchantReference: `RENT-${process.pid}-${Date.now()}-${reference}`,
      mpesaReceipt:
        data.status === 'completed' || !data.status ? `QK${reference}X${Date.now()}` : null,
      description: data.description ?? 'Rent payment',
      createdAt: data.createdAt,
      completedAt: data.completedAt === undefined ? data.createdAt : data.completedAt,
    },
  });
}

/** A small RFC 4180 reader for asserting on exports (quoted fields, doubled quotes, CRLF or LF). */
export function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field || row.length) rows.push([...row, field]);
  const [header = [], ...body] = rows;
  return body.map((cells) => Object.fromEntries(header.map((h, i) => [h, cells[i] ?? ''])));
}
