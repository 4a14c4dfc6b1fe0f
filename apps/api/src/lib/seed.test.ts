// seed() from scripts/lib/seed.mjs: the demo data, loaded once, readable through the generated client.
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, PENDING_ORDER_TRACKING_ID, seed } from '../../../../scripts/lib/seed.mjs';
import { createTestSchema, withClient } from '../test/db-schema.js';
import { createPrisma } from './db.js';

const cleanups: Array<() => Promise<void>> = [];

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
}, 60_000);

describe('seed()', () => {
  it('creates the demo data once and is a no-op the second time', async () => {
    const target = await createTestSchema('db_seed');
    cleanups.push(target.drop);
    const counts = () =>
      withClient(
        target.databaseUrl,
        async (c) =>
          (
            await c.query(`SELECT (SELECT count(*) FROM "users")::int AS users, (SELECT count(*) FROM "payments")::int AS payments,
                                  (SELECT count(*) FROM "rent_ledger_entries")::int AS ledger, (SELECT count(*) FROM "units")::int AS units,
                                  (SELECT count(*) FROM "reports")::int AS reports`)
          ).rows[0],
        target.schema,
      );

    expect(await seed(target.databaseUrl, { schema: target.schema })).toEqual({ seeded: true });
    const first = await counts();
    expect(await seed(target.databaseUrl, { schema: target.schema })).toEqual({ seeded: false });
    expect(await counts()).toEqual(first);
    expect(first).toMatchObject({ users: 3, payments: 4, units: 10, reports: 2 });

    // The seeded data reads back through the generated client.
    const db = createPrisma(target.databaseUrl, target.schema);
    try {
      const landlord = await db.user.findUniqueOrThrow({
        where: { email: 'landlord@pango.test' },
        include: { landlordProfile: true, subscription: true, properties: true },
      });
      expect(landlord.fullName).toBe('Wanjiku Kamau');
      expect(landlord.landlordProfile?.landlordCode).toBe('PNG-DEMO1');
      expect(landlord.subscription).toMatchObject({ plan: 'free', isActive: true });
      expect(landlord.properties.map((p) => p.name).sort()).toEqual([
        'Kilimani Heights',
        'Riverside Court',
      ]);
      const tenant = await db.user.findUniqueOrThrow({
        where: { email: 'tenant@pango.test' },
        include: { currentUnit: true, tenantPayments: true },
      });
      expect(tenant.currentUnit?.isAvailable).toBe(false);
      expect(
        tenant.tenantPayments
          .filter((p) => p.status === 'completed')
          .map((p) => p.kind)
          .sort(),
      ).toEqual(['deposit', 'rent', 'rent']);
      // The two credited rent payments have receipts RCT-000001 and -000002 (issue 19), oldest first.
      expect(
        tenant.tenantPayments
          .filter((p) => p.kind === 'rent' && p.status === 'completed')
          .sort((x, y) => Number(x.completedAt) - Number(y.completedAt))
          .map((p) => p.receiptNumber),
      ).toEqual([1, 2]);
      expect(
        await db.receiptCounter.findUniqueOrThrow({ where: { landlordId: landlord.id } }),
      ).toMatchObject({ lastNumber: 2 });
      const open = tenant.tenantPayments.filter((p) => p.status === 'pending');
      expect(open).toHaveLength(1);
      // The open payment sits on the sandbox (stored as Pesapal), with the sandbox's own order.
      expect(open[0]).toMatchObject({
        kind: 'rent',
        provider: 'pesapal',
        orderTrackingId: PENDING_ORDER_TRACKING_ID,
      });
      expect(
        await db.sandboxOrder.findUniqueOrThrow({
          where: { trackingId: PENDING_ORDER_TRACKING_ID },
        }),
      ).toMatchObject({
        status: 'pending',
        amount: open[0]?.amount,
        merchantReference: open[0]?.merchantReference,
        callbackUrl: expect.stringMatching(
          new RegExp(`/tenant/payments\\?payment=${open[0]?.id}$`),
        ),
      });
      const balance = await db.rentLedgerEntry.aggregate({
        where: { tenantId: tenant.id },
        _sum: { amount: true },
      });
      expect(balance._sum.amount).toBe(tenant.currentUnit?.rent); // current month charged, not yet paid
      const pending = await db.user.findUniqueOrThrow({
        where: { email: 'pending@pango.test' },
        include: { applications: { include: { unit: true } } },
      });
      expect(pending).toMatchObject({ isActive: false, approvalStatus: 'pending' });
      expect(pending.applications[0]).toMatchObject({ status: 'pending' });
      // A pending application reserves its unit (the unit-reservation decision).
      expect(pending.applications[0]?.unit.isAvailable).toBe(false);
      expect(DEMO_ACCOUNTS.map((a) => a.email)).toEqual([
        'landlord@pango.test',
        'tenant@pango.test',
        'pending@pango.test',
      ]);
    } finally {
      await db.$disconnect();
    }
  }, 60_000);
});
