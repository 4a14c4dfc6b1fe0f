// Serves the built app (apps/api/dist + apps/web/dist) in production mode on loopback, against a
// throwaway schema with the demo data, for the benchmarks. Build first (buildApp in run.mjs).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import { resolveDatabase } from './database.mjs';
import { migrate, quoteIdent } from './migrate.mjs';
import { withClient } from './pg-client.mjs';
import { seed } from './seed.mjs';
import { ROOT, waitForHttp } from './run.mjs';

/**
 * Starts the database (DATABASE_URL, else a temporary embedded Postgres), migrates and seeds a new
 * schema, and runs apps/api/dist/index.js with NODE_ENV=production serving apps/web/dist.
 *
 * @param {{ port?: number, schema?: string, env?: Record<string, string> }} [options]
 *   port: default a free loopback port; schema: default `bench_<pid>_<random>` (dropped on stop);
 *   env: extra variables for the API process.
 * @returns {Promise<{ origin: string, port: number, pid: number, database: { url: string, embedded: boolean },
 *   schema: string, stop: () => Promise<void> }>} stop ends the API, drops the schema and stops the
 *   embedded database; it is safe to call more than once.
 */
export async function serveApp({ port, schema, env = {} } = {}) {
  const listenPort = port ?? (await freePort());
  const schemaName = schema ?? `bench_${process.pid}_${randomBytes(3).toString('hex')}`;
  const database = await resolveDatabase({ persistent: false });
  let api;
  let stopping;
  const stop = () => {
    stopping ??= (async () => {
      if (api && api.exitCode === null && api.signalCode === null) {
        const exited = new Promise((resolve) => api.once('exit', resolve));
        api.kill('SIGTERM');
        await exited;
      }
      if (!database.embedded) await dropSchema(database.url, schemaName);
      await database.stop();
    })();
    return stopping;
  };
  try {
    await migrate(database.url, { schema: schemaName });
    const origin = `http://127.0.0.1:${listenPort}`;
    await seed(database.url, { schema: schemaName, appUrl: origin });
    api = spawn(process.execPath, [path.join(ROOT, 'apps/api/dist/index.js')], {
      env: {
        ...productionApiEnv({ port: listenPort, databaseUrl: database.url, schema: schemaName }),
        LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const early = new Promise((_, reject) =>
      api.once('exit', (code, signal) =>
        reject(new Error(`the API exited before answering (${code ?? signal})`)),
      ),
    );
    early.catch(() => {});
    await Promise.race([waitForHttp(`${origin}/api/health/`), early]);
    return { origin, port: listenPort, pid: api.pid, database, schema: schemaName, stop };
  } catch (error) {
    await stop().catch(() => {});
    throw error;
  }
}

/**
 * The environment of the API's production build on loopback for the benchmarks: a fresh signing
 * secret, APP_URL on the port, an SMTP_URL production requires but nothing listens on (port 9)
 * because nothing here sends email, and the payment sandbox allowed.
 */
export function productionApiEnv({ port, databaseUrl, schema }) {
  const origin = `http://127.0.0.1:${port}`;
  return {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    DATABASE_SCHEMA: schema,
    WEB_DIST_DIR: path.join(ROOT, 'apps/web/dist'),
    JWT_SECRET: randomBytes(32).toString('base64url'),
    CREDENTIALS_KEY: randomBytes(32).toString('base64'),
    APP_URL: origin,
    SMTP_URL: 'smtp://127.0.0.1:9',
    // The benchmarks' payments go to the sandbox, which production refuses unless told.
    ALLOW_SANDBOX_PAYMENTS: 'true',
    LOG_LEVEL: 'warn',
  };
}

function dropSchema(url, schema) {
  return withClient(url, undefined, (client) =>
    client.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`),
  );
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
