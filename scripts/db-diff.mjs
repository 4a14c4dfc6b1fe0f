#!/usr/bin/env node
// Writes the next migration: Prisma's SQL for the change from prisma/schema.prisma as committed at
// git HEAD to the working tree's, into prisma/migrations/<UTC timestamp>_<name>/migration.sql.
// Usage: pnpm db:diff --name add_unit_floor   (then review the SQL; CHECKs are added by hand)
// See docs/decisions/002-migrations-without-schema-engine.md.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { diffSchemas } from './lib/diff.mjs';
import { DEFAULT_MIGRATIONS_DIR, readMigrations } from './lib/migrate.mjs';
import { ROOT } from './lib/run.mjs';

const SCHEMA = 'prisma/schema.prisma';
const USAGE = 'Usage: pnpm db:diff --name <snake_name>   e.g. pnpm db:diff --name add_unit_floor';
// Lower-case snake_case, as Prisma names migration folders.
const NAME_PATTERN = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/;

function fail(message) {
  console.error(`db:diff: ${message}`);
  process.exit(1);
}

function git(args) {
  return execFileSync('git', args, {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

let name;
try {
  ({ name } = parseArgs({ options: { name: { type: 'string' } } }).values);
} catch (error) {
  fail(`${error.message}\n${USAGE}`);
}
if (name === undefined) fail(`--name is required.\n${USAGE}`);
if (!NAME_PATTERN.test(name) || name.length > 100) {
  fail(
    `--name "${name}" is not a snake_case name (lower-case letters, digits and single underscores, ` +
      `starting with a letter, at most 100 characters).\n${USAGE}`,
  );
}

let committed;
try {
  committed = git(['show', `HEAD:${SCHEMA}`]);
} catch (error) {
  fail(`cannot read ${SCHEMA} at git HEAD: ${String(error.stderr || error.message).trim()}`);
}
const working = await readFile(path.join(ROOT, SCHEMA), 'utf8');

// Both are diffed from HEAD's schema: a second, uncommitted migration would repeat the first.
const migrations = await readMigrations();
const committedFolders = new Set(
  git(['ls-tree', '--name-only', 'HEAD', `${path.relative(ROOT, DEFAULT_MIGRATIONS_DIR)}/`])
    .split('\n')
    .map((p) => path.basename(p)),
);
const uncommitted = migrations.filter((m) => !committedFolders.has(m.name)).map((m) => m.name);
if (uncommitted.length > 0) {
  fail(
    `prisma/migrations has migration(s) not committed yet: ${uncommitted.join(', ')}. ` +
      `db:diff diffs from the schema at HEAD, so a new one would repeat them. ` +
      `Delete them and run db:diff again for the whole change, or commit them first.`,
  );
}

let sql;
try {
  sql = await diffSchemas(committed, working);
} catch (error) {
  fail(
    `the schema engine failed ("after" is the working tree's ${SCHEMA}, "before" is git HEAD's):\n` +
      error.message,
  );
}
if (sql === '') {
  console.log('No schema changes.');
  process.exit(0);
}

// Prisma's folder name: the UTC time as yyyymmddHHMMSS, then the name.
const timestamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
const folder = `${timestamp}_${name}`;
const latest = migrations.at(-1)?.name;
if (latest !== undefined && folder <= latest) {
  fail(`${folder} would sort before the latest migration ${latest}; check the system clock.`);
}
const dir = path.join(DEFAULT_MIGRATIONS_DIR, folder);
if (existsSync(dir)) fail(`${path.relative(ROOT, dir)} already exists.`);
await mkdir(dir);
const file = path.join(dir, 'migration.sql');
await writeFile(file, sql);
console.log(path.relative(ROOT, file));
console.error(
  'db:diff: review the SQL before committing; add any CHECK constraint by hand (docs/decisions/002).',
);
