import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPENSE_MESSAGES } from '@pango/shared';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createTeamMember } from '../../test/factories.js';
import { fileReport } from '../communication/test-helpers.js';
import { parseCsv } from '../ledger/test-helpers.js';
import { api, binary, landlordWithProperty } from './test-fixtures.js';

// Issue 24 item 3: the landlord records what a property costs; lists, filters, CSV, a receipt;
// a maintenance report closed with its repair cost becomes one expense.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const body = (propertyId: number, extra: object = {}) => ({
  property_id: propertyId,
  category: 'repairs',
  amount: 4500,
  incurred_on: '2026-11-02',
  note: 'Fixed the gate hinge',
  ...extra,
});

describe('POST/GET/PUT/DELETE /api/accounts/expenses/', () => {
  it('records, lists with filters and a total, edits and deletes, each audited', async () => {
    const { landlord, property, unit, otherProperty } = await landlordWithProperty(ctx);
    const as = api(ctx, landlord.id);
    const created = await as.post('/expenses/', body(property.id, { unit_id: unit.id }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      property_id: property.id,
      property_name: 'Kilimani Heights',
      unit_id: unit.id,
      unit_number: 'A1',
      category: 'repairs',
      amount: 4500,
      incurred_on: '2026-11-02',
      note: 'Fixed the gate hinge',
      receipt_url: null,
      entered_by: null,
    });
    await as
      .post(
        '/expenses/',
        body(property.id, { category: 'security', amount: 8000, incurred_on: '2026-10-15' }),
      )
      .expect(201);
    await as
      .post('/expenses/', body(otherProperty.id, { category: 'water_bill', amount: 1200 }))
      .expect(201);

    const all = await as.get('/expenses/');
    expect(all.body).toMatchObject({ count: 3, total_amount: 13700 });
    // Newest expense first.
    expect(all.body.results.map((e: { incurred_on: string }) => e.incurred_on)).toEqual([
      '2026-11-02',
      '2026-11-02',
      '2026-10-15',
    ]);
    const filtered = await as.get(
      `/expenses/?property_id=${property.id}&from=2026-11-01&to=2026-11-30`,
    );
    expect(filtered.body).toMatchObject({ count: 1, total_amount: 4500 });
    const byCategory = await as.get('/expenses/?category=security');
    expect(byCategory.body.results).toHaveLength(1);
    expect(byCategory.body.total_amount).toBe(8000);
    const paged = await as.get('/expenses/?page_size=2&page=2');
    expect(paged.body).toMatchObject({ count: 3, total_amount: 13700, page: 2 });
    expect(paged.body.results).toHaveLength(1);

    const id = created.body.id as number;
    const edited = await as.put(
      `/expenses/${id}/`,
      body(property.id, { amount: 5000, unit_id: null }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id, amount: 5000, unit_id: null });
    await as.delete(`/expenses/${id}/`).expect(204);
    expect(await ctx.db.expense.count({ where: { id } })).toBe(0);

    const actions = await ctx.db.auditLog.findMany({
      where: { entityType: 'expense', entityId: String(id) },
      select: { action: true },
      orderBy: { id: 'asc' },
    });
    expect(actions.map((a) => a.action)).toEqual([
      'expense.recorded',
      'expense.updated',
      'expense.deleted',
    ]);
  });

  it('downloads the filtered list as CSV', async () => {
    const { landlord, property } = await landlordWithProperty(ctx);
    const as = api(ctx, landlord.id);
    await as.post('/expenses/', body(property.id, { note: '=HYPERLINK("x")' })).expect(201);
    await as
      .post(
        '/expenses/',
        body(property.id, { category: 'land_rates', amount: 20000, incurred_on: '2026-01-10' }),
      )
      .expect(201);
    const res = await as.get(`/expenses/csv/?property_id=${property.id}&from=2026-11-01`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('expenses_kilimani_heights.csv');
    const rows = parseCsv(res.text);
    expect(rows).toEqual([
      {
        Date: '2026-11-02',
        Property: 'Kilimani Heights',
        Unit: '',
        Category: 'Repairs',
        'Amount (KSh)': '4500',
        Note: `'=HYPERLINK("x")`,
        Receipt: 'No',
        'Maintenance report': '',
      },
    ]);
  });

  it('refuses bad input with field messages and writes nothing', async () => {
    const { landlord, property, otherUnit } = await landlordWithProperty(ctx);
    const as = api(ctx, landlord.id);
    const bad = await as.post('/expenses/', {
      property_id: property.id,
      category: 'bribes',
      amount: -5,
      incurred_on: '2099-01-01',
      note: 'x'.repeat(501),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_ERROR');
    expect(bad.body.errors).toMatchObject({
      category: [EXPENSE_MESSAGES.chooseCategory],
      amount: [EXPENSE_MESSAGES.invalidAmount],
      incurred_on: [EXPENSE_MESSAGES.invalidDate],
      note: [EXPENSE_MESSAGES.noteTooLong],
    });
    // A unit of the landlord's other property.
    const wrongUnit = await as.post('/expenses/', body(property.id, { unit_id: otherUnit.id }));
    expect(wrongUnit.status).toBe(400);
    expect(wrongUnit.body.errors).toEqual({ unit_id: [EXPENSE_MESSAGES.unitNotOnProperty] });
    const badQuery = await as.get('/expenses/?page_size=1000');
    expect(badQuery.status).toBe(400);
    expect(await ctx.db.expense.count({ where: { landlordId: landlord.id } })).toBe(0);
  });

  it("answers 404 for another landlord's expense, property and unit, and changes nothing", async () => {
    const a = await landlordWithProperty(ctx);
    const b = await landlordWithProperty(ctx);
    const mine = await api(ctx, a.landlord.id).post('/expenses/', body(a.property.id)).expect(201);
    const asB = api(ctx, b.landlord.id);
    expect((await asB.post('/expenses/', body(a.property.id))).status).toBe(404);
    expect((await asB.post('/expenses/', body(b.property.id, { unit_id: a.unit.id }))).status).toBe(
      404,
    );
    expect((await asB.put(`/expenses/${mine.body.id}/`, body(b.property.id))).status).toBe(404);
    expect((await asB.delete(`/expenses/${mine.body.id}/`)).status).toBe(404);
    expect((await asB.get(`/expenses/${mine.body.id}/receipt/`)).status).toBe(404);
    expect((await asB.get('/expenses/')).body.count).toBe(0);
    expect((await asB.get(`/expenses/?property_id=${a.property.id}`)).body.count).toBe(0);
    const after = await ctx.db.expense.findUniqueOrThrow({ where: { id: mine.body.id } });
    expect(after.amount).toBe(4500);
    expect(await ctx.db.expense.count({ where: { landlordId: b.landlord.id } })).toBe(0);
  });
});

describe('PUT/GET /api/accounts/expenses/{id}/receipt/', () => {
  it('keeps a photo or a PDF as sent and hands it back; refuses other files', async () => {
    const { landlord, property } = await landlordWithProperty(ctx);
    const as = api(ctx, landlord.id);
    const { body: expense } = await as.post('/expenses/', body(property.id)).expect(201);
    const path = `/api/accounts/expenses/${expense.id}/receipt/`;
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const saved = await request(ctx.app)
      .put(path)
      .set('Authorization', as.auth)
      .attach('receipt', png, 'receipt.png');
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      id: expense.id,
      receipt_url: path,
      receipt_content_type: 'image/png',
    });
    const got = await request(ctx.app)
      .get(path)
      .set('Authorization', as.auth)
      .buffer(true)
      .parse(binary);
    expect(got.status).toBe(200);
    expect(got.headers['content-type']).toContain('image/png');
    expect(Buffer.compare(got.body as Buffer, png)).toBe(0);

    const pdf = Buffer.from('%PDF-1.4\n%fake but starts like one\n');
    const replaced = await request(ctx.app)
      .put(path)
      .set('Authorization', as.auth)
      .attach('receipt', pdf, 'bill.pdf');
    expect(replaced.body.receipt_content_type).toBe('application/pdf');
    const listed = await as.get('/expenses/');
    expect(listed.body.results[0]).toMatchObject({
      receipt_url: path,
      receipt_content_type: 'application/pdf',
    });

    const exe = await request(ctx.app)
      .put(path)
      .set('Authorization', as.auth)
      .attach('receipt', Buffer.from('MZ\x90\x00'), 'bill.pdf');
    expect(exe.status).toBe(400);
    expect(exe.body.errors).toEqual({ receipt: [EXPENSE_MESSAGES.receiptType] });
    const big = await request(ctx.app)
      .put(path)
      .set('Authorization', as.auth)
      .attach('receipt', Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024)]), 'big.pdf');
    expect(big.status).toBe(413);
    expect(big.body.errors).toEqual({ receipt: [EXPENSE_MESSAGES.receiptTooLarge] });
    // Still the PDF.
    const still = await ctx.db.expense.findUniqueOrThrow({ where: { id: expense.id } });
    expect(still.receiptContentType).toBe('application/pdf');
  });
});

