import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNICATION_MESSAGES } from '@pango/shared';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createTenant } from '../../test/factories.js';
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

describe('POST /api/communication/reports/send-email/', () => {
  it('sends to all of the landlord’s active tenants with placeholders filled, and no one else', async () => {
    const { landlord, tenant } = await landlordWithTenant();
    const second = await housedTenant(ctx.db, landlord.id, {
      fullName: 'Faith Achieng',
      propertyName: 'Lavington Court',
    });
    const inactive = await createTenant(ctx.db, landlord.id, { isActive: false });
    const pending = await createTenant(ctx.db, landlord.id, { approvalStatus: 'pending' });
    const stranger = await paidLandlord(ctx.db);
    const outsider = await housedTenant(ctx.db, stranger.id);
    const before = await ctx.db.emailOutbox.count();

    const res = await as(landlord.id).post('/reports/send-email/', {
      subject: 'Water off at {property}',
      message: 'Dear {tenant_name}, the water is off on Saturday.',
      send_to_all: true,
      tenants: [],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Queued 2 emails.', queued: 2 });
    expect(await ctx.db.emailOutbox.count()).toBe(before + 2);
    const first = await smtp.waitFor(tenant.email);
    expect(first.text).toContain('Water off at Kilimani Heights');
    expect(first.text).toContain('Dear Brian Otieno, the water is off on Saturday.');
    expect(first.raw).toContain('Content-Type: text/html');
    const other = await smtp.waitFor(second.tenant.email);
    expect(other.text).toContain('Dear Faith Achieng,');
    expect(await outboxTo(tenant.email)).toEqual([
      expect.objectContaining({
        kind: 'message',
        landlordId: landlord.id,
        subject: 'Water off at Kilimani Heights',
      }),
    ]);
    for (const nobody of [inactive.email, pending.email, outsider.tenant.email])
      expect(await outboxTo(nobody)).toHaveLength(0);
    const audit = await ctx.db.auditLog.findFirstOrThrow({
      where: { action: 'tenants.emailed', actorId: landlord.id },
    });
    expect(audit.data).toMatchObject({ recipients: [tenant.id, second.tenant.id] });

    // One property only.
    const one = await as(landlord.id).post('/reports/send-email/', {
      subject: 'Hi',
      message: 'Hello',
      send_to_all: true,
      tenants: [],
      property_id: second.property.id,
    });
    expect(one.body).toEqual({ message: 'Queued 1 email.', queued: 1 });
    expect(await outboxTo(second.tenant.email)).toHaveLength(2);
  });

  it('sends to the chosen tenants only, and refuses foreign ids and bad input writing nothing', async () => {
    const { landlord, tenant } = await landlordWithTenant();
    const second = await housedTenant(ctx.db, landlord.id);
    const stranger = await paidLandlord(ctx.db);
    const outsider = await housedTenant(ctx.db, stranger.id);
    const chosen = await as(landlord.id).post('/reports/send-email/', {
      subject: 'Hi',
      message: 'Hello',
      send_to_all: false,
      tenants: [second.tenant.id],
    });
    expect(chosen.body.queued).toBe(1);
    expect(await outboxTo(tenant.email)).toHaveLength(0);

    const before = await ctx.db.emailOutbox.count();
    const foreign = await as(landlord.id).post('/reports/send-email/', {
      subject: 'Hi',
      message: 'Hello',
      send_to_all: false,
      tenants: [tenant.id, outsider.tenant.id],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.detail).toBe(COMMUNICATION_MESSAGES.unknownRecipients);
    const none = await as(landlord.id).post('/reports/send-email/', {
      subject: 'Hi',
      message: 'Hello',
      send_to_all: false,
      tenants: [],
    });
    expect(none.status).toBe(400);
    expect(none.body.errors.tenants).toEqual([COMMUNICATION_MESSAGES.selectAtLeastOneTenant]);
    const blank = await as(landlord.id).post('/reports/send-email/', {
      subject: ' ',
      message: '',
      send_to_all: true,
      tenants: [],
    });
    expect(blank.body.errors).toMatchObject({
      subject: [COMMUNICATION_MESSAGES.subjectRequired],
      message: [COMMUNICATION_MESSAGES.messageRequired],
    });
    const otherProperty = await as(landlord.id).post('/reports/send-email/', {
      subject: 'Hi',
      message: 'Hello',
      send_to_all: true,
      tenants: [],
      property_id: outsider.property.id,
    });
    expect(otherProperty.status).toBe(404);
    expect(
      (
        await as(tenant.id, 'tenant').post('/reports/send-email/', {
          subject: 'a',
          message: 'b',
          send_to_all: true,
        })
      ).status,
    ).toBe(403);
    expect(
      (await request(ctx.app).post('/api/communication/reports/send-email/').send({})).status,
    ).toBe(401);
    expect(await ctx.db.emailOutbox.count()).toBe(before);
  });
});
