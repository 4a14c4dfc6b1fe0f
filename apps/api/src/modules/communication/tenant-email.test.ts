import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNICATION_MESSAGES, MESSAGE_TEMPLATE_IDS } from '@pango/shared';
import { createTestContext, type TestContext } from '../../test/context.js';
import { startSmtpServer } from '../../test/smtp.js';
import { paidLandlord } from '../ledger/test-helpers.js';
import { client, housedTenant } from './test-helpers.js';

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let as: ReturnType<typeof client>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestContext({ SMTP_URL: smtp.url, APP_URL: 'https://pango.example' });
  as = client(ctx);
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const outboxTo = (email: string) =>
  ctx.db.emailOutbox.findMany({ where: { to: email }, orderBy: { id: 'asc' } });

async function landlordWithTenant() {
  const landlord = await paidLandlord(ctx.db);
  await ctx.db.user.update({ where: { id: landlord.id }, data: { fullName: 'Amina Wairimu' } });
  const home = await housedTenant(ctx.db, landlord.id, {
    fullName: 'Brian Otieno',
    propertyName: 'Kilimani Heights',
    unitNumber: 'B4',
    rent: 18500,
  });
  return { landlord, ...home };
}

describe('message templates and preview', () => {
  it('lists the five templates and previews the exact text for a tenant or a sample', async () => {
    const { landlord, tenant } = await landlordWithTenant();
    const list = await as(landlord.id).get('/message-templates/');
    expect(list.status).toBe(200);
    expect(list.body.map((t: { id: string }) => t.id)).toEqual([...MESSAGE_TEMPLATE_IDS]);
    expect(list.body[0]).toMatchObject({ name: 'Rent Reminder', subject: expect.any(String) });

    ctx.clock.now = new Date('2026-11-20T09:00:00Z');
    const preview = await as(landlord.id).post('/preview/', {
      template: 'rent_reminder',
      tenant_id: tenant.id,
    });
    expect(preview.status).toBe(200);
    expect(preview.body.subject).toBe('Rent reminder for B4');
    expect(preview.body.text).toContain('Dear Brian Otieno,');
    expect(preview.body.text).toContain(
      'KSh 18,500 for B4 at Kilimani Heights is due on 5 December 2026',
    );
    expect(preview.body.text).toContain('Amina Wairimu');

    const typed = await as(landlord.id).post('/preview/', {
      subject: 'Water at {property}',
      message: 'Hi {tenant_name}, {unknown} stays.',
    });
    // The whole text body the tenant will read: the landlord's words, then the footer naming them.
    expect(typed.body).toEqual({
      subject: 'Water at Sunrise Apartments',
      text: 'Hi Jane Wanjiku, {unknown} stays.\n\n--\nSent by Pango on behalf of Amina Wairimu.',
    });
    const empty = await as(landlord.id).post('/preview/', { subject: 'x', message: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.detail).toBe(COMMUNICATION_MESSAGES.emptyCustomMessage);
  });

  it('refuses a tenant token, another landlord’s tenant and an unpaid landlord', async () => {
    const { landlord, tenant } = await landlordWithTenant();
    expect((await as(tenant.id, 'tenant').get('/message-templates/')).status).toBe(403);
    const stranger = await paidLandlord(ctx.db);
    const foreign = await as(stranger.id).post('/preview/', {
      message: 'Hi',
      tenant_id: tenant.id,
    });
    expect(foreign.status).toBe(404);
    await ctx.db.subscription.update({
      where: { landlordId: landlord.id },
      data: { isActive: false },
    });
    expect((await as(landlord.id).get('/message-templates/')).status).toBe(403);
  });
});

describe('POST /api/communication/tenants/:id/message/', () => {
  it('sends exactly what the preview showed, once, and audits', async () => {
    const { landlord, tenant } = await landlordWithTenant();
    const body = { template: 'welcome_message', subject: '', message: '' };
    const preview = await as(landlord.id).post('/preview/', { ...body, tenant_id: tenant.id });
    const res = await as(landlord.id).post(`/tenants/${tenant.id}/message/`, body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Message sent to Brian Otieno.', queued: 1 });
    const rows = await outboxTo(tenant.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'message',
      landlordId: landlord.id,
      subject: preview.body.subject,
      text: preview.body.text,
    });
    const mail = await smtp.waitFor(tenant.email);
    expect(mail.text).toContain('Welcome to Kilimani Heights!');
    expect(
      await ctx.db.auditLog.count({
        where: { action: 'tenant.message_sent', entityId: String(tenant.id) },
      }),
    ).toBe(1);
  });

  it('refuses an empty message, another landlord’s tenant and a tenant token, writing nothing', async () => {
    const { landlord, tenant } = await landlordWithTenant();
    const empty = await as(landlord.id).post(`/tenants/${tenant.id}/message/`, {
      subject: 'Hello',
      message: '',
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors.message).toEqual([COMMUNICATION_MESSAGES.emptyCustomMessage]);
    const stranger = await paidLandlord(ctx.db);
    expect(
      (await as(stranger.id).post(`/tenants/${tenant.id}/message/`, { message: 'Hi' })).status,
    ).toBe(404);
    expect(
      (await as(tenant.id, 'tenant').post(`/tenants/${tenant.id}/message/`, { message: 'Hi' }))
        .status,
    ).toBe(403);
    expect(
      (await as(landlord.id).post(`/tenants/${landlord.id}/message/`, { message: 'Hi' })).status,
    ).toBe(404);
    expect(await outboxTo(tenant.email)).toHaveLength(0);
  });
});

describe('POST /api/communication/tenants/:id/invoice/', () => {
  it('emails the amount in KSh, the default due date (the 5th of next month) and the payments link', async () => {
    const { landlord, tenant } = await landlordWithTenant();
    ctx.clock.now = new Date('2026-12-20T09:00:00Z');
    const res = await as(landlord.id).post(`/tenants/${tenant.id}/invoice/`, {
      amount: 25000,
      notes: 'Includes water.',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Invoice sent to Brian Otieno.', queued: 1 });
    const mail = await smtp.waitFor(tenant.email);
    expect(mail.text).toContain('Amount due: KSh 25,000');
    expect(mail.text).toContain('Due date: 5 January 2027');
    expect(mail.text).toContain('Notes: Includes water.');
    expect(mail.text).toContain('https://pango.example/tenant/payments');
    const audit = await ctx.db.auditLog.findFirstOrThrow({
      where: { action: 'tenant.invoice_sent', entityId: String(tenant.id) },
    });
    expect(audit.data).toMatchObject({ amount: 25000, due_date: '2027-01-05' });

    const dated = await as(landlord.id).post(`/tenants/${tenant.id}/invoice/`, {
      amount: '1200',
      due_date: '2027-02-14',
    });
    expect(dated.status).toBe(200);
    const rows = await outboxTo(tenant.email);
    expect(rows[1]!.subject).toBe('Invoice: KSh 1,200 due 14 February 2027');
  });

  it('previews exactly the mail it sends, and sends nothing while previewing', async () => {
    const { landlord, tenant } = await landlordWithTenant();
    const body = { amount: 18000, due_date: '2027-03-05', notes: 'March rent.' };
    const preview = await as(landlord.id).post(`/tenants/${tenant.id}/invoice/preview/`, body);
    expect(preview.status).toBe(200);
    expect(preview.body.subject).toBe('Invoice: KSh 18,000 due 5 March 2027');
    expect(preview.body.text).toContain('Notes: March rent.');
    expect(await outboxTo(tenant.email)).toEqual([]);
    await as(landlord.id).post(`/tenants/${tenant.id}/invoice/`, body);
    const [sent] = await outboxTo(tenant.email);
    expect({ subject: sent!.subject, text: sent!.text }).toEqual(preview.body);
    expect(sent).toMatchObject({ kind: 'invoice', landlordId: landlord.id });
    const stranger = await paidLandlord(ctx.db);
    expect(
      (await as(stranger.id).post(`/tenants/${tenant.id}/invoice/preview/`, body)).status,
    ).toBe(404);
  });

  it('refuses bad amounts and dates, other landlords and tenants, writing nothing', async () => {
    const { landlord, tenant } = await landlordWithTenant();
    for (const body of [
      { amount: 0 },
      { amount: 10.5 },
      { amount: 'abc' },
      {},
      { amount: 100, due_date: '14/02/2027' },
    ]) {
      const res = await as(landlord.id).post(`/tenants/${tenant.id}/invoice/`, body);
      expect(res.status).toBe(400);
    }
    const zero = await as(landlord.id).post(`/tenants/${tenant.id}/invoice/`, { amount: 0 });
    expect(zero.body.errors.amount).toEqual([COMMUNICATION_MESSAGES.invoiceAmountInvalid]);
    const stranger = await paidLandlord(ctx.db);
    expect(
      (await as(stranger.id).post(`/tenants/${tenant.id}/invoice/`, { amount: 100 })).status,
    ).toBe(404);
    expect(
      (await as(tenant.id, 'tenant').post(`/tenants/${tenant.id}/invoice/`, { amount: 100 }))
        .status,
    ).toBe(403);
    expect(await outboxTo(tenant.email)).toHaveLength(0);
    expect(
      await ctx.db.auditLog.count({
        where: { action: 'tenant.invoice_sent', entityId: String(tenant.id) },
      }),
    ).toBe(0);
  });
});
