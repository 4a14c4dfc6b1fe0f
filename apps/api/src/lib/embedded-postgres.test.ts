// The embedded database path (`pnpm start`, and `pnpm test` without DATABASE_URL): real Postgres
// binaries from npm take the migrations, the seed and the client, and behave as a server does for
// what the product relies on: separate sessions, so row locks and advisory locks exclude.
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../../../../scripts/lib/embedded-postgres.mjs';
import { migrate, readMigrations } from '../../../../scripts/lib/migrate.mjs';
import { seed } from '../../../../scripts/lib/seed.mjs';
import { createPrisma } from './db.js';

describe('embedded Postgres', () => {
  it('migrates, seeds, serves the client and keeps sessions apart', async () => {
    const server = await startEmbeddedPostgres();
    const first = new pg.Client({ connectionString: server.url });
    const second = new pg.Client({ connectionString: server.url });
    try {
      expect((await migrate(server.url)).applied).toHaveLength((await readMigrations()).length);
      expect((await migrate(server.url)).applied).toEqual([]);
      expect(await seed(server.url)).toEqual({ seeded: true });
      expect(await seed(server.url)).toEqual({ seeded: false });
      const db = createPrisma(server.url);
      try {
        expect(await db.user.count()).toBe(3);
      } finally {
        await db.$disconnect();
      }

      await first.connect();
      await second.connect();
      const tryLock = async (client: pg.Client) =>
        (await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock(42) AS ok')).rows[0]!.ok;
      expect(await tryLock(first)).toBe(true);
      expect(await tryLock(second)).toBe(false);
    } finally {
      await first.end().catch(() => undefined);
      await second.end().catch(() => undefined);
      await server.stop();
    }
  }, 120_000);
});
