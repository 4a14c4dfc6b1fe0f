#!/usr/bin/env node
// `pnpm db:restore <file>`: a backup made by `pnpm db:backup` into an EMPTY database and uploads
// folder (docs/operations.md), checked against its checksums first; then this checkout's newer
// migrations. The database is found as `pnpm start` finds it: DATABASE_URL (and DATABASE_SCHEMA)
// when set, else the embedded Postgres in .data; for the embedded default, restore into a new
// folder: PANGO_DATA_DIR=/path/to/new pnpm db:restore <file>, or move .data aside first.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError, restore } from './lib/backup.mjs';
import { resolveDatabase } from './lib/database.mjs';
import { dataDir } from './lib/local-env.mjs';

const { positionals } = parseArgs({ allowPositionals: true });
if (positionals.length !== 1) {
  console.error('Usage: pnpm db:restore <backup.tar.gz>');
  process.exit(2);
}
const file = path.resolve(positionals[0]);

const database = await resolveDatabase({ persistent: true, reuseRunning: true });
try {
  const manifest = await restore({
    databaseUrl: database.url,
    schema: process.env.DATABASE_SCHEMA || undefined,
    uploadsDir: process.env.UPLOADS_DIR ?? path.join(dataDir(), 'uploads'),
    file,
    log: (message) => console.log(`db:restore: ${message}`),
  });
  console.log(
    `db:restore: restored ${file} (made ${manifest.created_at}, ${manifest.database.method})`,
  );
} catch (error) {
  console.error(
    `db:restore: ${error instanceof BackupError ? error.message : (error?.stack ?? error)}`,
  );
  process.exitCode = 1;
} finally {
  await database.stop();
}
