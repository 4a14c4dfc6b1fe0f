import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANUAL_PAYMENT_MESSAGES } from '@pango/shared';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createTenant } from '../../test/factories.js';
import { bearer } from '../ledger/test-helpers.js';
import { landlordWithTenant, manualBody, RENT } from './test/manual-fixtures.js';
import { closeServer, listen, type Harness } from './test/payments-fixtures.js';

// Issue 19 item 7: cash, bank transfers and cheques recorded by the landlord are credited to the
// tenant's current tenancy once, with a receipt; the same reference is never credited twice.

let ctx: TestContext;
let h: Harness;
beforeAll(async () => {
  ctx = await createTestContext({ APP_URL: 'https://pango.example' });
  h = await listen(ctx);
});
afterAll(async () => {
  await closeServer(h.server);
  await ctx.close();
});

const record = (landlordId: number, body: object) =>
  h.http
    .post('/api/payments/manual/')
    .set('Authorization', bearer(ctx, landlordId, 'landlord'))
    .send(body);

const stored = async (landlordId: number) => ({
  payments: await ctx.db.payment.count({ where: { landlordId } }),
  ledger: await ctx.db.rentLedgerEntry.count({ where: { landlordId } }),
  audit: await ctx.db.auditLog.count({
    where: { landlordId, action: 'payment.recorded_manually' },
  }),
});

