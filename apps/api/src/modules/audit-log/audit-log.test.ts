import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTION_LABELS, AUDIT_LOG_MESSAGES, AUDIT_LOG_PAGE_SIZE } from '@pango/shared';
import { AUDIT_ACTIONS, recordAudit } from '../../lib/audit.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import {
  createLandlord,
  createPropertyWithUnit,
  createTenant,
  TEST_PASSWORD,
} from '../../test/factories.js';

// The landlord's Activity log: their own entries only, newest first, with who, what, before and
// after, and where from; the landlord of an entry is filled in from its actor.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const AGENT = 'Mozilla/5.0 (Linux; Android 13) PangoTest/1.0';

async function signIn(email: string, userType: 'landlord' | 'tenant') {
  const res = await request(ctx.app)
    .post('/api/accounts/token/')
    .send({ email, password: TEST_PASSWORD, user_type: userType });
  expect(res.status).toBe(200);
  return `Bearer ${res.body.access as string}`;
}

const auditLog = (auth: string, page?: string) =>
  request(ctx.app)
    .get(`/api/accounts/audit-log/${page === undefined ? '' : `?page=${page}`}`)
    .set('Authorization', auth);

async function landlordWithTenant() {
  const landlord = await createLandlord(ctx.db, { fullName: 'Amina Wairimu' });
  const tenant = await createTenant(ctx.db, landlord.id);
  const { unit } = await createPropertyWithUnit(ctx.db, landlord.id, { tenantId: tenant.id });
  return {
    landlord,
    tenant,
    unit,
    auth: await signIn(landlord.email, 'landlord'),
    tenantAuth: await signIn(tenant.email, 'tenant'),
  };
}

