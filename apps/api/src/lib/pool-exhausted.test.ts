import express from 'express';
import pg from 'pg';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.js';
import { createLogger } from './logger.js';
import { errorHandler } from './errors.js';

// Found by `pnpm bench --soak`: with the database slowed down (a shared machine) every connection of
// the pool was busy, and a request opening a transaction waited Prisma's maxWait and failed with
// P2028 "Unable to start a transaction in the given time". It answered 500 ("something went wrong")
// beside the 503s of the requests that waited for a plain query; it is the same condition.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('a request that cannot get a connection for its transaction', () => {
  it('answers 503 with Retry-After, as a request that waited for a query does', async () => {
    const app = express();
    app.post('/work', async (_req, res) => {
      await ctx.db.$transaction(async (tx) => tx.$queryRaw`SELECT 1`, { maxWait: 100 });
      res.json({ ok: true });
    });
    app.use(errorHandler(createLogger('silent')));

    // The pool's connections (10, pg's default) all busy for a few seconds; a connection of its
    // own watches until every one of them is sleeping, so a loaded machine cannot let the
    // request in before the pool is full.
    // (`.then` starts each: a Prisma query is lazy until then; the two beyond the pool may time out.)
    const busy = Array.from({ length: 12 }, () =>
      ctx.db.$executeRaw`SELECT pg_sleep(3)`.then(
        () => undefined,
        () => undefined,
      ),
    );
    const watcher = new pg.Client({ connectionString: inject('databaseUrl') });
    await watcher.connect();
    try {
      for (;;) {
        const { rows } = await watcher.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE query LIKE 'SELECT pg_sleep(3)%' AND state = 'active'",
        );
        if ((rows[0]?.n ?? 0) >= 10) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      await watcher.end();
    }
    const res = await request(app).post('/work');
    await Promise.all(busy);

    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.body).toEqual({
      detail: 'The service is briefly unavailable. Please try again in a moment.',
      code: 'SERVER_ERROR',
    });
    // Once the pool has room again the same request succeeds.
    expect((await request(app).post('/work')).status).toBe(200);
  });
});
