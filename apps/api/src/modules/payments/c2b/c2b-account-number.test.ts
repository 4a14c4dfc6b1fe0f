import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { bearer } from '../../ledger/test-helpers.js';
import { housedTenant, landlordWithPaybill } from './test-fixtures.js';

// Issue 19 item 2: every current tenancy has an account number, unique among the landlord's
// current tenancies, given by the database whoever opens the tenancy.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('payment_account_number', () => {
  it('is the unit number, or a property prefix with it when another current tenancy holds it', async () => {
    const { landlord } = await landlordWithPaybill(ctx.db);
    const first = await housedTenant(ctx.db, landlord.id, { unitNumber: 'a-3' });
    const second = await housedTenant(ctx.db, landlord.id, {
      unitNumber: 'A3',
      propertyName: 'Sunrise Court',
    });
    expect(first.tenancy.paymentAccountNumber).toBe('A3');
    expect(second.tenancy.paymentAccountNumber).toBe('SUNA3');
    // Another landlord's A3 is no clash.
    const other = await landlordWithPaybill(ctx.db);
    const theirs = await housedTenant(ctx.db, other.landlord.id, { unitNumber: 'A3' });
    expect(theirs.tenancy.paymentAccountNumber).toBe('A3');
  });

  it('is freed when the tenancy ends, for the next tenant of the unit', async () => {
    const { landlord } = await landlordWithPaybill(ctx.db);
    const { unit, tenancy } = await housedTenant(ctx.db, landlord.id, { unitNumber: 'Q9' });
    await ctx.db.unit.update({ where: { id: unit.id }, data: { currentTenantId: null } });
    const ended = await ctx.db.tenancy.findUniqueOrThrow({ where: { id: tenancy.id } });
    expect(ended).toMatchObject({ status: 'ended', openAccountKey: null });
    const next = await housedTenant(ctx.db, landlord.id, {
      unitNumber: 'Q9',
      propertyName: 'Riverside',
    });
    expect(next.tenancy.paymentAccountNumber).toBe('Q9');
  });

  it('two current tenancies of a landlord can never hold one number', async () => {
    const { landlord } = await landlordWithPaybill(ctx.db);
    const { tenancy } = await housedTenant(ctx.db, landlord.id, { unitNumber: 'R1' });
    const { tenancy: another } = await housedTenant(ctx.db, landlord.id, { unitNumber: 'R2' });
    await expect(
      ctx.db.tenancy.update({
        where: { id: another.id },
        data: { paymentAccountNumber: tenancy.paymentAccountNumber },
      }),
    ).rejects.toThrow();
  });

  it('shows in the tenant’s GET /accounts/me/ with the paybill, and on the landlord’s tenant page', async () => {
    const { landlord, shortcode } = await landlordWithPaybill(ctx.db);
    const { tenant } = await housedTenant(ctx.db, landlord.id, { unitNumber: 'M4' });
    const me = await request(ctx.app)
      .get('/api/accounts/me/')
      .set('Authorization', bearer(ctx, tenant.id, 'tenant'));
    expect(me.body).toMatchObject({
      payment_account_number: 'M4',
      mpesa_paybill: { shortcode, shortcode_type: 'paybill' },
    });
    const detail = await request(ctx.app)
      .get(`/api/accounts/tenants/${tenant.id}/`)
      .set('Authorization', bearer(ctx, landlord.id, 'landlord'));
    expect(detail.status).toBe(200);
    expect(detail.body.payment_account_number).toBe('M4');
    const landlordMe = await request(ctx.app)
      .get('/api/accounts/me/')
      .set('Authorization', bearer(ctx, landlord.id, 'landlord'));
    expect(landlordMe.body).toMatchObject({ payment_account_number: null, mpesa_paybill: null });
  });
});
