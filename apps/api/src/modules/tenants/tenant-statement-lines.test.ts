import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENANT_STATEMENT_COLUMNS } from '@pango/shared';
import { createTestContext, type TestContext } from '../../test/context.js';
import { bearer, paidLandlord, parseCsv, payment, tenancy } from '../ledger/test-helpers.js';

// Issue 20 item 6: the landlord's transaction history and statement CSV show each rent account
// line by kind (rent, water, service charge, waiver...), beside the payments.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.now = new Date('2026-11-20T09:00:00+03:00');
});
afterAll(() => ctx.close());

const get = (path: string, landlordId: number) =>
  request(ctx.app)
    .get(`/api/accounts${path}`)
    .set('Authorization', bearer(ctx, landlordId, 'landlord'));

describe('the tenant statement by kind', () => {
  it('lists lines with their kind and adds a Kind column to the CSV, newest first', async () => {
    const landlord = await paidLandlord(ctx.db);
    const { tenant, unit } = await tenancy(ctx.db, landlord.id);
    const key = { tenantId: tenant.id, unitId: unit.id, landlordId: landlord.id };
    const nov = new Date('2026-11-01T00:00:00Z');
    await ctx.db.rentLedgerEntry.create({
      data: {
        ...{ ...key, type: 'charge', kind: 'rent', amount: 10_000, periodStart: nov },
        ...{ description: 'Rent November 2026', createdAt: new Date('2026-10-27T06:00:00Z') },
      },
    });
    const water = await ctx.db.rentLedgerEntry.create({
      data: {
        ...{ ...key, type: 'charge', kind: 'water', amount: 1_800, periodStart: nov },
        ...{ description: 'Water 12 m³', createdAt: new Date('2026-11-01T06:00:00Z') },
      },
    });
    await ctx.db.rentLedgerEntry.create({
      data: {
        ...{ ...key, type: 'adjustment', kind: 'waiver', amount: -500, periodStart: nov },
        waivedEntryId: water.id,
        ...{ description: 'Late fee waived', createdAt: new Date('2026-11-12T06:00:00Z') },
      },
    });
    await payment(ctx.db, { ...key, amount: 6_000, createdAt: new Date('2026-11-05T06:00:00Z') });

    const res = await get(`/tenants/${tenant.id}/transactions/`, landlord.id);
    expect(res.status).toBe(200);
    expect(
      res.body.lines.map((l: { kind: string; kind_label: string; amount: number }) => [
        l.kind,
        l.kind_label,
        l.amount,
      ]),
    ).toEqual([
      ['waiver', 'Waiver', -500],
      ['water', 'Water', 1_800],
      ['rent', 'Rent', 10_000],
    ]);
    expect(res.body.lines[0].period).toBe('2026-11-01');
    // What is left to waive: the water less its waiver; nothing of a waiver.
    expect(res.body.lines.map((l: { waivable_amount: number }) => l.waivable_amount)).toEqual([
      0, 1_300, 10_000,
    ]);

    const csv = await get(`/tenants/${tenant.id}/statement.csv`, landlord.id);
    expect(csv.text.split(/\r?\n/)[0]).toBe(TENANT_STATEMENT_COLUMNS.join(','));
    expect(TENANT_STATEMENT_COLUMNS.at(-1)).toBe('Kind');
    const rows = parseCsv(csv.text).map((r) => [r.Kind, r.Type, r['Amount (KSh)']]);
    expect(rows).toEqual([
      ['Waiver', 'Credit', '-500'],
      ['Payment', 'Rent', '6000'],
      ['Water', 'Charge', '1800'],
      ['Rent', 'Charge', '10000'],
    ]);

    const stranger = await paidLandlord(ctx.db);
    expect((await get(`/tenants/${tenant.id}/transactions/`, stranger.id)).status).toBe(404);
  });
});
