import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUDIT_ACTIONS } from '../../lib/audit.js';
import { startEmbeddedPostgres } from '../../../../../scripts/lib/embedded-postgres.mjs';
import { migrate } from '../../../../../scripts/lib/migrate.mjs';
import { createApp } from '../../app.js';
import { loadEnv } from '../../config/env.js';
import { createPrisma, type Db } from '../../lib/db.js';
import { createCopyOut } from '../../lib/copy-out.js';
import type { Deps } from '../../lib/deps.js';
import { createLogger } from '../../lib/logger.js';
import { createMailer } from '../../lib/mailer.js';
import { createLocalFileStorage } from '../../lib/storage.js';
import { startDarajaFake, type DarajaFake } from '../../test/fakes/daraja-fake-server.js';
import { startPesapalFake, type PesapalFake } from '../../test/fakes/pesapal-fake-server.js';
import { reconcilePendingPayments } from './reconcile.service.js';
import {
  closeServer,
  listen,
  signIn,
  tenantWithRent,
  type Harness,
} from './test/payments-fixtures.js';

// Issue 22 item 2: Postgres stops and starts again while Pesapal IPNs and Daraja STK callbacks
// keep arriving. While it is down the API answers 503 in the one error shape (a provider gets the
// answer its contract expects), /readyz says so, and nothing is half written: a payment is either
// completed with its ledger credit, receipt number, audit row and receipt email, or none of them.
// Once it is back the providers repeat themselves (and reconciliation asks about the callbacks we
// acknowledged while down): every paid payment is credited exactly once, with no restart.

const CALLBACK_TOKEN = 'db-outage-callback-token-0123456789';
const PAYMENTS_PER_PROVIDER = 4;

type Embedded = Awaited<ReturnType<typeof startEmbeddedPostgres>>;
type Started = { id: number; tenantId: number; email: string; provider: 'pesapal' | 'mpesa' };
type Hit = { what: string; status: number; body: unknown; wasDownThroughout: boolean };

let dir: string;
let port: number;
let pg: Embedded;
let db: Db;
let deps: Deps;
let h: Harness;
let pesapal: PesapalFake;
let daraja: DarajaFake;
let stopTraffic = async () => {};

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: free } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return free;
}