describe('GET /api/accounts/audit-log/', () => {
  it("lists the landlord's actions and their tenants', newest first, with before, after and origin", async () => {
    const { landlord, tenant, auth, tenantAuth } = await landlordWithTenant();
    const till = await request(ctx.app)
      .patch('/api/accounts/till-number/update/')
      .set('Authorization', auth)
      .set('User-Agent', AGENT)
      .send({ mpesa_till_number: '5123456' });
    expect(till.status).toBe(200);
    // A tenant's own change: recorded without a landlord by its service, filled in from the actor.
    const moved = await request(ctx.app)
      .patch('/api/accounts/tenant/move-in-date/')
      .set('Authorization', tenantAuth)
      .send({ move_in_date: '2026-01-15' });
    expect(moved.status).toBe(200);

    const res = await auditLog(auth);
    expect(res.status).toBe(200);
    const [newest, tillEntry] = res.body.results;
    expect(newest).toMatchObject({
      action: 'tenant.move_in_date_updated',
      action_label: 'Move-in date changed',
      actor: tenant.fullName,
      target: { entity_type: 'tenant_profile', id: String(tenant.id) },
      before: null,
      after: '2026-01-15',
    });
    expect(tillEntry).toMatchObject({
      action: 'account.till_number_updated',
      action_label: 'M-Pesa till number changed',
      actor: landlord.fullName,
      target: { entity_type: 'landlord_profile' },
      before: null,
      after: '5123456',
      ip: expect.stringMatching(/127\.0\.0\.1$/),
      user_agent: AGENT,
    });
    expect(new Date(tillEntry.created_at).toISOString()).toBe(tillEntry.created_at);
    expect(newest.id).toBeGreaterThan(tillEntry.id);
    // Their sign-ins are there too (security events), the landlord's and the tenant's.
    const actions = res.body.results.map((entry: { action: string }) => entry.action);
    expect(actions.filter((action: string) => action === 'auth.login')).toHaveLength(2);
  });

  it("never shows another landlord's entries; a tenant gets 403 and no token 401", async () => {
    const mine = await landlordWithTenant();
    const theirs = await landlordWithTenant();
    await request(ctx.app)
      .patch('/api/accounts/till-number/update/')
      .set('Authorization', theirs.auth)
      .send({ mpesa_till_number: '5999999' });
    const res = await auditLog(mine.auth);
    expect(res.status).toBe(200);
    const foreign = await ctx.db.auditLog.findMany({
      where: { landlordId: theirs.landlord.id },
      select: { id: true },
    });
    expect(foreign.length).toBeGreaterThan(0);
    const shown = new Set(res.body.results.map((entry: { id: number }) => entry.id));
    expect(foreign.filter((entry) => shown.has(entry.id))).toEqual([]);
    expect(JSON.stringify(res.body)).not.toContain('5999999');

    const asTenant = await auditLog(mine.tenantAuth);
    expect(asTenant.status).toBe(403);
    const anonymous = await request(ctx.app).get('/api/accounts/audit-log/');
    expect(anonymous.status).toBe(401);
  });

  it('pages 20 at a time with next and previous; past the end is 404, a bad page 400', async () => {
    const landlord = await createLandlord(ctx.db);
    const auth = await signIn(landlord.email, 'landlord');
    for (let i = 0; i < 30; i += 1)
      await recordAudit(ctx.db, {
        actorId: landlord.id,
        action: AUDIT_ACTIONS.unitRentUpdated,
        entityType: 'unit',
        entityId: i,
        data: { before: { rent: 10_000 + i }, after: { rent: 10_001 + i } },
      });
    const count = await ctx.db.auditLog.count({ where: { landlordId: landlord.id } });
    expect(count).toBe(31); // the 30 and the sign-in

    const first = await auditLog(auth);
    expect(first.body).toMatchObject({
      count,
      next: '/api/accounts/audit-log/?page=2',
      previous: null,
    });
    expect(AUDIT_LOG_PAGE_SIZE).toBe(20);
    expect(first.body.results).toHaveLength(20);
    expect(first.body.results[0]).toMatchObject({
      action_label: 'Rent changed',
      target: { entity_type: 'unit', id: '29' },
      before: { rent: 10_029 },
      after: { rent: 10_030 },
      ip: null,
      user_agent: null,
    });
    const second = await auditLog(auth, '2');
    expect(second.body).toMatchObject({
      count,
      next: null,
      previous: '/api/accounts/audit-log/?page=1',
    });
    expect(second.body.results).toHaveLength(count - AUDIT_LOG_PAGE_SIZE);
    const ids = [...first.body.results, ...second.body.results].map((e: { id: number }) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(count);

    const past = await auditLog(auth, '3');
    expect(past.status).toBe(404);
    expect(past.body.detail).toBe(AUDIT_LOG_MESSAGES.invalidPage);
    for (const bad of ['0', 'abc', '1.5', '-1', '99999999'])
      expect((await auditLog(auth, bad)).status).toBe(400);
  });

  it('names the system as the actor of an entry nobody signed in made', async () => {
    const landlord = await createLandlord(ctx.db);
    const auth = await signIn(landlord.email, 'landlord');
    await recordAudit(ctx.db, {
      actorId: null,
      landlordId: landlord.id,
      action: AUDIT_ACTIONS.paymentCompleted,
      entityType: 'payment',
      entityId: 7,
      data: { kind: 'deposit', before: { status: 'pending' }, after: { status: 'completed' } },
    });
    const [entry] = (await auditLog(auth)).body.results;
    expect(entry).toMatchObject({
      actor: 'System',
      action_label: 'Payment received',
      before: { status: 'pending' },
      after: { status: 'completed' },
    });
  });

  it('never shows the signup session id kept with the registration entry', async () => {
    const landlord = await createLandlord(ctx.db);
    const auth = await signIn(landlord.email, 'landlord');
    await recordAudit(ctx.db, {
      actorId: landlord.id,
      action: AUDIT_ACTIONS.accountRegistered,
      entityType: 'user',
      entityId: landlord.id,
      data: { role: 'landlord', session_id: '3f0c4b7e-6a57-4d1e-9a53-2f7a8f0e9b11' },
    });
    const res = await auditLog(auth);
    const registered = res.body.results.find(
      (e: { action: string }) => e.action === 'account.registered',
    );
    expect(registered.after).toEqual({ role: 'landlord' });
    expect(JSON.stringify(res.body)).not.toContain('3f0c4b7e');
  });
});

describe('recordAudit', () => {
  it("files an entry under the actor's landlord, inside the caller's transaction", async () => {
    const landlord = await createLandlord(ctx.db);
    const entry = { action: AUDIT_ACTIONS.accountUpdated, entityType: 'user' } as const;
    const landlordOf = async (actorId: number | null, landlordId?: number | null) => {
      await recordAudit(ctx.db, {
        ...entry,
        actorId,
        ...(landlordId === undefined ? {} : { landlordId }),
      });
      const row = await ctx.db.auditLog.findFirstOrThrow({ orderBy: { id: 'desc' } });
      return row.landlordId;
    };
    expect(await landlordOf(landlord.id)).toBe(landlord.id);
    expect(await landlordOf(null)).toBeNull();
    const other = await createLandlord(ctx.db);
    expect(await landlordOf(landlord.id, other.id)).toBe(other.id);
    expect(await landlordOf(landlord.id, null)).toBeNull();

    // A tenant created in the same, uncommitted transaction (as at sign-up) is found through it.
    const written = await ctx.db.$transaction(async (tx) => {
      const tenant = await tx.user.create({
        data: {
          email: `tx-tenant-${Date.now()}@example.test`,
          passwordHash: 'x',
          fullName: 'Wanjiru Kamau',
          role: 'tenant',
          tenantProfile: {
            create: {
              landlordId: landlord.id,
              nationalId: '11112222',
              phoneNumber: '0711000000',
              emergencyContact: '0722000000',
              bookingId: `BK-TX${Date.now()}`,
            },
          },
        },
      });
      await recordAudit(tx, { ...entry, actorId: tenant.id });
      return tx.auditLog.findFirstOrThrow({ where: { actorId: tenant.id } });
    });
    expect(written.landlordId).toBe(landlord.id);
  });

  it('has a readable label for every action the API records', () => {
    const missing = Object.values(AUDIT_ACTIONS).filter((action) => !AUDIT_ACTION_LABELS[action]);
    expect(missing).toEqual([]);
  });
});
