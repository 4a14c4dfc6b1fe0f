import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, MPESA_IMPORT_MESSAGES, MPESA_IMPORT_REASONS } from '@pango/shared';
import { createTestContext, type TestContext } from '../../../test/context.js';
import { bearer, paidLandlord } from '../../ledger/test-helpers.js';
import { newUrlToken } from './c2b-urls.js';
import { confirmation, housedTenant, landlordWithPaybill } from './test-fixtures.js';

// Issue 19 item 6: M-Pesa messages pasted and statements uploaded, deduplicated, matched or queued.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const PATH = '/api/payments/mpesa/import/';
const as = (id: number) => ({ Authorization: bearer(ctx, id, 'landlord') });
const paste = (landlordId: number, text: unknown) =>
  request(ctx.app)
    .post(PATH)
    .set(as(landlordId))
    .send({ text } as object);

let seq = 0;
const code = () => `IM${String((seq += 1)).padStart(8, '0')}`;

const paybillSms = (trans: string, account: string, phone = '254799000111', amount = '12,000.00') =>
  `${trans} Confirmed. Ksh${amount} received from JOHN KAMAU ${phone} on 3/11/26 at 9:14 AM. Account Number ${account} New Utility balance is Ksh245,300.00`;
const personalSms = (trans: string, phone: string, amount = '5,500.00') =>
  `${trans} Confirmed. You have received Ksh${amount} from MARY WANJIRU ${phone} on 5/11/26 at 7:02 PM New M-PESA balance is Ksh8,120.00.`;
const sentSms = (trans: string) =>
  `${trans} Confirmed. Ksh1,510.00 paid to DAD RONGAI. on 29/11/25 at 7:25 PM. New M-PESA balance is Ksh1,000.00.`;

const creditsOf = (tenancyId: number) =>
  ctx.db.rentLedgerEntry.findMany({ where: { tenancyId, type: 'payment' } });