const startDatabase = () => startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), port });

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'pango-outage-money-'));
  // As root the server runs as a `postgres` user, who must reach the data folder inside.
  chmodSync(dir, 0o755);
  port = await freePort();
  pg = await startDatabase();
  await migrate(pg.url);
  pesapal = await startPesapalFake();
  daraja = await startDarajaFake();
  const env = loadEnv({
    NODE_ENV: 'test',
    DATABASE_URL: pg.url,
    LOG_LEVEL: 'silent',
    PESAPAL_CONSUMER_KEY: pesapal.consumerKey,
    PESAPAL_CONSUMER_SECRET: pesapal.consumerSecret,
    PESAPAL_BASE_URL: pesapal.baseUrl,
    MPESA_BASE_URL: daraja.baseUrl,
    MPESA_CONSUMER_KEY: daraja.consumerKey,
    MPESA_CONSUMER_SECRET: daraja.consumerSecret,
    MPESA_SHORTCODE: daraja.shortCode,
    MPESA_PASSKEY: daraja.passkey,
    MPESA_CALLBACK_TOKEN: CALLBACK_TOKEN,
    PAYMENT_PROVIDER_RENT: 'pesapal',
  });
  const logger = createLogger('silent');
  db = createPrisma(pg.url);
  deps = {
    env,
    logger,
    db,
    copyOut: createCopyOut(pg.url, 'public', logger),
    mailer: createMailer(undefined, env.MAIL_FROM, logger, () => {}),
    storage: createLocalFileStorage(path.join(dir, 'uploads')),
  };
  h = await listen({ app: createApp(deps) });
  // Providers are built on first use, so the callback URLs can name the port we just got.
  Object.assign(env, { PAYMENTS_CALLBACK_BASE_URL: h.origin });
}, 120_000);
afterAll(async () => {
  // A failed assertion leaves the traffic running: stop it before the servers go.
  await stopTraffic().catch(() => {});
  if (h) await closeServer(h.server);
  await db?.$disconnect();
  await pg?.stop();
  await pesapal?.close();
  await daraja?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function startPayments(provider: 'pesapal' | 'mpesa'): Promise<Started[]> {
  Object.assign(deps.env, { PAYMENT_PROVIDER_RENT: provider });
  const started: Started[] = [];
  for (let i = 0; i < PAYMENTS_PER_PROVIDER; i += 1) {
    const { tenant, unit } = await tenantWithRent({ db });
    const auth = await signIn(h, tenant.email, 'tenant');
    const res = await h.http
      .post(`/api/payments/initiate-rent-payment/${unit.id}/`)
      .set('Authorization', auth)
      .send({ amount: 15_000, phone_number: '0712345678' });
    expect(res.status).toBe(200);
    started.push({ id: res.body.payment_id, tenantId: tenant.id, email: tenant.email, provider });
  }
  return started;
}

/** What the database holds for each payment: its status and each effect of crediting it. */
async function effectsOf(payments: Started[]) {
  return Promise.all(
    payments.map(async (p) => {
      const row = await db.payment.findUniqueOrThrow({ where: { id: p.id } });
      return {
        id: p.id,
        status: row.status,
        hasReceiptNumber: row.receiptNumber !== null,
        credits: await db.rentLedgerEntry.count({ where: { paymentId: p.id } }),
        audits: await db.auditLog.count({
          where: {
            action: AUDIT_ACTIONS.paymentCompleted,
            entityType: 'payment',
            entityId: String(p.id),
          },
        }),
        receiptEmails: await db.emailOutbox.count({
          where: { kind: 'payment_receipt', to: p.email },
        }),
      };
    }),
  );
}

/**
 * Holds each of these payments' crediting transaction at its audit row (the last write, after the
 * ledger entry and the receipt number) until the database stops.
 */
async function holdCreditsOf(payments: Started[]) {
  const ids = payments.map((p) => `'${p.id}'`).join(', ');
  await db.$executeRawUnsafe(`CREATE FUNCTION hold_credit() RETURNS trigger LANGUAGE plpgsql
    AS $$ BEGIN PERFORM pg_sleep(60); RETURN NEW; END $$`);
  await db.$executeRawUnsafe(`CREATE TRIGGER hold_credit BEFORE INSERT ON audit_logs FOR EACH ROW
    WHEN (NEW.action = '${AUDIT_ACTIONS.paymentCompleted}' AND NEW.entity_id IN (${ids}))
    EXECUTE FUNCTION hold_credit()`);
}

/** Transactions held by hold_credit right now. */
async function sleepers(): Promise<number> {
  const [row] = await db.$queryRawUnsafe<{ n: number }[]>(
    `SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event = 'PgSleep'`,
  );
  return row?.n ?? 0;
}

async function waitFor(check: () => Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('waitFor: timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const CREDITED = {
  status: 'completed',
  hasReceiptNumber: true,
  credits: 1,
  audits: 1,
  receiptEmails: 1,
};
const UNTOUCHED = { hasReceiptNumber: false, credits: 0, audits: 0, receiptEmails: 0 };

describe('a database outage while payment notifications arrive', () => {
  it('answers 503 while down, writes no half payment, and credits each payment once after', async () => {
    const payments = [...(await startPayments('pesapal')), ...(await startPayments('mpesa'))];
    const rows = await db.payment.findMany({ where: { id: { in: payments.map((p) => p.id) } } });
    const trackingOf = new Map(rows.map((r) => [r.id, r.orderTrackingId]));
    const checkoutOf = new Map(rows.map((r) => [r.id, r.checkoutRequestId]));
    const auth = await signIn(h, payments[0]!.email, 'tenant');
    const errors = vi.spyOn(deps.logger, 'error');
    const paid = new Set<number>();
    const pay = async (p: Started) => {
      paid.add(p.id);
      if (p.provider === 'pesapal') await pesapal.setOutcome(trackingOf.get(p.id)!, 'completed');
      else daraja.scriptQuery(checkoutOf.get(p.id)!, { resultCode: 0 });
    };

    // Traffic: each provider repeats its notification for every paid payment, and a payer's
    // screen polls, until told to stop. `isDown` is read before and after each request.
    let isDown = false;
    let isRunning = true;
    let isPaused = false;
    const hits: Hit[] = [];
    const notify = async (p: Started): Promise<Omit<Hit, 'wasDownThroughout'>> => {
      if (p.provider === 'pesapal') {
        const answer = await pesapal.setOutcome(trackingOf.get(p.id)!, 'completed', {
          notify: true,
        });
        return { what: 'pesapal-ipn', ...answer! };
      }
      const answer = await daraja.sendCallback(checkoutOf.get(p.id)!, {
        resultCode: 0,
        receipt: `OUT${String(p.id).padStart(7, '0')}`,
      });
      return { what: 'stk-callback', ...answer };
    };
    const poll = async () => {
      const res = await h.http
        .get(`/api/payments/rent-status/${payments[0]!.id}/`)
        .set('Authorization', auth);
      return { what: 'rent-status', status: res.status, body: res.body as unknown };
    };
    const timed = async (request: () => Promise<Omit<Hit, 'wasDownThroughout'>>) => {
      const downBefore = isDown;
      const hit = await request();
      hits.push({ ...hit, wasDownThroughout: downBefore && isDown });
    };
    const traffic = (async () => {
      while (isRunning) {
        const due = isPaused ? [] : payments.filter((p) => paid.has(p.id));
        if (!isPaused) await Promise.all([...due.map((p) => timed(() => notify(p))), timed(poll)]);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    stopTraffic = async () => {
      isRunning = false;
      await traffic;
    };

    // Half the payers pay. The Pesapal ones among them are held inside their crediting
    // transaction (their audit row waits on a trigger), and the database stops right then.
    const firstHalf = payments.filter((_, i) => i % 2 === 0);
    const secondHalf = payments.filter((_, i) => i % 2 === 1);
    const held = firstHalf.filter((p) => p.provider === 'pesapal');
    const creditedBefore = firstHalf.filter((p) => p.provider === 'mpesa');
    await holdCreditsOf(held);
    await Promise.all(firstHalf.map(pay));
    await waitFor(async () => {
      const effects = await effectsOf(creditedBefore);
      return effects.every((e) => e.status === 'completed') && (await sleepers()) === held.length;
    });
    isDown = true;
    await pg.stop();

    // While down: the other half pay; everyone is told the truth.
    await Promise.all(secondHalf.map(pay));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const ready = await h.http.get('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({
      detail: 'The database is not reachable.',
      code: 'SERVER_ERROR',
    });
    const down = hits.filter((hit) => hit.wasDownThroughout);
    expect(down.length).toBeGreaterThan(0);
    for (const hit of down) {
      if (hit.what === 'rent-status') {
        expect(hit).toMatchObject({
          status: 503,
          body: {
            detail: 'The service is briefly unavailable. Please try again in a moment.',
            code: 'SERVER_ERROR',
          },
        });
      } else if (hit.what === 'pesapal-ipn') {
        // Pesapal's contract: HTTP 200, and status 500 in the body asks it to send again.
        expect(hit).toMatchObject({ status: 200, body: { status: 500 } });
      } else {
        // Daraja's: acknowledged at once; reconciliation asks about it later.
        expect(hit).toMatchObject({ status: 200, body: { ResultCode: 0 } });
      }
    }
    expect(down.some((hit) => hit.what === 'pesapal-ipn')).toBe(true);

    isPaused = true;
    pg = await startDatabase();
    isDown = false;
    await waitFor(async () => (await h.http.get('/readyz')).status === 200);
    // Right after the restart, before anything is repeated: those credited before the outage are
    // whole; those cut off mid-transaction and those paid while down have nothing written.
    const creditedIds = new Set(creditedBefore.map((p) => p.id));
    expect(await effectsOf(payments)).toEqual(
      payments.map((p) =>
        creditedIds.has(p.id)
          ? { id: p.id, ...CREDITED }
          : { id: p.id, status: 'pending', ...UNTOUCHED },
      ),
    );
    await db.$executeRawUnsafe('DROP TRIGGER hold_credit ON audit_logs');
    isPaused = false;

    // The providers keep repeating for a while, then reconciliation runs as the worker would.
    await waitFor(async () => {
      const effects = await effectsOf(payments.filter((p) => p.provider === 'pesapal'));
      return effects.every((e) => e.status === 'completed');
    });
    await stopTraffic();
    await reconcilePendingPayments(deps, { olderThanMs: 0 });
    await reconcilePendingPayments(deps, { olderThanMs: 0 });

    expect(await effectsOf(payments)).toEqual(payments.map((p) => ({ id: p.id, ...CREDITED })));
    // The API served again by itself.
    expect((await h.http.get('/readyz')).status).toBe(200);
    const after = await h.http
      .get(`/api/payments/rent-status/${payments[0]!.id}/`)
      .set('Authorization', auth);
    expect(after.body).toMatchObject({ status: 'completed' });
    // Nothing answered 500 at any point, and the outage was logged as one, not as bugs.
    expect(hits.filter((hit) => hit.status >= 500 && hit.status !== 503)).toEqual([]);
    expect(errors.mock.calls.map((call) => call.at(-1))).toEqual([]);
  }, 120_000);
});
