import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { createTestContext, type TestContext } from '../test/context.js';
import { createPrisma } from './db.js';

// Probes for an orchestrator: /healthz says the process serves, /readyz that it can do its work.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('GET /healthz', () => {
  it('answers 200 without touching the database', async () => {
    const unreachable = createPrisma('postgresql://postgres@127.0.0.1:1/none');
    const app = createApp({ ...ctx.deps, db: unreachable });
    const res = await request(app).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
    await unreachable.$disconnect();
  });
});

describe('GET /readyz', () => {
  it('answers 200 when the database holds every migration of this build', async () => {
    const res = await request(ctx.app).get('/readyz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready' });
  });

  it('answers 503 naming the migration the database lacks', async () => {
    const [latest] = await ctx.db.$queryRawUnsafe<{ id: string; migration_name: string }[]>(
      `SELECT id, migration_name FROM "${ctx.env.DATABASE_SCHEMA}"."_prisma_migrations"
       ORDER BY migration_name DESC LIMIT 1`,
    );
    const table = `"${ctx.env.DATABASE_SCHEMA}"."_prisma_migrations"`;
    await ctx.db.$executeRawUnsafe(
      `UPDATE ${table} SET rolled_back_at = now() WHERE id = $1`,
      latest!.id,
    );
    try {
      const res = await request(ctx.app).get('/readyz');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        detail: `Migrations not applied: ${latest!.migration_name} (run pnpm db:migrate).`,
        code: 'SERVER_ERROR',
      });
    } finally {
      await ctx.db.$executeRawUnsafe(
        `UPDATE ${table} SET rolled_back_at = NULL WHERE id = $1`,
        latest!.id,
      );
    }
  });

  it('answers 503 quickly when the database cannot be reached', async () => {
    const unreachable = createPrisma('postgresql://postgres@127.0.0.1:1/none');
    const app = createApp({ ...ctx.deps, db: unreachable });
    const started = Date.now();
    const res = await request(app).get('/readyz');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ detail: 'The database is not reachable.', code: 'SERVER_ERROR' });
    expect(Date.now() - started).toBeLessThan(5_000);
    await unreachable.$disconnect();
  });

  it('answers 503 within the connect timeout when the database accepts but never answers', async () => {
    // A black hole (a half-dead host, a dropped firewall rule): without a connect timeout every
    // request would hang on it, and pile up.
    const sockets: Socket[] = [];
    const silent = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const hanging = createPrisma(`postgresql://postgres@127.0.0.1:${port}/none`);
    try {
      const app = createApp({ ...ctx.deps, db: hanging });
      const started = Date.now();
      const res = await request(app).get('/readyz');
      expect(res.status).toBe(503);
      expect(res.body.detail).toBe('The database is not reachable.');
      expect(Date.now() - started).toBeLessThan(8_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
      await hanging.$disconnect();
    }
  });

  it('answers 503 when it cannot tell which migrations this build ships', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'pango-no-migrations-'));
    const missing = path.join(empty, 'migrations');
    try {
      const app = createApp({ ...ctx.deps, env: { ...ctx.env, MIGRATIONS_DIR: missing } });
      const res = await request(app).get('/readyz');
      expect(res.status).toBe(503);
      expect(res.body.detail).toBe(
        `The migrations folder was not found at ${missing}: set MIGRATIONS_DIR.`,
      );
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