describe('POST /payments/mpesa/import/ with pasted messages', () => {
  it('stores each message, credits the ones that match and queues the rest; a second paste only finds duplicates', async () => {
    const { landlord } = await landlordWithPaybill(ctx.db);
    const a1 = await housedTenant(ctx.db, landlord.id, { unitNumber: 'A1' });
    const b2 = await housedTenant(ctx.db, landlord.id, { unitNumber: 'B2', phone: '0712345002' });
    const codes = [code(), code(), code(), code()];
    const text = [
      paybillSms(codes[0]!, 'hse a1'),
      personalSms(codes[1]!, '0712345002', '7,000.00'),
      personalSms(codes[2]!, '0700999888'),
      sentSms(codes[3]!),
    ].join('\n');

    const res = await paste(landlord.id, text);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      imported: 3,
      duplicates: 0,
      matched: 2,
      unmatched: 1,
      rejected: [{ line: 4, reason: MPESA_IMPORT_REASONS.notReceived }],
      skipped: 0,
    });
    expect((await creditsOf(a1.tenancy.id)).map((e) => e.amount)).toEqual([-12000]);
    expect((await creditsOf(b2.tenancy.id)).map((e) => e.amount)).toEqual([-7000]);
    const payment = await ctx.db.payment.findUniqueOrThrow({ where: { mpesaReceipt: codes[0] } });
    expect(payment).toMatchObject({ status: 'completed', amount: 12000, tenancyId: a1.tenancy.id });
    const rows = await ctx.db.c2bTransaction.findMany({
      where: { landlordId: landlord.id },
      orderBy: { id: 'asc' },
    });
    expect(rows.map((r) => [r.transId, r.status, r.source])).toEqual([
      [codes[0], 'credited', 'import'],
      [codes[1], 'credited', 'import'],
      [codes[2], 'unmatched', 'import'],
    ]);
    const queue = await request(ctx.app)
      .get('/api/payments/mpesa/c2b/unmatched/')
      .set(as(landlord.id));
    expect(queue.body.results).toMatchObject([
      { trans_id: codes[2], amount: 5500, msisdn: '0700999888', first_name: 'MARY WANJIRU' },
    ]);
    expect(
      await ctx.db.auditLog.count({
        where: { action: 'c2b.payment_imported', actorId: landlord.id },
      }),
    ).toBe(3);

    const again = await paste(landlord.id, text);
    expect(again.body).toMatchObject({ imported: 0, duplicates: 3, matched: 0, unmatched: 0 });
    expect(await creditsOf(a1.tenancy.id)).toHaveLength(1);
    expect(await creditsOf(b2.tenancy.id)).toHaveLength(1);
    expect(await ctx.db.c2bTransaction.count({ where: { landlordId: landlord.id } })).toBe(3);
  });

  it('a code already received by C2B confirmation or as an STK receipt is a duplicate, credited once', async () => {
    const { landlord, shortcode, token } = await landlordWithPaybill(ctx.db);
    const { tenancy } = await housedTenant(ctx.db, landlord.id, { unitNumber: 'C3' });
    const body = confirmation(shortcode, { TransID: code(), BillRefNumber: 'C3' });
    await request(ctx.app).post(`/api/c2b/${token}/confirmation`).send(body);
    expect(await creditsOf(tenancy.id)).toHaveLength(1);
    const stk = await ctx.db.payment.create({
      data: {
        kind: 'rent',
        amount: 500,
        status: 'completed',
        provider: 'mpesa',
        landlordId: landlord.id,
        merchantReference: `STK-${code()}`,
        mpesaReceipt: code(),
      },
    });
    const res = await paste(
      landlord.id,
      `${paybillSms(body.TransID, 'C3')}\n${paybillSms(stk.mpesaReceipt!, 'C3', undefined, '500.00')}`,
    );
    expect(res.body).toMatchObject({ imported: 0, duplicates: 2, rejected: [] });
    expect(await creditsOf(tenancy.id)).toHaveLength(1);
    expect(await ctx.db.c2bTransaction.count({ where: { transId: body.TransID } })).toBe(1);
  });

  it('a Daraja confirmation of a code imported before the paybill was set up changes nothing', async () => {
    const landlord = await paidLandlord(ctx.db);
    const { tenancy } = await housedTenant(ctx.db, landlord.id, { unitNumber: 'F6' });
    const trans = code();
    expect((await paste(landlord.id, paybillSms(trans, 'F6'))).body).toMatchObject({ matched: 1 });
    const token = newUrlToken();
    await ctx.db.mpesaC2bSetting.create({
      data: {
        landlordId: landlord.id,
        shortcode: '654321',
        shortcodeType: 'paybill',
        urlToken: token,
      },
    });
    const res = await request(ctx.app)
      .post(`/api/c2b/${token}/confirmation`)
      .send(confirmation('654321', { TransID: trans, BillRefNumber: 'F6' }));
    expect(res.body).toEqual({ ResultCode: 0, ResultDesc: 'Success' });
    expect(await ctx.db.c2bTransaction.count({ where: { transId: trans } })).toBe(1);
    expect(await creditsOf(tenancy.id)).toHaveLength(1);
  });

  it('a code pasted twice in one import is stored once', async () => {
    const landlord = await paidLandlord(ctx.db);
    const trans = code();
    const res = await paste(landlord.id, `${paybillSms(trans, 'Z9')}\n${paybillSms(trans, 'Z9')}`);
    expect(res.body).toMatchObject({ imported: 1, duplicates: 1, unmatched: 1 });
  });

  it('leaves another landlord untouched, and refuses a code another account already has', async () => {
    const first = await landlordWithPaybill(ctx.db);
    const { tenancy } = await housedTenant(ctx.db, first.landlord.id, { unitNumber: 'D4' });
    const trans = code();
    await paste(first.landlord.id, paybillSms(trans, 'D4'));
    const before = await ctx.db.c2bTransaction.findMany({
      where: { landlordId: first.landlord.id },
    });

    const other = await landlordWithPaybill(ctx.db);
    await housedTenant(ctx.db, other.landlord.id, { unitNumber: 'D4' });
    const res = await paste(other.landlord.id, paybillSms(trans, 'D4'));
    expect(res.body).toMatchObject({
      imported: 0,
      duplicates: 0,
      rejected: [{ line: 1, reason: MPESA_IMPORT_MESSAGES.alreadyRecordedElsewhere }],
    });
    expect(await ctx.db.c2bTransaction.count({ where: { landlordId: other.landlord.id } })).toBe(0);
    expect(
      await ctx.db.c2bTransaction.findMany({ where: { landlordId: first.landlord.id } }),
    ).toEqual(before);
    expect(await creditsOf(tenancy.id)).toHaveLength(1);
  });

  it('rejects a cents amount with its line, and imports nothing it cannot read', async () => {
    const landlord = await paidLandlord(ctx.db);
    const res = await paste(
      landlord.id,
      `junk line\n${paybillSms(code(), 'A1', undefined, '100.50')}`,
    );
    expect(res.body).toEqual({
      imported: 0,
      duplicates: 0,
      matched: 0,
      unmatched: 0,
      rejected: [
        { line: 1, reason: MPESA_IMPORT_REASONS.noCode },
        { line: 2, reason: 'Ksh100.50 is not a whole number of shillings' },
      ],
      skipped: 0,
    });
    expect(await ctx.db.c2bTransaction.count({ where: { landlordId: landlord.id } })).toBe(0);
  });

  it.each([{}, { text: '' }, { text: '   ' }, { text: 42 }, { text: ['a'] }])(
    'bad body %j → 400 in the spec words, nothing stored',
    async (body) => {
      const landlord = await paidLandlord(ctx.db);
      const res = await request(ctx.app).post(PATH).set(as(landlord.id)).send(body);
      expect(res.status).toBe(400);
      expect(res.body.errors.text).toEqual([MPESA_IMPORT_MESSAGES.textRequired]);
      expect(await ctx.db.c2bTransaction.count({ where: { landlordId: landlord.id } })).toBe(0);
    },
  );

  it('lists the first 200 lines it cannot read, then how many more', async () => {
    const landlord = await paidLandlord(ctx.db);
    const res = await paste(
      landlord.id,
      Array.from({ length: 300 }, (_, i) => `junk ${i}`).join('\n'),
    );
    expect(res.status).toBe(200);
    expect(res.body.rejected).toHaveLength(201);
    expect(res.body.rejected[200]).toEqual({
      line: 200,
      reason: '…and 100 more lines not imported',
    });
  });

  it('a control character other than a line break → 400, nothing stored', async () => {
    const landlord = await paidLandlord(ctx.db);
    const res = await paste(landlord.id, `${paybillSms(code(), 'A1')}\u0000`);
    expect(res.status).toBe(400);
    expect(res.body.errors.text).toEqual([MESSAGES.controlCharacters]);
    expect(await ctx.db.c2bTransaction.count({ where: { landlordId: landlord.id } })).toBe(0);
  });

  it('a pasted text over 2 MB → 413', async () => {
    const landlord = await paidLandlord(ctx.db);
    const res = await paste(landlord.id, 'x'.repeat(2 * 1024 * 1024 + 10));
    expect(res.status).toBe(413);
  });

  it('tenants and signed-out callers cannot import', async () => {
    const landlord = await paidLandlord(ctx.db);
    const { tenant } = await housedTenant(ctx.db, landlord.id, { unitNumber: 'T1' });
    const asTenant = await request(ctx.app)
      .post(PATH)
      .set({ Authorization: bearer(ctx, tenant.id, 'tenant') })
      .send({ text: paybillSms(code(), 'T1') });
    expect(asTenant.status).toBe(403);
    expect((await request(ctx.app).post(PATH).send({ text: 'x' })).status).toBe(401);
  });
});

