#!/usr/bin/env node
// `pnpm db:backup [--out <file>] [--method auto|copy|pg_dump]`: the database and the uploads folder
// in one .tar.gz with a manifest and checksums (docs/operations.md). The database is found as
// `pnpm start` finds it: DATABASE_URL (and DATABASE_SCHEMA) when set, else the embedded Postgres in
// .data (its running server when `pnpm start` runs). Uploads: UPLOADS_DIR, else .data/uploads.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { backup, BackupError } from './lib/backup.mjs';
import { resolveDatabase } from './lib/database.mjs';
import { dataDir } from './lib/local-env.mjs';

const { values } = parseArgs({
  options: { out: { type: 'string' }, method: { type: 'string', default: 'auto' } },
});
if (!['auto', 'copy', 'pg_dump'].includes(values.method)) {
  console.error('Usage: pnpm db:backup [--out <file>] [--method auto|copy|pg_dump]');
  process.exit(2);
}
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const out = path.resolve(values.out ?? path.join('backups', `pango-${stamp}.tar.gz`));

const database = await resolveDatabase({ persistent: true, reuseRunning: true });
try {
  const manifest = await backup({
    databaseUrl: database.url,
    schema: process.env.DATABASE_SCHEMA || undefined,
    uploadsDir: process.env.UPLOADS_DIR ?? path.join(dataDir(), 'uploads'),
    out,
    method: values.method,
    log: (message) => console.log(`db:backup: ${message}`),
  });
  const rows = Object.values(manifest.database.tables).reduce((a, b) => a + b, 0);
  console.log(
    `db:backup: wrote ${out} (${manifest.database.method}, ${Object.keys(manifest.database.tables).length} tables, ${rows} rows, ${manifest.files.length} files checksummed)`,
  );
} catch (error) {
  console.error(
    `db:backup: ${error instanceof BackupError ? error.message : (error?.stack ?? error)}`,
  );
  process.exitCode = 1;
} finally {
  await database.stop();
}
