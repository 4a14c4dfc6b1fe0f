// Backups for `pnpm db:backup` and `pnpm db:restore` (docs/operations.md, ADR 033): one .tar.gz
// holding the database, the uploads folder and a manifest with every file's SHA-256.
//
// Two ways to hold the database, both restorable with nothing but Node on the machine that made
// them:
//   copy     every table of the schema as PostgreSQL's COPY text (pg-copy-streams), with the
//            migrations applied and the sequences. Works on any server version and for one schema
//            (DATABASE_SCHEMA), so the embedded PostgreSQL 18 of `pnpm start` backs up on a
//            machine whose pg_dump is older. Restore migrates an empty schema to the same
//            migrations, loads every table with triggers off, sets the sequences, then applies
//            any newer migrations.
//   pg_dump  pg_dump's custom format of the whole database (when a pg_dump at least as new as the
//            server is on PATH), restored by pg_restore into an empty database.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import copyStreams from 'pg-copy-streams';
import * as tar from 'tar';
import { migrate, quoteIdent, readMigrations } from './migrate.mjs';

export const BACKUP_FORMAT = 'pango-backup';
export const BACKUP_VERSION = 1;
const MIGRATIONS_TABLE = '_prisma_migrations';

export class BackupError extends Error {}

const sha256File = async (file) => {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
};

/** Every regular file below `dir`, as paths relative to it, sorted. */
async function listFiles(dir, prefix = '') {
  if (!existsSync(dir)) return [];
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...(await listFiles(path.join(dir, entry.name), rel)));
    else if (entry.isFile()) out.push(rel);
  }
  return out.sort();
}

/** libpq refuses Prisma's `?schema=` parameter: the schema travels separately. */
function splitSchema(databaseUrl, schema) {
  const url = new URL(databaseUrl);
  const fromUrl = url.searchParams.get('schema');
  url.searchParams.delete('schema');
  return { url: url.toString(), schema: schema || fromUrl || 'public' };
}

async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}

const serverMajor = (client) =>
  client
    .query('SHOW server_version_num')
    .then((r) => Math.floor(Number(r.rows[0].server_version_num) / 10000));

function runTool(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new BackupError(`${command} failed: ${output.trim()}`)),
    );
  });
}

/** pg_dump's major version, or null when there is none on PATH. */
async function pgDumpMajor() {
  try {
    const out = await runTool('pg_dump', ['--version']);
    return Number(/(\d+)(?:\.\d+)?/.exec(out)?.[1]) || null;
  } catch {
    return null;
  }
}

async function tablesOf(client, schema) {
  const { rows } = await client.query(
    `SELECT tablename FROM pg_tables WHERE schemaname = $1 AND tablename <> $2 ORDER BY tablename`,
    [schema, MIGRATIONS_TABLE],
  );
  return rows.map((r) => r.tablename);
}

async function sequencesOf(client, schema) {
  const { rows } = await client.query(
    `SELECT sequencename AS name, last_value::text AS last_value FROM pg_sequences WHERE schemaname = $1 ORDER BY sequencename`,
    [schema],
  );
  return rows;
}

async function appliedMigrations(client, schema) {
  const exists = await client.query('SELECT to_regclass($1) AS t', [
    `${quoteIdent(schema)}.${MIGRATIONS_TABLE}`,
  ]);
  if (!exists.rows[0].t) return [];
  const { rows } = await client.query(
    `SELECT migration_name FROM ${quoteIdent(schema)}.${MIGRATIONS_TABLE} WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`,
  );
  return rows.map((r) => r.migration_name);
}

/**
 * Writes `<out>` (a .tar.gz) with the database and the uploads folder.
 * @param {{ databaseUrl: string, schema?: string, uploadsDir?: string, out: string,
 *   method?: 'auto' | 'copy' | 'pg_dump', log?: (m: string) => void }} options
 */