describe('POST /api/payments/manual/', () => {
  it('holds a deposit recorded by hand against the tenancy: no rent credit, no receipt, never revenue', async () => {
    const { landlord, tenant } = await landlordWithTenant(ctx);
    const tenancy = await ctx.db.tenancy.findFirstOrThrow({ where: { openTenantId: tenant.id } });
    const before = await ctx.db.rentBalance.findUniqueOrThrow({ where: { tenancyId: tenancy.id } });
    const res = await record(
      landlord.id,
      manualBody(tenant.id, { kind: 'deposit', amount: 24_000, reference: 'DEP 001' }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ kind: 'deposit', amount: 24_000, receipt_number: null });
    const payment = await ctx.db.payment.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(payment).toMatchObject({ kind: 'deposit', status: 'completed', tenancyId: tenancy.id });
    expect(await ctx.db.rentLedgerEntry.count({ where: { paymentId: payment.id } })).toBe(0);
    const after = await ctx.db.rentBalance.findUniqueOrThrow({ where: { tenancyId: tenancy.id } });
    expect(after.balance).toBe(before.balance);
    const deposits = await h.http
      .get('/api/accounts/deposits/')
      .set('Authorization', bearer(ctx, landlord.id, 'landlord'));
    expect(deposits.body.results).toEqual([
      expect.objectContaining({ tenancy_id: tenancy.id, amount_held: 24_000, status: 'held' }),
    ]);
    const dashboard = await h.http
      .get('/api/accounts/dashboard/')
      .set('Authorization', bearer(ctx, landlord.id, 'landlord'));
    expect(dashboard.body.monthly_revenue ?? 0).toBe(0);
  });

  it('refuses a kind other than rent or deposit', async () => {
    const { landlord, tenant } = await landlordWithTenant(ctx);
    const res = await record(landlord.id, manualBody(tenant.id, { kind: 'subscription' }));
    expect(res.status).toBe(400);
    expect(res.body.errors.kind).toEqual([MANUAL_PAYMENT_MESSAGES.chooseKind]);
  });

  it('stores a completed payment credited once to the tenancy, with a receipt and an audit row', async () => {
    const { landlord, tenant, unit } = await landlordWithTenant(ctx);
    const body = manualBody(tenant.id, { method: 'bank_transfer', reference: ' ftx 778 21 ' });
    const res = await record(landlord.id, body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      tenant_id: tenant.id,
      kind: 'rent',
      amount: RENT,
      method: 'bank_transfer',
      reference: 'FTX 778 21',
      paid_on: '2026-11-03',
      status: 'completed',
      receipt_number: 'RCT-000001',
      // Recorded by the owner (issue 23: a team member would be named).
      entered_by: null,
    });
    const payment = await ctx.db.payment.findUniqueOrThrow({ where: { id: res.body.id } });
    const tenancy = await ctx.db.tenancy.findFirstOrThrow({ where: { openTenantId: tenant.id } });
    expect(payment).toMatchObject({
      kind: 'rent',
      status: 'completed',
      provider: 'manual',
      paymentMethod: 'bank_transfer',
      manualReference: 'FTX 778 21',
      note: 'Paid at the caretaker’s office',
      unitId: unit.id,
      tenancyId: tenancy.id,
      receiptNumber: 1,
      completedAt: expect.any(Date),
    });
    expect(payment.paidOn?.toISOString().slice(0, 10)).toBe('2026-11-03');
    const credits = await ctx.db.rentLedgerEntry.findMany({ where: { paymentId: payment.id } });
    expect(credits).toEqual([
      expect.objectContaining({ type: 'payment', amount: -RENT, tenancyId: tenancy.id }),
    ]);
    // The tenancy owed one month: now paid up, as the landlord's tenant page shows it.
    const balance = await ctx.db.rentBalance.findUniqueOrThrow({
      where: { tenancyId: tenancy.id },
    });
    expect(balance.balance).toBe(0);
    const detail = await h.http
      .get(`/api/accounts/tenants/${tenant.id}/`)
      .set('Authorization', bearer(ctx, landlord.id, 'landlord'));
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ rent_status: 'paid', rent_remaining: 0 });
    expect(await stored(landlord.id)).toEqual({ payments: 1, ledger: 2, audit: 1 });
    const audit = await ctx.db.auditLog.findFirstOrThrow({
      where: { landlordId: landlord.id, action: 'payment.recorded_manually' },
    });
    expect(audit).toMatchObject({ actorId: landlord.id, entityId: String(payment.id) });
  });

  it('answers 409 for a reference the landlord already recorded, whatever its case or spacing', async () => {
    const { landlord, tenant } = await landlordWithTenant(ctx);
    expect(
      (await record(landlord.id, manualBody(tenant.id, { reference: 'CHQ 0042' }))).status,
    ).toBe(201);
    const again = await record(
      landlord.id,
      manualBody(tenant.id, { reference: 'chq   0042', method: 'cheque', amount: 500 }),
    );
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual({ reference: [MANUAL_PAYMENT_MESSAGES.duplicateReference] });
    expect(await stored(landlord.id)).toEqual({ payments: 1, ledger: 2, audit: 1 });
    // Another landlord's books are their own: the same reference is theirs to use.
    const other = await landlordWithTenant(ctx);
    expect(
      (await record(other.landlord.id, manualBody(other.tenant.id, { reference: 'CHQ 0042' })))
        .status,
    ).toBe(201);
  });

  it('credits one of 10 concurrent recordings of one reference; the rest answer 409', async () => {
    const { landlord, tenant } = await landlordWithTenant(ctx);
    const body = manualBody(tenant.id, { reference: 'CASH-SAME-1' });
    const answers = await Promise.all(Array.from({ length: 10 }, () => record(landlord.id, body)));
    expect(answers.map((r) => r.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(await stored(landlord.id)).toEqual({ payments: 1, ledger: 2, audit: 1 });
    const receipts = await ctx.db.payment.findMany({
      where: { landlordId: landlord.id },
      select: { receiptNumber: true },
    });
    expect(receipts).toEqual([{ receiptNumber: 1 }]);
    expect(await ctx.db.receiptCounter.findUnique({ where: { landlordId: landlord.id } })).toEqual({
      landlordId: landlord.id,
      lastNumber: 1,
    });
  });

  it('refuses bad bodies with a field error and stores nothing', async () => {
    const { landlord, tenant } = await landlordWithTenant(ctx);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ amount: 0 }, 'amount', MANUAL_PAYMENT_MESSAGES.invalidAmount],
      [{ amount: -100 }, 'amount', MANUAL_PAYMENT_MESSAGES.invalidAmount],
      [{ amount: 1200.5 }, 'amount', MANUAL_PAYMENT_MESSAGES.invalidAmount],
      [{ amount: 'twelve' }, 'amount', MANUAL_PAYMENT_MESSAGES.invalidAmount],
      [{ amount: undefined }, 'amount', MANUAL_PAYMENT_MESSAGES.invalidAmount],
      [{ method: 'bitcoin' }, 'method', MANUAL_PAYMENT_MESSAGES.chooseMethod],
      [{ reference: '   ' }, 'reference', MANUAL_PAYMENT_MESSAGES.referenceRequired],
      [{ reference: 'x'.repeat(51) }, 'reference', MANUAL_PAYMENT_MESSAGES.referenceTooLong],
      [{ paid_on: tomorrow }, 'paid_on', MANUAL_PAYMENT_MESSAGES.invalidPaidOn],
      [{ paid_on: '03/11/2026' }, 'paid_on', MANUAL_PAYMENT_MESSAGES.invalidPaidOn],
      [{ note: 'n'.repeat(501) }, 'note', MANUAL_PAYMENT_MESSAGES.noteTooLong],
      [{ tenant_id: 'abc' }, 'tenant_id', MANUAL_PAYMENT_MESSAGES.chooseTenant],
    ];
    for (const [override, field, message] of cases) {
      const res = await record(landlord.id, manualBody(tenant.id, override));
      expect(res.status, JSON.stringify(override)).toBe(400);
      expect(res.body.errors?.[field], JSON.stringify(override)).toEqual([message]);
    }
    expect((await record(landlord.id, {})).status).toBe(400);
    expect(await stored(landlord.id)).toEqual({ payments: 0, ledger: 1, audit: 0 });
  });

  it('answers 404 for another landlord’s tenant, 400 for a tenant with no unit, 403 for a tenant', async () => {
    const { landlord, tenant } = await landlordWithTenant(ctx);
    const other = await landlordWithTenant(ctx);
    const foreign = await record(other.landlord.id, manualBody(tenant.id));
    expect(foreign.status).toBe(404);
    expect((await record(landlord.id, manualBody(999_999))).status).toBe(404);
    const unhoused = await createTenant(ctx.db, landlord.id);
    const noUnit = await record(landlord.id, manualBody(unhoused.id));
    expect(noUnit.status).toBe(400);
    expect(noUnit.body.errors).toEqual({ tenant_id: [MANUAL_PAYMENT_MESSAGES.noTenancy] });
    const asTenant = await h.http
      .post('/api/payments/manual/')
      .set('Authorization', bearer(ctx, tenant.id, 'tenant'))
      .send(manualBody(tenant.id));
    expect(asTenant.status).toBe(403);
    expect(await stored(landlord.id)).toEqual({ payments: 0, ledger: 1, audit: 0 });
    expect(await stored(other.landlord.id)).toEqual({ payments: 0, ledger: 1, audit: 0 });
  });
});