describe('POST /payments/mpesa/import/ with a statement CSV', () => {
  const HEADER =
    'Receipt No.,Completion Time,Initiation Time,Details,Transaction Status,Paid In,Withdrawn,Balance,Balance Confirmed,Reason Type,Other Party Info,Linked Transaction ID,A/C No.';

  it('imports the completed paid-in rows, skips money out, reports bad rows by line', async () => {
    const { landlord } = await landlordWithPaybill(ctx.db);
    const { tenancy } = await housedTenant(ctx.db, landlord.id, { unitNumber: 'E5' });
    const [c1, c2, c3] = [code(), code(), code()];
    const csv = [
      'Account Holder:,KILIMANI HEIGHTS LTD',
      HEADER,
      `${c1},2026-11-03 09:14:22,2026-11-03 09:14:22,"Pay Bill from 254712345678 - JOHN KAMAU Acc. E5",Completed,"12,000.00",,"245,300.00",true,Pay Bill Online,254712345678 - JOHN KAMAU,,E5`,
      `${c2},2026-11-03 10:00:00,,Business Charge,Completed,,-55.00,"245,245.00",true,Charge,,,`,
      `${c3},2026-11-04 19:02:11,,"Pay Bill from 2547******456 - MARY",Completed,"8,500.00",,,true,Pay Bill Online,2547******456 - MARY,,nobody`,
      `BADCODE!,2026-11-04 19:02:11,,x,Completed,100.00,,,,,,,`,
    ].join('\r\n');
    const res = await request(ctx.app)
      .post(PATH)
      .set(as(landlord.id))
      .attach('file', Buffer.from(csv), { filename: 'statement.csv', contentType: 'text/csv' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      imported: 2,
      duplicates: 0,
      matched: 1,
      unmatched: 1,
      rejected: [{ line: 6, reason: 'The receipt number is not an M-Pesa transaction code' }],
      skipped: 1,
    });
    expect((await creditsOf(tenancy.id)).map((e) => e.amount)).toEqual([-12000]);
  });

  it('a .txt file is read as pasted messages', async () => {
    const landlord = await paidLandlord(ctx.db);
    const res = await request(ctx.app)
      .post(PATH)
      .set(as(landlord.id))
      .attach('file', Buffer.from(`${personalSms(code(), '0700111222')}\r\n`), {
        filename: 'messages.txt',
        contentType: 'text/plain',
      });
    expect(res.body).toMatchObject({ imported: 1, unmatched: 1, rejected: [] });
  });

  it('a file over 2 MB → 413; a file that is not CSV → 400', async () => {
    const landlord = await paidLandlord(ctx.db);
    const big = await request(ctx.app)
      .post(PATH)
      .set(as(landlord.id))
      .attach('file', Buffer.alloc(2 * 1024 * 1024 + 1, 'a'), { filename: 'statement.csv' });
    expect(big.status).toBe(413);
    expect(big.body.errors.file).toEqual([MPESA_IMPORT_MESSAGES.fileTooLarge]);
    const pdf = await request(ctx.app)
      .post(PATH)
      .set(as(landlord.id))
      .attach('file', Buffer.from('%PDF-1.4'), { filename: 'statement.pdf' });
    expect(pdf.status).toBe(400);
    expect(pdf.body.errors.file).toEqual([MPESA_IMPORT_MESSAGES.notCsv]);
    expect(await ctx.db.c2bTransaction.count({ where: { landlordId: landlord.id } })).toBe(0);
  });
});
