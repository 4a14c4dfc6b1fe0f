// `pnpm db:backup` / `pnpm db:restore` (scripts/lib/backup.mjs, issue 22 item 4): the demo data
// plus a credited payment with its receipt and an uploaded document, backed up and restored into
// an empty database, come back row for row and byte for byte; a damaged archive or a target that
// is not empty is refused and changes nothing.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as tar from 'tar';
import { backup, restore } from '../../../../scripts/lib/backup.mjs';
import { quoteIdent } from '../../../../scripts/lib/migrate.mjs';
import { seed } from '../../../../scripts/lib/seed.mjs';
import {
  createEmptySchema,
  createTestSchema,
  requireDatabaseUrl,
  withClient,
  type TestSchema,
} from '../test/db-schema.js';
import { createPrisma } from './db.js';

const cleanups: Array<() => Promise<void>> = [];
let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'pango-backup-test-'));
  cleanups.push(() => rm(work, { recursive: true, force: true }));
});
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
}, 60_000);

/** Every table's row count and a digest of its rows in a stable order, plus the sequences. */
async function fingerprint(databaseUrl: string, schema: string) {
  return withClient(
    databaseUrl,
    async (c) => {
      const tables = (
        await c.query<{ tablename: string }>(
          `SELECT tablename FROM pg_tables WHERE schemaname = $1 AND tablename <> '_prisma_migrations' ORDER BY 1`,
          [schema],
        )
      ).rows.map((r) => r.tablename);
      const out: Record<string, string> = {};
      for (const table of tables) {
        const q = `${quoteIdent(schema)}.${quoteIdent(table)}`;
        const { rows } = await c.query<{ n: number; digest: string | null }>(
          `SELECT count(*)::int AS n, md5(string_agg(t::text, E'\\n' ORDER BY t::text)) AS digest FROM ${q} t`,
        );
        out[table] = `${rows[0]!.n}:${rows[0]!.digest ?? ''}`;
      }
      const seqs = await c.query<{ sequencename: string; last_value: string | null }>(
        `SELECT sequencename, last_value::text FROM pg_sequences WHERE schemaname = $1 ORDER BY 1`,
        [schema],
      );
      for (const s of seqs.rows) out[`seq:${s.sequencename}`] = s.last_value ?? 'null';
      return out;
    },
    schema,
  );
}

/** The demo data plus a manual rent payment credited with a receipt, and an uploads folder. */
async function demoWithMoney(target: TestSchema) {
  await seed(target.databaseUrl, { schema: target.schema });
  const db = createPrisma(target.databaseUrl, target.schema);
  try {
    const tenancy = await db.tenancy.findFirstOrThrow({ where: { status: 'active' } });
    await db.$transaction(async (tx) => {
      const payment = await tx.payment.create({
        data: {
          kind: 'rent',
          provider: 'manual',
          status: 'completed',
          amount: 4_500,
          payerId: tenancy.tenantId,
          tenantId: tenancy.tenantId,
          landlordId: tenancy.landlordId,
          unitId: tenancy.unitId,
          merchantReference: `BACKUP-${process.pid}-${target.schema}`.slice(0, 50),
          paymentMethod: 'cash',
        },
      });
      await tx.rentLedgerEntry.create({
        data: {
          tenantId: tenancy.tenantId,
          unitId: tenancy.unitId,
          landlordId: tenancy.landlordId,
          paymentId: payment.id,
          type: 'payment',
          amount: -4_500,
          description: 'Cash',
        },
      });
    });
  } finally {
    await db.$disconnect();
  }
  const uploads = path.join(work, `uploads-${target.schema}`);
  await mkdir(path.join(uploads, 'id-documents'), { recursive: true });
  // Bytes that are not text, so nothing in the round trip may re-encode them.
  await writeFile(
    path.join(uploads, 'id-documents', 'id-1.jpg'),
    Buffer.from([0xff, 0xd8, 0x00, 0x10, 0x80]),
  );
  return uploads;
}

