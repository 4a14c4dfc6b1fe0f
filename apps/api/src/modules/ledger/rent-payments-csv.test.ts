import { get as httpGet, type ClientRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import fc from 'fast-check';
import pg from 'pg';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeCsvText } from '../../lib/csv-export.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createPropertyWithUnit, createTeamMember, createTenant } from '../../test/factories.js';
import type { Actor } from '../../lib/auth.js';
import { paymentRowSelect, toRentPaymentRow, visiblePayments } from './rent-payments.service.js';
import { bearer, paidLandlord, parseCsv, payment } from './test-helpers.js';

// Issue 26 item 4: the export is now Postgres' COPY … TO STDOUT (rent-payments-csv.service.ts).
// Its bytes must be the ones users got before, when each row went through Prisma and csv-stringify:
// `referenceCsv` below is that path, kept here as the oracle.

let ctx: TestContext;
let landlord: Awaited<ReturnType<typeof paidLandlord>>;
beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.now = new Date('2034-06-10T09:00:00Z');
  landlord = await paidLandlord(ctx.db);
});
afterAll(() => ctx.close());

const asLandlord = () => bearer(ctx, landlord.id, 'landlord');
const csvOf = async (query = '', auth = asLandlord()) => {
  const res = await request(ctx.app)
    .get(`/api/payments/rent-payments/csv/${query}`)
    .set('Authorization', auth)
    .buffer(true);
  expect(res.status).toBe(200);
  return res.text;
};

