import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { LANDLORD } from '../support/fixtures';

// The README's run command, as a new user runs it: `pnpm start` with nothing configured (embedded
// Postgres in a throwaway folder, no SMTP_URL). A forgotten password must still be recoverable:
// the reset email is printed in the console, and its link works. Desktop only: no layout here.

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const RESET_LINK = /http:\/\/localhost:\d+\/reset-password\/[^\s/]+\/[^\s/]+/;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let child: ChildProcess | undefined;
let dataDir: string | undefined;
test.afterEach(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('pnpm start with no SMTP_URL prints the reset email, and its link resets the password', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const port = await freePort();
  dataDir = mkdtempSync(path.join(tmpdir(), 'pango-start-'));
  // As root, the embedded server runs as a `postgres` user, who must be able to enter this folder.
  chmodSync(dataDir, 0o755);
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), PANGO_DATA_DIR: dataDir };
  for (const name of ['DATABASE_URL', 'SMTP_URL', 'APP_URL', 'NODE_ENV', 'JWT_SECRET'])
    delete env[name];
  let output = '';
  child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: ROOT, env });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));

  await expect
    .poll(() => output, { timeout: 200_000, intervals: [500] })
    .toContain(`Pango is running: http://localhost:${port}`);
  expect(output).toContain('Email: printed in this console');
  expect(output).toContain(LANDLORD.email);

  await page.goto(`http://localhost:${port}/forgot-password`);
  await page.getByLabel('Email').fill(LANDLORD.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();

  await expect.poll(() => RESET_LINK.test(output), { timeout: 30_000 }).toBe(true);
  expect(output).toContain(`To: ${LANDLORD.email}`);
  expect(output).toContain('Subject: Reset your Pango password');
  const link = output.match(RESET_LINK)![0];

  const newPassword = `Printed${Date.now()}x`;
  await page.goto(link);
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password Reset Successful' })).toBeVisible();

  const signIn = await page.request.post(`http://localhost:${port}/api/accounts/token/`, {
    data: { email: LANDLORD.email, password: newPassword, user_type: 'landlord' },
  });
  expect(signIn.ok()).toBe(true);
});
