// The environment `pnpm start` gives the API and the worker, shared with `pnpm job` so a one-off
// job sees the same database, links, uploads and signing secret as the running product.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './run.mjs';

/** Local state (embedded database, uploads, the signing secret); PANGO_DATA_DIR moves it. */
export const dataDir = () => process.env.PANGO_DATA_DIR ?? path.join(ROOT, '.data');

/**
 * @param {{ port: number, databaseUrl: string }} options
 * @returns {NodeJS.ProcessEnv}
 */
export function localProcessEnv({ port, databaseUrl }) {
  return {
    ...process.env,
    // Production refuses to run without SMTP_URL (emails must never land in logs), so a local run
    // that prints its emails runs as development.
    NODE_ENV: process.env.NODE_ENV ?? (process.env.SMTP_URL ? 'production' : 'development'),
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    // Links in emails (reset, reminders) point here unless the operator says otherwise.
    APP_URL: process.env.APP_URL ?? `http://localhost:${port}`,
    WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? path.join(ROOT, 'apps/web/dist'),
    UPLOADS_DIR: process.env.UPLOADS_DIR ?? path.join(dataDir(), 'uploads'),
    JWT_SECRET: process.env.JWT_SECRET ?? localSecret(),
    // Seals landlords' Daraja credentials (ADR 025); per checkout, kept beside the signing secret.
    CREDENTIALS_KEY: process.env.CREDENTIALS_KEY ?? localSecret('credentials-key', 32, 'base64'),
  };
}

// A per-checkout signing secret for local runs, so tokens survive restarts without a default.
function localSecret(name = 'jwt-secret', bytes = 48, encoding = 'base64url') {
  const file = path.join(dataDir(), name);
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(bytes).toString(encoding), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}
