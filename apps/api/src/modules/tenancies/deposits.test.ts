import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DepositListSchema, type DepositList } from '@pango/shared';
import type { Db } from '../../lib/db.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createQueryCountingApp } from '../../test/query-counter.js';
import { createTenant } from '../../test/factories.js';
import { bearer, paidLandlord, payment } from '../ledger/test-helpers.js';

// GET /api/accounts/deposits/ (issue 18 item 2): deposits held per tenancy, with totals per property.

let ctx: TestContext;
let counting: ReturnType<typeof createQueryCountingApp>;
beforeAll(async () => {
  ctx = await createTestContext();
  counting = createQueryCountingApp(ctx);
});
afterAll(async () => {
  await counting.close();
  await ctx.close();
});

const deposits = (userId: number, query = '', role: 'landlord' | 'tenant' = 'landlord') =>
  request(ctx.app)
    .get(`/api/accounts/deposits/${query}`)
    .set('Authorization', bearer(ctx, userId, role));

async function property(db: Db, landlordId: number, name: string) {
  return db.property.create({
    data: {
      landlordId,
      name,
      address: `${name} Rd`,
      city: 'Nairobi',
      state: 'Nairobi',
      unitCount: 9,
    },
  });
}

/** A tenant housed in a new unit whose agreed deposit is `deposit` (the trigger opens the tenancy). */
async function housed(
  db: Db,
  home: { id: number; landlordId: number },
  unitNumber: string,
  deposit: number,
  fullName: string,
) {
  const tenant = await createTenant(db, home.landlordId);
  await db.user.update({ where: { id: tenant.id }, data: { fullName } });
  const unit = await db.unit.create({
    data: {
      landlordId: home.landlordId,
      propertyId: home.id,
      unitNumber,
      roomType: '1-bedroom',
      rent: 10000,
      deposit,
      isAvailable: false,
      currentTenantId: tenant.id,
    },
  });
  const tenancy = await db.tenancy.findFirstOrThrow({ where: { unitId: unit.id } });
  const pay = (amount: number, status: 'completed' | 'failed' = 'completed') =>
    payment(db, {
      landlordId: home.landlordId,
      tenantId: tenant.id,
      unitId: unit.id,
      amount,
      kind: 'deposit',
      status,
      description: 'Deposit payment',
    });
  return { tenant, unit, tenancy, pay };
}

/** Moves the tenant out (the trigger ends the tenancy) and stores the settlement as move-out would. */
async function movedOut(
  db: Db,
  home: Awaited<ReturnType<typeof housed>>,
  settlement: { refundDue: number; refundAmount?: number },
) {
  await db.unit.update({ where: { id: home.unit.id }, data: { currentTenantId: null } });
  await db.tenancy.update({
    where: { id: home.tenancy.id },
    data: {
      status: 'ended',
      refundDue: settlement.refundDue,
      refundAmount: settlement.refundAmount ?? null,
    },
  });
}

async function portfolio() {
  const landlord = await paidLandlord(ctx.db);
  const kilimani = await property(ctx.db, landlord.id, 'Kilimani Heights');
  const westlands = await property(ctx.db, landlord.id, 'Westlands Court');

  const amina = await housed(ctx.db, kilimani, 'A1', 20000, 'Amina Wanjiru');
  await amina.pay(15000);
  await amina.pay(5000, 'failed');
  const brian = await housed(ctx.db, kilimani, 'A2', 10000, 'Brian Otieno');
  await brian.pay(10000);
  await movedOut(ctx.db, brian, { refundDue: 6000 });

  const chebet = await housed(ctx.db, westlands, 'B1', 12000, 'Chebet Kiprop');
  await chebet.pay(12000);
  await movedOut(ctx.db, chebet, { refundDue: 12000, refundAmount: 12000 });
  const daudi = await housed(ctx.db, westlands, 'B2', 8000, 'Daudi Mwangi');
  await daudi.pay(8000);
  await movedOut(ctx.db, daudi, { refundDue: 0 });
  // No deposit agreed and none paid: not a deposit the landlord holds.
  await housed(ctx.db, westlands, 'B3', 0, 'Esther Njeri');
  // None agreed, but one paid by hand: it is held all the same.
  const faith = await housed(ctx.db, westlands, 'B4', 0, 'Faith Achieng');
  await faith.pay(3000);

  return { landlord, kilimani, westlands, amina, brian, chebet, daudi, faith };
}

let world: Awaited<ReturnType<typeof portfolio>>;
beforeAll(async () => {
  world = await portfolio();
});