describe('db:backup and db:restore', () => {
  it('round-trips a schema (COPY form): every row, every sequence, every uploaded byte', async () => {
    const source = await createTestSchema('bk_src');
    cleanups.push(source.drop);
    const uploads = await demoWithMoney(source);
    const file = path.join(work, 'schema.tar.gz');
    const made = await backup({
      databaseUrl: source.databaseUrl,
      schema: source.schema,
      uploadsDir: uploads,
      out: file,
    });
    expect(made.database.method).toBe('copy');
    expect(made.database.tables.payments).toBeGreaterThan(0);

    const target = await createEmptySchema('bk_dst');
    cleanups.push(target.drop);
    const restoredUploads = path.join(work, 'restored-uploads');
    await restore({
      databaseUrl: target.databaseUrl,
      schema: target.schema,
      uploadsDir: restoredUploads,
      file,
    });

    expect(await fingerprint(target.databaseUrl, target.schema)).toEqual(
      await fingerprint(source.databaseUrl, source.schema),
    );
    expect(await readFile(path.join(restoredUploads, 'id-documents', 'id-1.jpg'))).toEqual(
      Buffer.from([0xff, 0xd8, 0x00, 0x10, 0x80]),
    );
    // The restored database takes new rows where the old one left off.
    const db = createPrisma(target.databaseUrl, target.schema);
    try {
      const landlord = await db.user.findFirstOrThrow({ where: { role: 'landlord' } });
      const maxBefore = await db.user.aggregate({ _max: { id: true } });
      const created = await db.user.create({
        data: {
          email: `after-restore-${process.pid}@pango.test`,
          fullName: 'After',
          role: 'tenant',
          passwordHash: 'x',
        },
      });
      expect(created.id).toBeGreaterThan(maxBefore._max.id!);
      expect(landlord.email).toBeTruthy();
    } finally {
      await db.$disconnect();
    }
  }, 120_000);

  it('refuses a damaged archive and a target that is not empty, changing nothing', async () => {
    const source = await createTestSchema('bk_src2');
    cleanups.push(source.drop);
    const uploads = await demoWithMoney(source);
    const file = path.join(work, 'good.tar.gz');
    await backup({
      databaseUrl: source.databaseUrl,
      schema: source.schema,
      uploadsDir: uploads,
      out: file,
      method: 'copy',
    });

    // One byte of the payments table changed: the checksum catches it before anything is written.
    const unpacked = path.join(work, 'unpacked');
    await mkdir(unpacked);
    await tar.extract({ cwd: unpacked, file });
    const paymentsFile = path.join(unpacked, 'database', 'payments.copy');
    await writeFile(paymentsFile, (await readFile(paymentsFile, 'utf8')).replace('4500', '9500'));
    const damaged = path.join(work, 'damaged.tar.gz');
    await tar.create({ gzip: true, cwd: unpacked, file: damaged }, ['.']);
    const target = await createEmptySchema('bk_dmg');
    cleanups.push(target.drop);
    await expect(
      restore({
        databaseUrl: target.databaseUrl,
        schema: target.schema,
        uploadsDir: path.join(work, 'u-dmg'),
        file: damaged,
      }),
    ).rejects.toThrow('the backup is damaged: database/payments.copy does not match its checksum');
    const tables = await withClient(target.databaseUrl, (c) =>
      c.query(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = $1`, [target.schema]),
    );
    expect(tables.rows[0].n).toBe(0);

    // Restoring over live data is refused: the source still holds exactly what it held.
    const before = await fingerprint(source.databaseUrl, source.schema);
    await expect(
      restore({
        databaseUrl: source.databaseUrl,
        schema: source.schema,
        uploadsDir: path.join(work, 'u-live'),
        file,
      }),
    ).rejects.toThrow(/is not empty/);
    expect(await fingerprint(source.databaseUrl, source.schema)).toEqual(before);
  }, 120_000);

  it('round-trips a whole database, with pg_dump when the machine has one new enough', async () => {
    const url = requireDatabaseUrl();
    const name = (label: string) => `pango_bk_${label}_${process.pid}_${Date.now() % 100000}`;
    const databases = [name('a'), name('b')];
    const urlOf = (db: string) => {
      const u = new URL(url);
      u.pathname = `/${db}`;
      u.searchParams.delete('schema');
      return u.toString();
    };
    for (const db of databases)
      await withClient(url, (c) => c.query(`CREATE DATABASE ${quoteIdent(db)}`));
    cleanups.push(async () => {
      for (const db of databases)
        await withClient(url, (c) =>
          c.query(`DROP DATABASE IF EXISTS ${quoteIdent(db)} WITH (FORCE)`),
        );
    });
    const source: TestSchema = {
      databaseUrl: urlOf(databases[0]!),
      schema: 'public',
      drop: async () => {},
    };
    const { migrate } = await import('../../../../scripts/lib/migrate.mjs');
    await migrate(source.databaseUrl, { log: () => {} });
    const uploads = await demoWithMoney(source);
    const file = path.join(work, 'whole.tar.gz');
    const made = await backup({ databaseUrl: source.databaseUrl, uploadsDir: uploads, out: file });
    // pg_dump when PATH has one at least as new as the server; else the COPY form (embedded 18).
    expect(['pg_dump', 'copy']).toContain(made.database.method);

    await restore({
      databaseUrl: urlOf(databases[1]!),
      uploadsDir: path.join(work, 'u-whole'),
      file,
    });
    expect(await fingerprint(urlOf(databases[1]!), 'public')).toEqual(
      await fingerprint(source.databaseUrl, 'public'),
    );
  }, 180_000);
});