describe('team roles', () => {
  it('lets an accountant record and read expenses; a caretaker sees none (403)', async () => {
    const { landlord, property } = await landlordWithProperty(ctx);
    const accountant = await createTeamMember(ctx.db, landlord.id, 'accountant', {
      name: 'Achieng Otieno',
    });
    const caretaker = await createTeamMember(ctx.db, landlord.id, 'caretaker');
    const asAccountant = api(ctx, accountant.user.id);
    const made = await asAccountant.post('/expenses/', body(property.id));
    expect(made.status).toBe(201);
    expect(made.body.entered_by).toEqual({ name: 'Achieng Otieno', role: 'accountant' });
    expect((await asAccountant.get('/expenses/')).body.count).toBe(1);
    const asCaretaker = api(ctx, caretaker.user.id);
    expect((await asCaretaker.get('/expenses/')).status).toBe(403);
    expect((await asCaretaker.post('/expenses/', body(property.id))).status).toBe(403);
    expect((await asCaretaker.delete(`/expenses/${made.body.id}/`)).status).toBe(403);
  });

  it('keeps a property manager to their properties', async () => {
    const { landlord, property, otherProperty } = await landlordWithProperty(ctx);
    const owner = api(ctx, landlord.id);
    const elsewhere = await owner.post('/expenses/', body(otherProperty.id)).expect(201);
    await owner.post('/expenses/', body(property.id)).expect(201);
    const manager = await createTeamMember(ctx.db, landlord.id, 'property_manager', {
      propertyIds: [property.id],
    });
    const asManager = api(ctx, manager.user.id);
    const list = await asManager.get('/expenses/');
    expect(list.body.count).toBe(1);
    expect(list.body.results[0].property_id).toBe(property.id);
    expect((await asManager.get(`/expenses/?property_id=${otherProperty.id}`)).status).toBe(404);
    expect((await asManager.post('/expenses/', body(otherProperty.id))).status).toBe(404);
    expect((await asManager.delete(`/expenses/${elsewhere.body.id}/`)).status).toBe(404);
  });
});

