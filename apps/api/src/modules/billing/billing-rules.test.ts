import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MESSAGES } from '@pango/shared';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createPropertyWithUnit, createTenant } from '../../test/factories.js';
import { bearer, paidLandlord, tenancy } from '../ledger/test-helpers.js';
import { rulesInForce } from './billing-versions.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  // 20 November 2026, Nairobi: changes apply from December.
  ctx.clock.now = new Date('2026-11-20T09:00:00Z');
});
afterAll(async () => {
  await ctx.close();
});

const asLandlord = (id: number) => bearer(ctx, id, 'landlord');
const billingPath = (propertyId: number) => `/api/accounts/properties/${propertyId}/billing/`;

const rules = {
  rent_due_day: 5,
  grace_days: 3,
  late_fee: { type: 'percent', amount: null, percent: 2.5, cap: 1000 },
  fixed_charges: [
    { name: 'Garbage', amount: 300 },
    { name: 'Security', amount: 500 },
  ],
  metered_charges: [{ name: 'Water', unit: 'm³', rate: 150.5, minimum_charge: 200 }],
};

async function landlordWithProperty() {
  const landlord = await paidLandlord(ctx.db);
  const { property } = await createPropertyWithUnit(ctx.db, landlord.id);
  return { landlord, property };
}

const auditRows = (propertyId: number) =>
  ctx.db.auditLog.findMany({
    where: { action: 'property.billing_rules_saved', entityId: String(propertyId) },
    orderBy: { id: 'asc' },
  });

describe('GET/PUT /api/accounts/properties/{id}/billing/', () => {
  it('answers the defaults before anything is saved, and the next period changes apply from', async () => {
    const { landlord, property } = await landlordWithProperty();
    const res = await request(ctx.app)
      .get(billingPath(property.id))
      .set('Authorization', asLandlord(landlord.id));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      property: property.id,
      rent_due_day: 1,
      grace_days: 0,
      late_fee: { type: 'none', amount: null, percent: null, cap: null },
      fixed_charges: [],
      metered_charges: [],
      effective_from: null,
      changes_apply_from: '2026-12-01',
    });
  });

  it('saves the rules from the next period, reads them back and audits before and after', async () => {
    const { landlord, property } = await landlordWithProperty();
    const put = await request(ctx.app)
      .put(billingPath(property.id))
      .set('Authorization', asLandlord(landlord.id))
      .send({ ...rules, effective_from: '2020-01-01' });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({
      rent_due_day: 5,
      grace_days: 3,
      late_fee: { type: 'percent', amount: null, percent: 2.5, cap: 1000 },
      fixed_charges: rules.fixed_charges,
      metered_charges: rules.metered_charges,
      effective_from: '2026-12-01',
    });
    const stored = await ctx.db.propertyBillingCharge.findFirst({
      where: { kind: 'metered', version: { propertyId: property.id } },
    });
    expect(stored?.rateCents).toBe(15050);

    const get = await request(ctx.app)
      .get(billingPath(property.id))
      .set('Authorization', asLandlord(landlord.id));
    expect(get.body).toEqual(put.body);

    const [audit] = await auditRows(property.id);
    expect(audit?.data).toMatchObject({
      before: { rent_due_day: 1, effective_from: null, fixed_charges: [] },
      after: { rent_due_day: 5, effective_from: '2026-12-01', fixed_charges: rules.fixed_charges },
    });
  });

  it('keeps the current period on its rules: a change next month applies from the month after', async () => {
    const { landlord, property } = await landlordWithProperty();
    const auth = asLandlord(landlord.id);
    await request(ctx.app).put(billingPath(property.id)).set('Authorization', auth).send(rules);
    // A second save in November replaces the pending December version.
    await request(ctx.app)
      .put(billingPath(property.id))
      .set('Authorization', auth)
      .send({ ...rules, rent_due_day: 6 });
    ctx.clock.now = new Date('2026-12-10T09:00:00Z');
    try {
      const res = await request(ctx.app)
        .put(billingPath(property.id))
        .set('Authorization', auth)
        .send({ ...rules, rent_due_day: 10, fixed_charges: [] });
      expect(res.body.effective_from).toBe('2027-01-01');
    } finally {
      ctx.clock.now = new Date('2026-11-20T09:00:00Z');
    }
    const versions = await ctx.db.propertyBillingVersion.findMany({
      where: { propertyId: property.id },
    });
    expect(versions).toHaveLength(2);

    const november = await rulesInForce(ctx.db, [property.id], '2026-11-01');
    const december = await rulesInForce(ctx.db, [property.id], '2026-12-01');
    const january = await rulesInForce(ctx.db, [property.id], '2027-01-01');
    expect(november.get(property.id)).toBeUndefined();
    expect(december.get(property.id)?.rentDueDay).toBe(6);
    expect(december.get(property.id)?.charges.filter((c) => c.kind === 'fixed')).toHaveLength(2);
    expect(january.get(property.id)?.rentDueDay).toBe(10);
    expect(january.get(property.id)?.charges.filter((c) => c.kind === 'fixed')).toHaveLength(0);
    expect(await auditRows(property.id)).toHaveLength(3);
  });

  it.each([
    ['due day 31', { rent_due_day: 31 }, 'rent_due_day', BILLING_MESSAGES.dueDayRange],
    [
      'a negative rate',
      { metered_charges: [{ name: 'Water', unit: 'm³', rate: -150 }] },
      'metered_charges.0.rate',
      BILLING_MESSAGES.rateInvalid,
    ],
    [
      'duplicate charge names',
      { fixed_charges: [{ name: 'Water', amount: 100 }] },
      'metered_charges.0.name',
      BILLING_MESSAGES.duplicateName,
    ],
    ['grace days 29', { grace_days: 29 }, 'grace_days', BILLING_MESSAGES.graceDaysRange],
    [
      'a fixed fee without its amount',
      { late_fee: { type: 'fixed' } },
      'late_fee.amount',
      BILLING_MESSAGES.feeAmountRequired,
    ],
  ])('refuses %s with a field error and writes nothing', async (_label, change, field, message) => {
    const { landlord, property } = await landlordWithProperty();
    const res = await request(ctx.app)
      .put(billingPath(property.id))
      .set('Authorization', asLandlord(landlord.id))
      .send({ ...rules, ...change });
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toEqual([message]);
    expect(await ctx.db.propertyBillingVersion.count({ where: { propertyId: property.id } })).toBe(
      0,
    );
    expect(await auditRows(property.id)).toHaveLength(0);
  });

  it('answers 404 for another landlord’s property and 403 for a tenant, writing nothing', async () => {
    const { property } = await landlordWithProperty();
    const other = await paidLandlord(ctx.db);
    const get = await request(ctx.app)
      .get(billingPath(property.id))
      .set('Authorization', asLandlord(other.id));
    expect(get.status).toBe(404);
    const put = await request(ctx.app)
      .put(billingPath(property.id))
      .set('Authorization', asLandlord(other.id))
      .send(rules);
    expect(put.status).toBe(404);
    const tenant = await createTenant(ctx.db, property.landlordId);
    const asTenant = await request(ctx.app)
      .get(billingPath(property.id))
      .set('Authorization', bearer(ctx, tenant.id, 'tenant'));
    expect(asTenant.status).toBe(403);
    expect(await ctx.db.propertyBillingVersion.count({ where: { propertyId: property.id } })).toBe(
      0,
    );
  });
});

