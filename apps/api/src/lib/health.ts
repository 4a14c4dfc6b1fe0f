import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Router } from 'express';
import { ERROR_CODES } from '@pango/shared';
import type { Deps } from './deps.js';
import { isDatabaseUnavailable, schemaOf } from './db.js';

// Probes for an orchestrator (ASVS 5.0 V16 operations; Kubernetes' liveness and readiness):
//   GET /healthz  the process is up and serving; no database, so an outage never restarts it.
//   GET /readyz   the database answers and holds every migration this build ships; else 503 with
//                 the reason, so no traffic reaches an instance that would fail or corrupt data.
export function healthRoutes(deps: Deps): Router {
  const router = Router();
  // Read on the first probe, not when the app is built; the folders do not change while running.
  let shipped: Promise<string[] | string> | undefined;
  const shippedOnce = () =>
    (shipped ??= shippedMigrations(deps.env.MIGRATIONS_DIR).catch(
      (err: unknown) => `The migrations folder cannot be read: ${String(err)}`,
    ));
  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const problem = await readinessProblem(deps, shippedOnce());
    res.set('Cache-Control', 'no-store');
    if (problem) res.status(503).json({ detail: problem, code: ERROR_CODES.serverError });
    else res.json({ status: 'ready' });
  });
  return router;
}

async function readinessProblem(
  deps: Deps,
  shipped: Promise<string[] | string>,
): Promise<string | null> {
  const names = await shipped;
  if (typeof names === 'string') return names;
  let applied: Set<string>;
  try {
    applied = await appliedMigrations(deps);
  } catch (err) {
    if (isDatabaseUnavailable(err)) return 'The database is not reachable.';
    deps.logger.warn({ err }, 'readiness: cannot read _prisma_migrations');
    return 'The database has no migration history: run the migrations (pnpm db:migrate).';
  }
  const pending = names.filter((name) => !applied.has(name));
  if (pending.length === 0) return null;
  return `Migrations not applied: ${pending.join(', ')} (run pnpm db:migrate).`;
}

async function appliedMigrations(deps: Deps): Promise<Set<string>> {
  const schema = schemaOf(deps.env.DATABASE_URL, deps.env.DATABASE_SCHEMA).replaceAll('"', '""');
  const rows = await deps.db.$queryRawUnsafe<{ migration_name: string }[]>(
    `SELECT migration_name FROM "${schema}"."_prisma_migrations"
     WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
  );
  return new Set(rows.map((row) => row.migration_name));
}

/** The migration folders of this build, read once; a string is why they cannot be read. */
async function shippedMigrations(configured: string | undefined): Promise<string[] | string> {
  const dir =
    configured ?? findUp(path.dirname(fileURLToPath(import.meta.url)), 'prisma/migrations');
  if (!dir || !existsSync(dir)) {
    return `The migrations folder was not found${dir ? ` at ${dir}` : ''}: set MIGRATIONS_DIR.`;
  }
  const entries = await readdir(dir, { withFileTypes: true });
  return entries
    .filter((e) => e.isDirectory() && existsSync(path.join(dir, e.name, 'migration.sql')))
    .map((e) => e.name)
    .sort();
}

// src/lib/*.ts and the bundled dist/*.js sit at different depths below the repository root (and
// the image keeps the same layout under /app), so the folder is looked for upwards.
function findUp(from: string, relative: string): string | null {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, relative);
    if (existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) return null;
  }
}
