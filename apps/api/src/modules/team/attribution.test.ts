import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createTeamMember } from '../../test/factories.js';
import { testAccessToken } from '../../test/sessions.js';
import { fileReport, housedTenant } from '../communication/test-helpers.js';
import { paidLandlord } from '../ledger/test-helpers.js';
import { landlordWithTenant, manualBody } from '../payments/test/manual-fixtures.js';

// Issue 23 item 4: the activity log records the member who acted (name and role) and filters by
// member; report updates, payments recorded by hand and meter readings say who entered them.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ APP_URL: 'https://pango.example' });
  ctx.clock.now = new Date('2026-11-20T09:00:00Z');
});
afterAll(() => ctx.close());

const auth = (userId: number) =>
  `Bearer ${testAccessToken(ctx.env.JWT_SECRET, userId, 'landlord')}`;
const auditLog = (userId: number, query = '') =>
  request(ctx.app).get(`/api/accounts/audit-log/${query}`).set('Authorization', auth(userId));

describe('who entered it', () => {
  it('names the caretaker who changed a report’s status, in the report and the activity log', async () => {
    const owner = await paidLandlord(ctx.db);
    const { tenant, unit, property } = await housedTenant(ctx.db, owner.id, {
      propertyName: 'Kilimani Heights',
    });
    const home = {
      tenantId: tenant.id,
      landlordId: owner.id,
      unitId: unit.id,
      propertyId: property.id,
    };
    const report = await fileReport(ctx.db, home, { status: 'open', title: 'Leaking tap' });
    const caretaker = await createTeamMember(ctx.db, owner.id, 'caretaker', {
      name: 'Juma Mwangi',
      propertyIds: [property.id],
    });

    const res = await request(ctx.app)
      .patch(`/api/communication/reports/${report.id}/update-status/`)
      .set('Authorization', auth(caretaker.user.id))
      .send({ status: 'pending' });
    expect(res.status).toBe(200);
    expect(res.body.entered_by).toEqual({ name: 'Juma Mwangi', role: 'caretaker' });

    const list = await request(ctx.app)
      .get('/api/communication/reports/')
      .set('Authorization', auth(owner.id));
    expect(list.body.results[0]).toMatchObject({
      id: report.id,
      entered_by: { name: 'Juma Mwangi', role: 'caretaker' },
    });

    // The owner's own change clears it: null means the owner.
    await request(ctx.app)
      .patch(`/api/communication/reports/${report.id}/update-status/`)
      .set('Authorization', auth(owner.id))
      .send({ status: 'resolved' });
    const after = await request(ctx.app)
      .get('/api/communication/reports/')
      .set('Authorization', auth(owner.id));
    expect(after.body.results[0].entered_by).toBeNull();

    const log = await auditLog(owner.id);
    const updates = log.body.results.filter(
      (e: { action: string }) => e.action === 'report.status_updated',
    );
    expect(updates).toHaveLength(2);
    expect(updates[1]).toMatchObject({
      actor: 'Juma Mwangi',
      actor_role: 'caretaker',
      member_id: caretaker.id,
    });
    expect(updates[0]).toMatchObject({ actor_role: 'owner', member_id: null });
  });

  it('names the accountant who recorded a payment by hand', async () => {
    const { landlord, tenant } = await landlordWithTenant(ctx);
    const accountant = await createTeamMember(ctx.db, landlord.id, 'accountant', {
      name: 'Achieng Otieno',
    });
    const res = await request(ctx.app)
      .post('/api/payments/manual/')
      .set('Authorization', auth(accountant.user.id))
      .send(manualBody(tenant.id));
    expect(res.status).toBe(201);
    expect(res.body.entered_by).toEqual({ name: 'Achieng Otieno', role: 'accountant' });

    const list = await request(ctx.app)
      .get('/api/payments/rent-payments/')
      .set('Authorization', auth(landlord.id));
    expect(list.status).toBe(200);
    const row = list.body.results.find((p: { id: number }) => p.id === res.body.id);
    expect(row.entered_by).toEqual({ name: 'Achieng Otieno', role: 'accountant' });

    const entry = await ctx.db.auditLog.findFirstOrThrow({
      where: { action: 'payment.recorded_manually', entityId: String(res.body.id) },
    });
    expect(entry).toMatchObject({
      actorId: accountant.user.id,
      landlordId: landlord.id,
      memberId: accountant.id,
    });
  });

  it('names the caretaker who entered a meter reading', async () => {
    const owner = await paidLandlord(ctx.db);
    const { property, unit } = await housedTenant(ctx.db, owner.id, {
      propertyName: 'Umoja Flats',
    });
    const rules = await request(ctx.app)
      .put(`/api/accounts/properties/${property.id}/billing/`)
      .set('Authorization', auth(owner.id))
      .send({
        rent_due_day: 5,
        grace_days: 0,
        late_fee: { type: 'none' },
        fixed_charges: [{ name: 'Garbage', amount: 300 }],
        metered_charges: [{ name: 'Water', unit: 'm³', rate: 150, minimum_charge: 200 }],
      });
    expect(rules.status).toBe(200);
    const caretaker = await createTeamMember(ctx.db, owner.id, 'caretaker', {
      name: 'Kamau Njoroge',
    });
    const path = `/api/accounts/units/${unit.id}/meter-readings/`;
    const byMember = await request(ctx.app)
      .post(path)
      .set('Authorization', auth(caretaker.user.id))
      .send({ charge: 'Water', reading: 100, read_on: '2026-10-30' });
    expect(byMember.status).toBe(201);
    expect(byMember.body.entered_by).toEqual({ name: 'Kamau Njoroge', role: 'caretaker' });
    const byOwner = await request(ctx.app)
      .post(path)
      .set('Authorization', auth(owner.id))
      .send({ charge: 'Water', reading: 110, read_on: '2026-11-20' });
    expect(byOwner.body.entered_by).toBeNull();

    const list = await request(ctx.app).get(path).set('Authorization', auth(owner.id));
    expect(list.body.results.map((r: { entered_by: unknown }) => r.entered_by)).toEqual([
      null,
      { name: 'Kamau Njoroge', role: 'caretaker' },
    ]);
  });
});

