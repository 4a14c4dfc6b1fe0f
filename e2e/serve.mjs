// Serves the built app for the browser journeys: a fresh schema in the test database (migrated and
// seeded), a real SMTP server on loopback with a small HTTP mailbox the tests read, and the API
// process serving apps/web/dist on one port.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { migrate } from '../scripts/lib/migrate.mjs';
import { seed } from '../scripts/lib/seed.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('e2e/serve.mjs needs DATABASE_URL (pnpm test provides one)');
const port = Number(process.env.E2E_PORT ?? 4173);
const mailboxPort = Number(process.env.E2E_MAILBOX_PORT ?? 4174);
const schema = `e2e_${process.pid}`;
// Uploaded ID documents go to a throwaway folder, not the developer's .data/uploads.
const uploadsDir = mkdtempSync(path.join(tmpdir(), 'pango-e2e-uploads-'));

await migrate(databaseUrl, { schema });
await seed(databaseUrl, { schema });

const mails = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (c) => chunks.push(c));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const text = raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_m, h) => String.fromCharCode(parseInt(h, 16)));
      mails.push({ to: session.envelope.rcptTo.map((r) => r.address), text });
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = smtp.server.address().port;

// The mailbox (GET /?to=) and a hook to run one worker job at a chosen time (POST /jobs/<name>?at=),
// the way an operator would with `node apps/api/dist/worker.js --once <name> --at <time>`.
const mailbox = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  res.setHeader('content-type', 'application/json');
  const job = /^\/jobs\/([a-z-]+)$/.exec(url.pathname);
  if (req.method === 'POST' && job) {
    const args = ['--once', job[1]];
    const at = url.searchParams.get('at');
    if (at) args.push('--at', at);
    runWorkerOnce(args).then(
      (output) => res.end(JSON.stringify({ ok: true, output })),
      (err) => {
        res.statusCode = 500;
        res.end(JSON.stringify({ ok: false, error: String(err) }));
      },
    );
    return;
  }
  const to = url.searchParams.get('to');
  res.end(JSON.stringify(mails.filter((m) => !to || m.to.includes(to))));
});
await new Promise((resolve) => mailbox.listen(mailboxPort, '127.0.0.1', resolve));

const apiEnv = {
  ...process.env,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: String(port),
  DATABASE_URL: databaseUrl,
  DATABASE_SCHEMA: schema,
  // E2E_WEB_DIST lets a developer serve another build (e.g. two checkouts' journeys at once).
  WEB_DIST_DIR: process.env.E2E_WEB_DIST ?? path.join(root, 'apps/web/dist'),
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  // Production requires it (links in emails never come from the request's Host); the journeys
  // open the app at this origin.
  APP_URL: `http://127.0.0.1:${port}`,
  // The sandbox's hosted page on another origin (localhost, the same server), as a real provider's
  // page always is: the payer's tab is cross-origin to the app (issue 17).
  SANDBOX_PUBLIC_URL: `http://localhost:${port}`,
  UPLOADS_DIR: uploadsDir,
  JWT_SECRET: process.env.E2E_JWT_SECRET ?? randomBytes(32).toString('hex'),
  // Production requires it: it seals landlords' Daraja credentials (ADR 025).
  CREDENTIALS_KEY: randomBytes(32).toString('base64'),
  // The journeys pay on the sandbox, which production refuses unless told (issue 17, item 4).
  ALLOW_SANDBOX_PAYMENTS: 'true',
  // SMS through the fake Africa's Talking, which reports each message delivered (issue 25).
  SMS_GATEWAY: 'fake',
  ALLOW_FAKE_SMS: 'true',
  SMS_DELIVERY_TOKEN: randomBytes(24).toString('hex'),
  LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
  // Every journey signs tenants up from this one address (the default is 5 a day, ADR 019).
  TENANT_APPLICATIONS_PER_ADDRESS_PER_DAY: '1000',
  // Several journeys ask for a reset email to the same demo tenant within a minute.
  RESET_EMAILS_PER_MINUTE: '1000',
  RESET_EMAILS_PER_DAY: '1000',
  LOG_LEVEL: 'warn',
  // One API process: the journeys share two cores with Chromium and the worker, and the cluster
  // itself is proven by apps/api/src/api-cluster.test.ts (ADR 046).
  WEB_CONCURRENCY: '1',
};
const api = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(root, 'apps/api/dist/index.js')],
  { stdio: 'inherit', env: apiEnv },
);

function runWorkerOnce(args) {
  return new Promise((resolve, reject) => {
    const worker = spawn(
      process.execPath,
      ['--enable-source-maps', path.join(root, 'apps/api/dist/worker.js'), ...args],
      { env: apiEnv, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    worker.stdout.on('data', (chunk) => (output += chunk));
    worker.on('error', reject);
    worker.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`worker ${args.join(' ')} exited ${code}`)),
    );
  });
}

async function shutdown() {
  api.kill('SIGTERM');
  smtp.close();
  mailbox.close();
  rmSync(uploadsDir, { recursive: true, force: true });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await client.end();
  process.exit(0);
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
api.on('exit', (code) => {
  console.error(`API exited with ${code}`);
  process.exit(1);
});