describe('PUT /api/accounts/tenancies/{id}/payment-plan/', () => {
  it('marks a tenancy on a payment plan, audited with before and after; another landlord gets 404', async () => {
    const landlord = await paidLandlord(ctx.db);
    const { tenant } = await tenancy(ctx.db, landlord.id);
    const open = await ctx.db.tenancy.findFirstOrThrow({ where: { tenantId: tenant.id } });
    const path = `/api/accounts/tenancies/${open.id}/payment-plan/`;

    const res = await request(ctx.app)
      .put(path)
      .set('Authorization', asLandlord(landlord.id))
      .send({ on_payment_plan: true });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: open.id, on_payment_plan: true });
    const audit = await ctx.db.auditLog.findFirst({
      where: { action: 'tenancy.payment_plan_set', entityId: String(open.id) },
    });
    expect(audit?.data).toEqual({
      before: { on_payment_plan: false },
      after: { on_payment_plan: true },
    });

    const bad = await request(ctx.app)
      .put(path)
      .set('Authorization', asLandlord(landlord.id))
      .send({ on_payment_plan: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.on_payment_plan).toBeDefined();

    const other = await paidLandlord(ctx.db);
    const foreign = await request(ctx.app)
      .put(path)
      .set('Authorization', asLandlord(other.id))
      .send({ on_payment_plan: false });
    expect(foreign.status).toBe(404);
    expect((await ctx.db.tenancy.findUniqueOrThrow({ where: { id: open.id } })).onPaymentPlan).toBe(
      true,
    );
  });
});