describe('the activity log by member', () => {
  it('filters by member_id, keeps the filter in its page links, and shows nothing for another landlord’s member', async () => {
    const owner = await paidLandlord(ctx.db);
    const other = await paidLandlord(ctx.db);
    const member = await createTeamMember(ctx.db, owner.id, 'property_manager', {
      name: 'Wanjiru Kariuki',
    });
    const stranger = await createTeamMember(ctx.db, other.id, 'property_manager');
    for (let i = 0; i < 21; i += 1) {
      const res = await request(ctx.app)
        .put(`/api/accounts/users/${member.user.id}/update/`)
        .set('Authorization', auth(member.user.id))
        .send({
          first_name: 'Wanjiru',
          last_name: `Kariuki ${i}`,
          email: member.email,
          phone_number: '0722000111',
        });
      expect(res.status).toBe(200);
    }
    await request(ctx.app)
      .put(`/api/accounts/users/${owner.id}/update/`)
      .set('Authorization', auth(owner.id))
      .send({
        first_name: 'Amina',
        last_name: 'Wairimu',
        email: owner.email,
        phone_number: '0722000333',
      });

    const all = await auditLog(owner.id);
    expect(all.body.count).toBe(22);
    const filtered = await auditLog(owner.id, `?member_id=${member.id}`);
    expect(filtered.status).toBe(200);
    expect(filtered.body.count).toBe(21);
    expect(filtered.body.next).toBe(`/api/accounts/audit-log/?page=2&member_id=${member.id}`);
    expect(
      filtered.body.results.every(
        (e: { member_id: number; actor_role: string }) =>
          e.member_id === member.id && e.actor_role === 'property_manager',
      ),
    ).toBe(true);

    const foreign = await auditLog(owner.id, `?member_id=${stranger.id}`);
    expect(foreign.status).toBe(200);
    expect(foreign.body.count).toBe(0);
    expect((await auditLog(owner.id, '?member_id=abc')).status).toBe(400);
  });
});