/** The export as the Prisma and csv-stringify path wrote it (before issue 26). */
async function referenceCsv(actor: Actor, propertyId?: number | number[]): Promise<string> {
  const rows = await ctx.db.payment.findMany({
    where: await visiblePayments(ctx.db, actor, propertyId),
    select: paymentRowSelect,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
  const records = rows.map(toRentPaymentRow).map((row) => ({
    id: row.id,
    client: safeCsvText(row.tenant_name),
    property: safeCsvText(row.property_name),
    unit: safeCsvText(row.unit_number),
    amount: row.amount,
    type: row.transaction_type,
    status: row.status,
    method: row.payment_method,
    reference: row.reference_number,
    receipt: row.mpesa_receipt ?? '',
    description: safeCsvText(row.description),
    date: row.created_at,
    completed: row.completed_at ?? '',
  }));
  const headers = ['Payment ID', 'Client', 'Property', 'Unit', 'Amount (KSh)', 'Type', 'Status'];
  headers.push('Method', 'Reference', 'M-Pesa Receipt', 'Description', 'Date', 'Completed At');
  const keys = ['id', 'client', 'property', 'unit', 'amount', 'type', 'status', 'method'];
  keys.push('reference', 'receipt', 'description', 'date', 'completed');
  const columns = keys.map((key, i) => ({ key, header: headers[i] ?? key }));
  return stringify(records, { header: true, columns });
}

const AWKWARD = [
  'Wanjiru, Amina',
  '"Quoted" Name',
  'Line\nbreak',
  'Windows\r\nline',
  '=HYPERLINK("http://x")',
  '+254700000000',
  '-5',
  '@SUM(A1)',
  '\tTabbed',
  '\rCarriage first',
  " 'leading space",
  'Kiswahili: Nyumba ya Wageni 🏠 é',
  '',
];

describe('GET /api/payments/rent-payments/csv/ from COPY', () => {
  it('writes the same bytes as before on awkward rows', async () => {
    const { property, unit } = await createPropertyWithUnit(ctx.db, landlord.id);
    await ctx.db.property.update({
      where: { id: property.id },
      data: { name: '=Kilimani, "Heights"' },
    });
    await ctx.db.unit.update({ where: { id: unit.id }, data: { unitNumber: '-A1' } });
    const statuses = ['pending', 'processing', 'completed', 'failed', 'cancelled'] as const;
    for (const [i, text] of AWKWARD.entries()) {
      const tenant = await createTenant(ctx.db, landlord.id);
      await ctx.db.user.update({ where: { id: tenant.id }, data: { fullName: text } });
      await payment(ctx.db, {
        landlordId: landlord.id,
        tenantId: tenant.id,
        unitId: unit.id,
        amount: (i + 1) * 1234,
        kind: i % 3 === 0 ? 'deposit' : 'rent',
        status: statuses[i % statuses.length],
        description: AWKWARD[AWKWARD.length - 1 - i],
        // Either side of Nairobi midnight (21:00 UTC), and of its new year.
        createdAt: new Date(Date.UTC(2034, 4, 31, 20, 59, 59, 999) + i * 3_600_000),
        completedAt: i % 2 ? null : new Date(Date.UTC(2034, 11, 31, 21, 0, 0, 0) + i),
      });
    }
    // A signup deposit: no tenant or unit yet, named by the form's payer (an empty name, then email).
    for (const payerName of [null, '', '@payer']) {
      const p = await payment(ctx.db, {
        landlordId: landlord.id,
        tenantId: null,
        unitId: null,
        amount: 5000,
        kind: 'deposit',
      });
      await ctx.db.payment.update({
        where: { id: p.id },
        data: { payerName, payerEmail: 'payer@example.test', description: null },
      });
    }
    // Recorded by hand: the landlord's reference wins; an empty method and receipt stay empty.
    const manual = await payment(ctx.db, {
      landlordId: landlord.id,
      tenantId: null,
      unitId: unit.id,
      amount: 700,
    });
    await ctx.db.payment.update({
      where: { id: manual.id },
      data: { manualReference: 'CHQ, "001"', paymentMethod: '', mpesaReceipt: '' },
    });

    const owner: Actor = { userId: landlord.id, role: 'landlord' };
    const all = await csvOf();
    expect(all).toBe(await referenceCsv(owner));
    expect(all).toContain(`"'=Kilimani, ""Heights"""`);
    expect(all).toContain('2034-05-31T20:59:59.999Z');
    expect(all).toContain('2034-05-31T21:59:59.999Z');
    const oneProperty = await csvOf(`?property_id=${property.id}`);
    expect(oneProperty).toBe(await referenceCsv(owner, property.id));
    expect(parseCsv(oneProperty)).toHaveLength(AWKWARD.length + 1);
  });

  it('writes the same bytes for any text in names and descriptions', async () => {
    const { property, unit } = await createPropertyWithUnit(ctx.db, landlord.id);
    const tenant = await createTenant(ctx.db, landlord.id);
    const row = await payment(ctx.db, {
      landlordId: landlord.id,
      tenantId: tenant.id,
      unitId: unit.id,
      amount: 100,
    });
    const owner: Actor = { userId: landlord.id, role: 'landlord' };
    const awkward = fc.string({
      unit: fc.constantFrom(
        '=',
        '+',
        '-',
        '@',
        '\t',
        '\r',
        '\n',
        ',',
        '"',
        "'",
        ' ',
        'a',
        'é',
        '🏠',
      ),
      maxLength: 6,
    });
    const text = fc.oneof(awkward, fc.string({ unit: 'grapheme', maxLength: 12 }));
    await fc.assert(
      fc.asyncProperty(text, text, text, async (name, description, unitNumber) => {
        const clean = (s: string) => s.replaceAll('\u0000', '');
        await ctx.db.user.update({ where: { id: tenant.id }, data: { fullName: clean(name) } });
        await ctx.db.unit.update({
          where: { id: unit.id },
          data: { unitNumber: clean(unitNumber) },
        });
        await ctx.db.payment.update({
          where: { id: row.id },
          data: { description: clean(description) },
        });
        expect(await csvOf(`?property_id=${property.id}`)).toBe(
          await referenceCsv(owner, property.id),
        );
      }),
      { numRuns: 40 },
    );
  });

  it('keeps a member to their properties, and writes the header alone when nothing is there', async () => {
    const { property: theirs, unit } = await createPropertyWithUnit(ctx.db, landlord.id);
    const { property: empty } = await createPropertyWithUnit(ctx.db, landlord.id);
    await payment(ctx.db, { landlordId: landlord.id, tenantId: null, unitId: unit.id, amount: 42 });
    const member = await createTeamMember(ctx.db, landlord.id, 'accountant', {
      propertyIds: [theirs.id, empty.id],
    });
    const auth = bearer(ctx, member.user.id, 'landlord');
    const actor: Actor = { userId: landlord.id, role: 'landlord' };
    const scoped = await csvOf('', auth);
    expect(parseCsv(scoped).map((r) => r['Amount (KSh)'])).toEqual(['42']);
    // The reference reads the same scope the route gives the member: their two properties.
    expect(scoped).toBe(await referenceCsv(actor, [theirs.id, empty.id]));
    const none = await csvOf(`?property_id=${empty.id}`, auth);
    expect(none).toBe(await referenceCsv(actor, empty.id));
    expect(none.split('\n')).toHaveLength(2);
  });

  describe('a long export', () => {
    let url = '';
    let path = '';
    let server: Server;
    beforeAll(async () => {
      const { property, unit } = await createPropertyWithUnit(ctx.db, landlord.id);
      // Inserted by SQL: Prisma's createMany takes tens of seconds for this many.
      await withClient((client) =>
        client.query(
          `INSERT INTO "${ctx.env.DATABASE_SCHEMA}".payments
             (kind, amount, provider, landlord_id, unit_id, merchant_reference, status, description,
              created_at, updated_at)
           SELECT 'rent', 5000, 'pesapal', $1::int, $2::int, 'LONG-' || $2::int || '-' || i,
                  'completed', 'A line long enough to fill the socket buffers soon', now(), now()
             FROM generate_series(1, 30000) AS i`,
          [landlord.id, unit.id],
        ),
      );
      server = await listening(ctx.app.listen(0, '127.0.0.1'));
      path = `/api/payments/rent-payments/csv/?property_id=${property.id}`;
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
    });
    afterAll(() => new Promise((resolve) => server.close(resolve)));

    const download = () => request(ctx.app).get(path).set('Authorization', asLandlord());

    it('gives its connection back when clients go away mid-stream', async () => {
      // More aborted downloads than the export pool has connections (COPY_POOL_MAX = 2).
      for (let i = 0; i < 4; i += 1) {
        const { req } = await firstChunk(url, asLandlord());
        req.destroy();
      }
      const res = await download().buffer(true);
      expect(res.status).toBe(200);
      expect(res.text.split('\n')).toHaveLength(30_002);
      // No server process is left inside an abandoned COPY.
      expect(await copiesStillRunning()).toBe(0);
    });

    it('answers 503 before any byte when every export connection is taken, then serves again', async () => {
      // Two exports that took the process's two COPY connections and have not run yet hold them.
      // (Two downloads that merely stopped reading did not always: loopback's socket buffers can
      // take a whole export, whose COPY then ends and gives its connection back.)
      const held = [
        await ctx.deps.copyOut.open('COPY (SELECT 1) TO STDOUT'),
        await ctx.deps.copyOut.open('COPY (SELECT 1) TO STDOUT'),
      ];
      try {
        const refused = await download();
        expect(refused.status).toBe(503);
        expect(refused.headers['retry-after']).toBeDefined();
        expect(refused.headers['content-disposition']).toBeUndefined();
      } finally {
        // Running them gives the connections back.
        for (const run of held) await run(new PassThrough().resume());
      }
      expect((await download()).status).toBe(200);
    });
  });
});

function listening(server: Server): Promise<Server> {
  return new Promise((resolve) => server.once('listening', () => resolve(server)));
}

/** Starts a download and reads its first chunk; the rest waits (backpressure) until `req` ends. */
function firstChunk(url: string, authorization: string): Promise<{ req: ClientRequest }> {
  return new Promise((resolve, reject) => {
    const req = httpGet(url, { headers: { authorization } }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`status ${res.statusCode}`));
      res.once('data', () => {
        res.pause();
        resolve({ req });
      });
    });
    req.on('error', () => {});
  });
}

/** COPY statements of this file's schema a server process still runs, after a moment to notice. */
function copiesStillRunning(): Promise<number> {
  return withClient(async (client) => {
    for (let attempt = 0; ; attempt += 1) {
      const { rows } = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE pid <> pg_backend_pid() AND state = 'active' AND query LIKE 'COPY (SELECT%'
            AND position($1 in query) > 0`,
        [`"${ctx.env.DATABASE_SCHEMA}".`],
      );
      const n = rows[0]?.n ?? 0;
      if (n === 0 || attempt === 20) return n;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
}

async function withClient<T>(use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ctx.env.DATABASE_URL });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}