export async function backup({
  databaseUrl,
  schema,
  uploadsDir,
  out,
  method = 'auto',
  log = () => {},
}) {
  const target = splitSchema(databaseUrl, schema);
  const work = await mkdtemp(path.join(tmpdir(), 'pango-backup-'));
  try {
    const manifest = await withClient(target.url, async (client) => {
      const major = await serverMajor(client);
      const dumpMajor = await pgDumpMajor();
      const wholeDatabase = target.schema === 'public';
      let chosen = method;
      if (method === 'auto')
        chosen = wholeDatabase && dumpMajor && dumpMajor >= major ? 'pg_dump' : 'copy';
      if (chosen === 'pg_dump' && !(dumpMajor && dumpMajor >= major)) {
        throw new BackupError(
          `pg_dump ${dumpMajor ?? '(none)'} cannot dump a PostgreSQL ${major} server; use --method copy`,
        );
      }
      if (chosen === 'pg_dump' && !wholeDatabase) {
        throw new BackupError('pg_dump backs up a whole database; use --method copy for a schema');
      }
      const migrations = await appliedMigrations(client, target.schema);
      if (migrations.length === 0)
        throw new BackupError('the database has no migrations applied: nothing to back up');
      const tables = {};
      if (chosen === 'pg_dump') {
        log('database: pg_dump (custom format)');
        await runTool('pg_dump', [
          '-Fc',
          '--no-owner',
          '--no-privileges',
          '-f',
          path.join(work, 'database.dump'),
          target.url,
        ]);
        for (const table of await tablesOf(client, target.schema)) {
          const { rows } = await client.query(
            `SELECT count(*)::int AS n FROM ${quoteIdent(target.schema)}.${quoteIdent(table)}`,
          );
          tables[table] = rows[0].n;
        }
      } else {
        log('database: COPY of every table');
        await mkdir(path.join(work, 'database'));
        // One snapshot for every table, so rows that reference each other agree.
        await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
        for (const table of await tablesOf(client, target.schema)) {
          const { rows } = await client.query(
            `SELECT count(*)::int AS n FROM ${quoteIdent(target.schema)}.${quoteIdent(table)}`,
          );
          tables[table] = rows[0].n;
          const source = client.query(
            copyStreams.to(`COPY ${quoteIdent(target.schema)}.${quoteIdent(table)} TO STDOUT`),
          );
          await pipeline(source, createWriteStream(path.join(work, 'database', `${table}.copy`)));
        }
        await client.query('COMMIT');
      }
      return {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        created_at: new Date().toISOString(),
        database: {
          method: chosen,
          server_major: major,
          migrations,
          tables,
          sequences: chosen === 'copy' ? await sequencesOf(client, target.schema) : [],
        },
      };
    });

    const uploads = uploadsDir ? await listFiles(uploadsDir) : [];
    if (uploads.length > 0) {
      await mkdir(path.join(work, 'uploads'));
      await tar.create({ cwd: uploadsDir, file: path.join(work, 'uploads.tar') }, uploads);
      // Extracted again below only to be checksummed file by file as they will be restored.
      await tar.extract({ cwd: path.join(work, 'uploads'), file: path.join(work, 'uploads.tar') });
      await rm(path.join(work, 'uploads.tar'));
    }
    log(`uploads: ${uploads.length} files`);

    const files = [];
    for (const rel of await listFiles(work)) {
      const full = path.join(work, rel);
      files.push({ path: rel, size: (await stat(full)).size, sha256: await sha256File(full) });
    }
    const fullManifest = { ...manifest, files };
    await writeFile(path.join(work, 'manifest.json'), `${JSON.stringify(fullManifest, null, 2)}\n`);
    await mkdir(path.dirname(path.resolve(out)), { recursive: true });
    await tar.create({ gzip: true, cwd: work, file: out, portable: true }, await listFiles(work));
    return fullManifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Unpacks and checks an archive: every file listed, present, and with its checksum. */
async function unpack(file, work) {
  if (!existsSync(file)) throw new BackupError(`no such backup: ${file}`);
  await tar.extract({ cwd: work, file, strict: true });
  const manifestPath = path.join(work, 'manifest.json');
  if (!existsSync(manifestPath))
    throw new BackupError('not a Pango backup: manifest.json is missing');
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8'));
  if (manifest.format !== BACKUP_FORMAT || manifest.version !== BACKUP_VERSION) {
    throw new BackupError(`not a Pango backup of version ${BACKUP_VERSION}`);
  }
  for (const entry of manifest.files) {
    const full = path.join(work, entry.path);
    if (!existsSync(full))
      throw new BackupError(`the backup is incomplete: ${entry.path} is missing`);
    if ((await sha256File(full)) !== entry.sha256) {
      throw new BackupError(`the backup is damaged: ${entry.path} does not match its checksum`);
    }
  }
  return manifest;
}

async function assertEmpty(client, schema) {
  const tables = await tablesOf(client, schema);
  for (const table of tables) {
    const { rows } = await client.query(
      `SELECT EXISTS (SELECT 1 FROM ${quoteIdent(schema)}.${quoteIdent(table)}) AS any`,
    );
    if (rows[0].any) {
      throw new BackupError(
        `the target database is not empty (${schema}.${table} has rows): restore into an empty database`,
      );
    }
  }
}

/**
 * Restores `<file>` into an empty database (or schema) and an empty uploads folder, then applies
 * the migrations this checkout has beyond the backup's.
 * @param {{ databaseUrl: string, schema?: string, uploadsDir?: string, file: string,
 *   log?: (m: string) => void }} options
 */
export async function restore({ databaseUrl, schema, uploadsDir, file, log = () => {} }) {
  const target = splitSchema(databaseUrl, schema);
  const work = await mkdtemp(path.join(tmpdir(), 'pango-restore-'));
  try {
    const manifest = await unpack(file, work);
    const known = new Set((await readMigrations()).map((m) => m.name));
    const unknown = manifest.database.migrations.filter((name) => !known.has(name));
    if (unknown.length > 0) {
      throw new BackupError(
        `the backup comes from a newer Pango (migrations ${unknown.join(', ')}): update this checkout first`,
      );
    }
    if (uploadsDir && (await listFiles(uploadsDir)).length > 0) {
      throw new BackupError(
        `the uploads folder ${uploadsDir} is not empty: restore into an empty one`,
      );
    }

    if (manifest.database.method === 'pg_dump') {
      await withClient(target.url, async (client) => {
        if ((await tablesOf(client, 'public')).length > 0) {
          throw new BackupError('the target database is not empty: restore into an empty database');
        }
      });
      log('database: pg_restore');
      await runTool('pg_restore', [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        '-d',
        target.url,
        path.join(work, 'database.dump'),
      ]);
    } else {
      await restoreCopy(target, manifest, work, log);
    }
    // Migrations this checkout has that the backup did not: the data moves forward like any upgrade.
    const { applied } = await migrate(databaseUrl, { schema: schema || undefined, log: () => {} });
    if (applied.length > 0) log(`migrations applied after restore: ${applied.length}`);

    const uploadFiles = manifest.files.filter((f) => f.path.startsWith('uploads/'));
    if (uploadsDir && uploadFiles.length > 0) {
      await mkdir(uploadsDir, { recursive: true });
      await tar.create(
        { cwd: path.join(work, 'uploads'), file: path.join(work, 'uploads.tar') },
        await listFiles(path.join(work, 'uploads')),
      );
      await tar.extract({ cwd: uploadsDir, file: path.join(work, 'uploads.tar') });
    }
    log(`uploads: ${uploadFiles.length} files`);
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** The COPY form: migrate to the backup's migrations, load every table with triggers off. */
async function restoreCopy(target, manifest, work, log) {
  const all = await readMigrations();
  const wanted = new Set(manifest.database.migrations);
  // A folder holding exactly the backup's migrations, so the schema matches the data's columns.
  const migrationsDir = path.join(work, 'migrations-at-backup');
  await mkdir(migrationsDir);
  for (const m of all.filter((m) => wanted.has(m.name))) {
    await mkdir(path.join(migrationsDir, m.name));
    await writeFile(path.join(migrationsDir, m.name, 'migration.sql'), m.sql);
  }
  await withClient(target.url, async (client) => {
    const existing = await tablesOf(client, target.schema);
    if (existing.length > 0) await assertEmpty(client, target.schema);
  });
  const schemaOption = target.schema === 'public' ? undefined : target.schema;
  await migrate(target.url, { schema: schemaOption, migrationsDir, log: () => {} });
  await withClient(target.url, async (client) => {
    await assertEmpty(client, target.schema);
    log(`database: loading ${Object.keys(manifest.database.tables).length} tables`);
    await client.query('BEGIN');
    try {
      // Rows go back as they were: triggers (balances, tenancy keys) and foreign-key checks are
      // off for this transaction only, since the backup already holds what they computed.
      await client.query("SET LOCAL session_replication_role = 'replica'");
      for (const table of Object.keys(manifest.database.tables)) {
        const sink = client.query(
          copyStreams.from(`COPY ${quoteIdent(target.schema)}.${quoteIdent(table)} FROM STDIN`),
        );
        await pipeline(createReadStream(path.join(work, 'database', `${table}.copy`)), sink);
      }
      for (const seq of manifest.database.sequences) {
        if (seq.last_value === null) continue;
        await client.query('SELECT setval($1::regclass, $2::bigint)', [
          `${quoteIdent(target.schema)}.${quoteIdent(seq.name)}`,
          seq.last_value,
        ]);
      }
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      if (/permission denied to set parameter "session_replication_role"/.test(String(error))) {
        throw new BackupError(
          'restoring needs a superuser (triggers are paused while rows load); on managed Postgres use its point-in-time recovery or a pg_dump backup',
        );
      }
      throw error;
    }
  });
}