describe('a maintenance report closed with its repair cost', () => {
  it('records one repairs expense, however often the report is resolved or closed', async () => {
    const { landlord, tenant, unit, property } = await landlordWithProperty(ctx);
    const report = await fileReport(
      ctx.db,
      {
        tenantId: tenant.id,
        landlordId: landlord.id,
        unitId: unit.id,
        propertyId: property.id,
      },
      { title: 'Burst pipe' },
    );
    const patch = (userId: number, payload: object) =>
      request(ctx.app)
        .patch(`/api/communication/reports/${report.id}/update-status/`)
        .set('Authorization', api(ctx, userId).auth)
        .send(payload);
    const early = await patch(landlord.id, { status: 'pending', repair_cost: 3000 });
    expect(early.status).toBe(400);
    expect(early.body.errors).toEqual({ repair_cost: [EXPENSE_MESSAGES.repairCostNeedsResolved] });
    expect((await patch(landlord.id, { status: 'resolved', repair_cost: 0 })).status).toBe(400);

    const caretaker = await createTeamMember(ctx.db, landlord.id, 'caretaker');
    expect((await patch(caretaker.user.id, { status: 'resolved', repair_cost: 3000 })).status).toBe(
      403,
    );
    expect(await ctx.db.expense.count({ where: { reportId: report.id } })).toBe(0);

    expect((await patch(landlord.id, { status: 'resolved', repair_cost: 3000 })).status).toBe(200);
    expect((await patch(landlord.id, { status: 'resolved', repair_cost: 3000 })).status).toBe(200);
    expect((await patch(landlord.id, { status: 'closed', repair_cost: 3500 })).status).toBe(200);
    const expenses = await api(ctx, landlord.id).get('/expenses/');
    expect(expenses.body.count).toBe(1);
    expect(expenses.body.results[0]).toMatchObject({
      category: 'repairs',
      amount: 3000,
      property_id: property.id,
      unit_id: unit.id,
      report_id: report.id,
      note: 'Repair: Burst pipe',
    });
  });
});
