import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { startSmtpServer } from '../../test/smtp.js';
import { paidLandlord } from '../ledger/test-helpers.js';
import { client, housedTenant } from './test-helpers.js';

// Issue 19 item 2: an invoice tells the tenant how to pay by M-Pesa when the landlord has a
// paybill or till and the tenant a current tenancy; otherwise it reads as before.

let ctx: TestContext;
let as: ReturnType<typeof client>;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestContext({ SMTP_URL: smtp.url, APP_URL: 'https://pango.example' });
  as = client(ctx);
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

let shortcode = 600700;
async function landlordWithTenant(paybill: 'paybill' | 'till' | null) {
  const landlord = await paidLandlord(ctx.db);
  if (paybill) {
    shortcode += 1;
    await ctx.db.mpesaC2bSetting.create({
      data: {
        landlordId: landlord.id,
        shortcode: String(shortcode),
        shortcodeType: paybill,
        urlToken: `tok${shortcode}${'x'.repeat(30)}`,
      },
    });
  }
  const home = await housedTenant(ctx.db, landlord.id, {
    fullName: 'Brian Otieno',
    propertyName: 'Kilimani Heights',
    unitNumber: 'B4',
    rent: 18500,
  });
  const tenancy = await ctx.db.tenancy.findFirstOrThrow({
    where: { tenantId: home.tenant.id, status: 'active' },
  });
  return {
    landlord,
    tenant: home.tenant,
    account: tenancy.paymentAccountNumber!,
    code: String(shortcode),
  };
}

const invoice = { amount: 18500, due_date: '2027-01-05' };

describe('invoices carry the paybill and account number', () => {
  it('sends "Pay by M-Pesa: Paybill <short code>, account <number>" (preview and send alike)', async () => {
    const { landlord, tenant, account, code } = await landlordWithTenant('paybill');
    expect(account).toMatch(/^[A-Z0-9]{1,12}$/);
    const line = `Pay by M-Pesa: Paybill ${code}, account ${account}`;
    const preview = await as(landlord.id).post(`/tenants/${tenant.id}/invoice/preview/`, invoice);
    expect(preview.body.text).toContain(line);
    await as(landlord.id).post(`/tenants/${tenant.id}/invoice/`, invoice);
    const sent = await smtp.waitFor(tenant.email);
    expect(sent.text).toContain(line);
  });

  it('names the till for a Buy Goods number (no account number there)', async () => {
    const { landlord, tenant, code } = await landlordWithTenant('till');
    const preview = await as(landlord.id).post(`/tenants/${tenant.id}/invoice/preview/`, invoice);
    expect(preview.body.text).toContain(`Pay by M-Pesa: Till ${code} (Buy Goods)`);
  });

  it('reads as before without a paybill, or once the tenancy has ended', async () => {
    const bare = await landlordWithTenant(null);
    const plain = await as(bare.landlord.id).post(
      `/tenants/${bare.tenant.id}/invoice/preview/`,
      invoice,
    );
    expect(plain.status).toBe(200);
    expect(plain.body.text).not.toContain('Pay by M-Pesa');

    const ended = await landlordWithTenant('paybill');
    await ctx.db.unit.updateMany({
      where: { currentTenantId: ended.tenant.id },
      data: { currentTenantId: null, isAvailable: true },
    });
    const after = await as(ended.landlord.id).post(
      `/tenants/${ended.tenant.id}/invoice/preview/`,
      invoice,
    );
    expect(after.status).toBe(200);
    expect(after.body.text).not.toContain('Pay by M-Pesa');
  });
});
