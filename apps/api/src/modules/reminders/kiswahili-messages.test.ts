import request from 'supertest';
import { binary } from '../../test/binary-body.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countSmsSegments } from '@pango/shared';
import { createLogger } from '../../lib/logger.js';
import { drainOutbox } from '../../lib/outbox.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { startSmtpServer } from '../../test/smtp.js';
import { fileReport } from '../communication/test-helpers.js';
import { postMonthlyCharges } from '../ledger/monthly-charges.job.js';
import { bearer, paidLandlord, tenancy } from '../ledger/test-helpers.js';
import { pdfText } from '../../test/pdf-text.js';
import { sendRentReminders } from './rent-reminders.job.js';

// Issue 25 item 6, "the next reminder arrives in Kiswahili" (ADR 045): a tenant who chose
// Kiswahili gets the rent reminder by email (real SMTP on loopback) and by SMS in Kiswahili, and
// their receipts and report updates too; the landlord's choice for the tenant wins over theirs.

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const logger = createLogger('silent');
beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestContext({ SMTP_URL: smtp.url, APP_URL: 'https://pango.example' });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const nairobi = (local: string) => new Date(`${local}+03:00`);
const drain = (at = new Date()) => drainOutbox(ctx.db, ctx.deps.mailer, logger, at);
async function runRemindersAt(local: string) {
  const deps = { ...ctx.deps, now: () => nairobi(local) };
  await postMonthlyCharges(deps);
  await sendRentReminders(deps);
  await drain(nairobi(local));
}
const mailsTo = (email: string) => smtp.received.filter((m) => m.to.includes(email));
/** The mail to `email` whose source has `text`, once it arrived (the API kicks the outbox too). */
async function mailWith(email: string, text: string) {
  for (let tries = 0; tries < 100; tries += 1) {
    const mail = mailsTo(email).find((m) => m.raw.includes(text));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`No mail to ${email} with ${text}`);
}
const auth = (id: number) => bearer(ctx, id, 'landlord');

/** A landlord with the untouched reminder wording, SMS on, credits, and two owing tenants. */
async function landlordWithTenants() {
  const landlord = await paidLandlord(ctx.db);
  await ctx.db.reminderSetting.create({
    data: {
      landlordId: landlord.id,
      daysOfMonth: [5],
      subject: 'Rent Reminder',
      message: '',
      createdAt: new Date('2026-01-01T00:00:00Z'),
    },
  });
  await ctx.db.smsSetting.create({
    data: {
      landlordId: landlord.id,
      rentReminders: true,
      paymentReceipts: true,
      reportStatus: true,
    },
  });
  await ctx.db.smsCreditLot.create({
    data: {
      landlordId: landlord.id,
      pack: 'starter',
      credits: 100,
      remaining: 100,
      purchasedAt: new Date('2026-10-01T00:00:00Z'),
      expiresAt: new Date('2027-10-01T00:00:00Z'),
    },
  });
  const swahili = await tenancy(ctx.db, landlord.id, { rent: 12000, rentDueDate: '2026-11-05' });
  const english = await tenancy(ctx.db, landlord.id, { rent: 12000, rentDueDate: '2026-11-05' });
  await ctx.db.tenantProfile.update({
    where: { userId: swahili.tenant.id },
    data: { language: 'sw' },
  });
  return { landlord, swahili, english };
}

const smsOf = (landlordId: number, tenantId: number, kind: string) =>
  ctx.db.smsOutbox.findMany({
    where: { landlordId, tenantId, kind: kind as 'rent_reminder' },
    select: { body: true, segments: true },
  });

