// The embedded database path: PGlite served over one socket connection (pglite-socket), as
// `pnpm start` and the test global setup use it, takes the migrations, the seed and the client.
import { describe, expect, it } from 'vitest';
import { migrate, readMigrations } from '../../../../scripts/lib/migrate.mjs';
import { seed } from '../../../../scripts/lib/seed.mjs';
import { createPrisma } from './db.js';

describe('PGlite through pglite-socket (single connection)', () => {
  it('migrates, seeds and serves the generated client', async () => {
    const { PGlite } = await import('@electric-sql/pglite');
    const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
    const pglite = await PGlite.create();
    const server = new PGLiteSocketServer({
      db: pglite,
      port: 0,
      host: '127.0.0.1',
      maxConnections: 1,
    });
    await server.start();
    try {
      const url = `postgresql://postgres@${server.getServerConn()}/postgres?sslmode=disable`;
      expect((await migrate(url)).applied).toHaveLength((await readMigrations()).length);
      expect((await migrate(url)).applied).toEqual([]);
      expect(await seed(url)).toEqual({ seeded: true });
      expect(await seed(url)).toEqual({ seeded: false });
      const db = createPrisma(url);
      try {
        expect(await db.user.count()).toBe(3);
      } finally {
        await db.$disconnect();
      }
    } finally {
      await server.stop();
      await pglite.close();
    }
  }, 120_000);
});