describe('GET /api/accounts/deposits/', () => {
  it('lists each tenancy with what it agreed, what it holds and the deposit status', async () => {
    const res = await deposits(world.landlord.id);
    expect(res.status).toBe(200);
    const body: DepositList = DepositListSchema.parse(res.body);
    // Running tenancies first, newest first; then ended ones.
    expect(
      body.results.map((r) => [r.tenant.full_name, r.amount_agreed, r.amount_held, r.status]),
    ).toEqual([
      ['Faith Achieng', 0, 3000, 'held'],
      ['Amina Wanjiru', 20000, 15000, 'held'],
      ['Daudi Mwangi', 8000, 8000, 'applied'],
      ['Chebet Kiprop', 12000, 12000, 'refunded'],
      ['Brian Otieno', 10000, 10000, 'refund_due'],
    ]);
    expect(body.count).toBe(5);
    expect(body.next_page).toBeNull();
    expect(body.results[1]).toMatchObject({
      tenancy_id: world.amina.tenancy.id,
      tenant: { id: world.amina.tenant.id, full_name: 'Amina Wanjiru' },
      unit: {
        id: world.amina.unit.id,
        unit_number: 'A1',
        property_id: world.kilimani.id,
        property_name: 'Kilimani Heights',
      },
      tenancy_status: 'active',
      refund_due: null,
      end_date: null,
    });
    expect(body.results[4]).toMatchObject({ tenancy_status: 'ended', refund_due: 6000 });
    expect(body.results[4]!.end_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('totals what is held and what is owed back per property, and overall', async () => {
    const { body } = await deposits(world.landlord.id);
    expect(body.totals).toEqual({
      held: 15000 + 3000,
      refund_due: 6000,
      tenancies: 5,
      properties: [
        {
          property_id: world.kilimani.id,
          property_name: 'Kilimani Heights',
          held: 15000,
          refund_due: 6000,
          tenancies: 2,
        },
        {
          property_id: world.westlands.id,
          property_name: 'Westlands Court',
          held: 3000,
          refund_due: 0,
          tenancies: 3,
        },
      ],
    });
  });

  it('filters by property, in the list and the totals', async () => {
    const res = await deposits(world.landlord.id, `?property_id=${world.kilimani.id}`);
    expect(res.status).toBe(200);
    expect(
      res.body.results.map((r: { unit: { unit_number: string } }) => r.unit.unit_number),
    ).toEqual(['A1', 'A2']);
    expect(res.body.totals).toMatchObject({ held: 15000, refund_due: 6000, tenancies: 2 });
    expect(res.body.totals.properties).toHaveLength(1);
    const all = await deposits(world.landlord.id, '?property_id=');
    expect(all.body.count).toBe(5);
  });

  it('pages in a stable order, with totals over every page', async () => {
    const first = await deposits(world.landlord.id, '?page_size=2');
    const second = await deposits(world.landlord.id, '?page_size=2&page=2');
    const third = await deposits(world.landlord.id, '?page_size=2&page=3');
    expect([first.body.next_page, second.body.next_page, third.body.next_page]).toEqual([
      2,
      3,
      null,
    ]);
    const names = [first, second, third].flatMap((r) =>
      r.body.results.map((row: { tenant: { full_name: string } }) => row.tenant.full_name),
    );
    expect(names).toEqual([
      'Faith Achieng',
      'Amina Wanjiru',
      'Daudi Mwangi',
      'Chebet Kiprop',
      'Brian Otieno',
    ]);
    expect(third.body.totals.held).toBe(18000);
    expect((await deposits(world.landlord.id, '?page_size=101')).status).toBe(400);
  });

  it('costs the same number of statements for one tenancy and for many', async () => {
    const small = await paidLandlord(ctx.db);
    const home = await property(ctx.db, small.id, 'Ngong Road Flats');
    await (await housed(ctx.db, home, 'N1', 5000, 'Grace Mutua')).pay(5000);
    const count = (landlordId: number) =>
      counting.count(async () => {
        const res = await request(counting.app)
          .get('/api/accounts/deposits/')
          .set('Authorization', bearer(ctx, landlordId, 'landlord'));
        expect(res.status).toBe(200);
      });
    const one = await count(small.id);
    const many = await count(world.landlord.id);
    expect(many).toBe(one);
  });

  it("404s another landlord's property, 400s a bad id, refuses tenants and strangers", async () => {
    const stranger = await paidLandlord(ctx.db);
    const theirs = await property(ctx.db, stranger.id, 'Elsewhere');
    const foreign = await deposits(world.landlord.id, `?property_id=${theirs.id}`);
    expect(foreign.status).toBe(404);
    // The stranger sees none of this landlord's deposits, even naming their property.
    expect((await deposits(stranger.id)).body).toMatchObject({ count: 0, results: [] });
    expect((await deposits(stranger.id, `?property_id=${world.kilimani.id}`)).status).toBe(404);

    const bad = await deposits(world.landlord.id, '?property_id=abc');
    expect(bad.status).toBe(400);
    expect(bad.body.errors.property_id).toBeDefined();

    expect((await deposits(world.amina.tenant.id, '', 'tenant')).status).toBe(403);
    expect((await request(ctx.app).get('/api/accounts/deposits/')).status).toBe(401);
  });

  it('answers a landlord with no deposits with an empty list and zero totals', async () => {
    const landlord = await paidLandlord(ctx.db);
    const res = await deposits(landlord.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      count: 0,
      next_page: null,
      results: [],
      totals: { held: 0, refund_due: 0, tenancies: 0, properties: [] },
    });
  });
});