describe('a tenant who chose Kiswahili', () => {
  it('gets the rent reminder email and SMS in Kiswahili; the English tenant’s stay English', async () => {
    const { landlord, swahili, english } = await landlordWithTenants();
    await runRemindersAt('2026-12-05T08:05:00');
    const unit = swahili.unit.unitNumber;
    const place = `${unit} katika ${swahili.property.name}`;

    const [mail, ...more] = mailsTo(swahili.tenant.email);
    expect(more).toHaveLength(0);
    expect(mail!.raw).toContain(`Subject: Kikumbusho cha kodi ya ${unit}`);
    expect(mail!.text).toContain('Mpendwa Brian Otieno,');
    expect(mail!.text).toContain(
      `Tunakukumbusha kwamba kodi yako ya KSh 24,000 ya ${place} inapaswa kulipwa kufikia 5 Nov 2026.`,
    );
    expect(mail!.text).toContain('Kiasi unachodaiwa: KSh 24,000');
    expect(mail!.text).toContain('Tarehe ya mwisho ya kulipa: 5 Nov 2026');
    expect(mail!.text).toContain(
      'Lipa kodi kwenye ukurasa wa Malipo: https://pango.example/tenant/payments',
    );
    expect(mail!.text).toContain(`Imetumwa na Pango kwa niaba ya ${landlord.fullName}.`);
    expect(mail!.text).not.toContain('Amount due');
    expect(mail!.text).toContain('<html lang="sw">');

    const [sms] = await smsOf(landlord.id, swahili.tenant.id, 'rent_reminder');
    expect(sms!.body).toBe(
      `${landlord.fullName}: Tafadhali lipa kodi KSh 24,000 kufikia 5 Nov 2026 (${unit}, ${swahili.property.name}).`,
    );
    expect(countSmsSegments(sms!.body).encoding).toBe('GSM-7');

    const [englishMail] = mailsTo(english.tenant.email);
    expect(englishMail!.raw).toContain(`Subject: Rent Reminder`);
    expect(englishMail!.text).toContain('Amount due: KSh 24,000');
    const [englishSms] = await smsOf(landlord.id, english.tenant.id, 'rent_reminder');
    expect(englishSms!.body).toMatch(/^Rent reminder from /);
  });

  it('gets English when the landlord chose English for them, and Kiswahili when chosen for an English reader', async () => {
    const { landlord, swahili, english } = await landlordWithTenants();
    for (const [tenantId, language] of [
      [swahili.tenant.id, 'en'],
      [english.tenant.id, 'sw'],
    ] as const) {
      const res = await request(ctx.app)
        .put(`/api/accounts/tenants/${tenantId}/message-language/`)
        .set('Authorization', auth(landlord.id))
        .send({ message_language: language });
      expect(res.status).toBe(200);
    }
    await runRemindersAt('2026-12-05T08:05:00');

    expect(mailsTo(swahili.tenant.email)[0]!.text).toContain('Amount due: KSh 24,000');
    const [swahiliSms] = await smsOf(landlord.id, swahili.tenant.id, 'rent_reminder');
    expect(swahiliSms!.body).toMatch(/^Rent reminder from /);

    expect(mailsTo(english.tenant.email)[0]!.text).toContain('Kiasi unachodaiwa: KSh 24,000');
    const [englishSms] = await smsOf(landlord.id, english.tenant.id, 'rent_reminder');
    expect(englishSms!.body).toContain(': Tafadhali lipa kodi KSh 24,000 kufikia 5 Nov 2026');
  });

  it('keeps the words a landlord wrote, with the facts around them in Kiswahili', async () => {
    const { landlord, swahili } = await landlordWithTenants();
    await ctx.db.reminderSetting.update({
      where: { landlordId: landlord.id },
      data: { subject: 'Kodi ya {unit}', message: 'Habari {tenant_name}, lipa {amount} leo.' },
    });
    await runRemindersAt('2026-12-05T08:05:00');
    const [mail] = mailsTo(swahili.tenant.email);
    expect(mail!.raw).toContain(`Subject: Kodi ya ${swahili.unit.unitNumber}`);
    expect(mail!.text).toContain('Habari Brian Otieno, lipa KSh 24,000 leo.');
    expect(mail!.text).toContain('Kiasi unachodaiwa: KSh 24,000');
  });

  it('gets the receipt of a payment by email and SMS in Kiswahili', async () => {
    const { landlord, swahili } = await landlordWithTenants();
    await runRemindersAt('2026-12-05T08:05:00');
    ctx.clock.now = nairobi('2026-12-05T09:00:00');
    const paid = await request(ctx.app)
      .post('/api/payments/manual/')
      .set('Authorization', auth(landlord.id))
      .send({
        tenant_id: swahili.tenant.id,
        kind: 'rent',
        amount: 10000,
        method: 'cash',
        reference: `CASH-${swahili.tenant.id}`,
        paid_on: '2026-11-20',
      });
    ctx.clock.now = new Date();
    expect(paid.status).toBeLessThan(300);

    const [sms] = await smsOf(landlord.id, swahili.tenant.id, 'payment_receipt');
    expect(sms!.body).toMatch(
      new RegExp(
        `^${landlord.fullName}: tumepokea malipo ya KSh 10,000, risiti RCT-\\d+\\. Salio jipya: KSh 14,000\\.$`,
      ),
    );

    // Queued at the test clock's time, so drained a little after it.
    await drain(nairobi('2026-12-05T10:00:00'));
    const receipt = await mailWith(swahili.tenant.email, 'Subject: Risiti');
    expect(receipt!.raw).toMatch(/Subject: Risiti RCT-\d+: tumepokea KSh 10,000/);
    expect(receipt!.text).toContain('Habari Brian Otieno,');
    expect(receipt!.text).toMatch(
      new RegExp(
        `${landlord.fullName} amepokea malipo yako ya KSh 10,000\\. Nambari ya risiti yako ni RCT-\\d+\\.`,
      ),
    );
    expect(receipt!.text).toMatch(/Kiasi: KSh 10,000 \(Shilingi elfu kumi\)\r?\n/);
    expect(receipt!.text).toContain('Njia ya malipo: Pesa taslimu');
    expect(receipt!.text).toContain(`Kumbukumbu: Kumbukumbu CASH-${swahili.tenant.id}`);
    expect(receipt!.text).toContain('Kipindi kilicholipiwa: Novemba 2026');
    expect(receipt!.text).toContain('Salio baada ya malipo haya: KSh 14,000 bado unadaiwa');
    expect(receipt!.text).toContain('Ingia kwenye Pango: https://pango.example/login');

    // The PDF, the tenant's and the landlord's download alike, is in Kiswahili too.
    const payment = await ctx.db.payment.findFirstOrThrow({
      where: { tenantId: swahili.tenant.id, status: 'completed' },
      select: { id: true },
    });
    for (const [userId, role] of [
      [swahili.tenant.id, 'tenant'],
      [landlord.id, 'landlord'],
    ] as const) {
      const pdf = await request(ctx.app)
        .get(`/api/payments/${payment.id}/receipt/`)
        .set('Authorization', bearer(ctx, userId, role))
        .buffer(true)
        .parse(binary);
      expect(pdf.status).toBe(200);
      const text = pdfText(pdf.body as Buffer);
      expect(text).toContain('Risiti ya malipo');
      expect(text).toContain('Kiasi kwa maneno');
      expect(text).toContain('Shilingi elfu kumi');
      expect(text).toContain('Imepokelewa kutoka kwa');
      expect(text).toContain('KSh 14,000 bado unadaiwa');
    }
  });

  it('hears of a report’s new status by SMS, and of its resolution by email, in Kiswahili', async () => {
    const { landlord, swahili } = await landlordWithTenants();
    const report = await fileReport(
      ctx.db,
      {
        tenantId: swahili.tenant.id,
        landlordId: landlord.id,
        unitId: swahili.unit.id,
        propertyId: swahili.property.id,
      },
      { title: 'Bomba linavuja' },
    );
    for (const status of ['pending', 'resolved']) {
      const res = await request(ctx.app)
        .patch(`/api/communication/reports/${report.id}/update-status/`)
        .set('Authorization', auth(landlord.id))
        .send({ status });
      expect(res.status).toBe(200);
    }
    const texts = await smsOf(landlord.id, swahili.tenant.id, 'report_status');
    expect(texts.map((t) => t.body)).toEqual([
      `${landlord.fullName}: ripoti yako "Bomba linavuja" sasa inasubiri.`,
      `${landlord.fullName}: ripoti yako "Bomba linavuja" sasa imeshughulikiwa.`,
    ]);
    await drain();
    const mail = await mailWith(swahili.tenant.email, 'Subject: Ripoti yako');
    expect(mail!.raw).toContain('Subject: Ripoti yako imeshughulikiwa: Bomba linavuja');
    expect(mail!.text).toContain(
      `${landlord.fullName} amesema ripoti yako "Bomba linavuja" ya ${swahili.unit.unitNumber} katika ${swahili.property.name} imeshughulikiwa.`,
    );
    expect(mail!.text).toContain('Kama tatizo bado lipo, tafadhali liripoti tena');
  });

  it('gets a template the landlord sends as it is in Kiswahili, and the landlord’s typed words as typed', async () => {
    const { landlord, swahili } = await landlordWithTenants();
    const send = (body: object) =>
      request(ctx.app)
        .post(`/api/communication/tenants/${swahili.tenant.id}/message/`)
        .set('Authorization', auth(landlord.id))
        .send(body);
    expect((await send({ template: 'welcome_message' })).status).toBeLessThan(300);
    const welcome = await mailWith(
      swahili.tenant.email,
      `Subject: Karibu ${swahili.property.name}`,
    );
    expect(welcome.text).toContain(
      `Karibu ${swahili.property.name}! Tunafurahi kuwa nawe katika ${swahili.unit.unitNumber}.`,
    );
    expect((await send({ subject: 'Maji', message: 'Water off on Monday.' })).status).toBeLessThan(
      300,
    );
    const typed = await mailWith(swahili.tenant.email, 'Subject: Maji');
    expect(typed.text).toContain('Water off on Monday.');
    expect(typed.text).toContain(`Imetumwa na Pango kwa niaba ya ${landlord.fullName}.`);
  });
});
