import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

// The README's one-off job commands (issue 17, item 22), run as written by a new user: no
// DATABASE_URL, so `pnpm job` must find the embedded database the way `pnpm start` does (here in
// a throwaway PANGO_DATA_DIR). The old `node apps/api/dist/worker.js --once …` line stopped with
// "DATABASE_URL is required". Desktop only: no browser is involved.

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Every `pnpm job …` line of the README's shell blocks, comments dropped. */
function readmeJobCommands(): string[][] {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const blocks = [...readme.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1] ?? '');
  return blocks
    .flatMap((block) => block.split('\n'))
    .map((line) => line.replace(/#.*$/, '').trim())
    .filter((line) => line.startsWith('pnpm job '))
    .map((line) => line.split(/\s+/));
}

function runCommand(argv: string[], env: NodeJS.ProcessEnv) {
  const [command, ...args] = argv;
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(command!, args, { cwd: ROOT, env });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

let dataDir: string | undefined;
test.afterEach(() => {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('every pnpm job command in the README runs once on the embedded database', async () => {
  test.setTimeout(480_000);
  const commands = readmeJobCommands();
  expect(commands.map((argv) => argv[2])).toEqual(
    expect.arrayContaining(['rent-reminders', 'rent-charges', 'reconcile-payments']),
  );
  dataDir = mkdtempSync(path.join(tmpdir(), 'pango-job-'));
  // As root, the embedded server runs as a `postgres` user, who must be able to enter this folder.
  chmodSync(dataDir, 0o755);
  const env: NodeJS.ProcessEnv = { ...process.env, PANGO_DATA_DIR: dataDir };
  for (const name of ['DATABASE_URL', 'SMTP_URL', 'APP_URL', 'NODE_ENV', 'JWT_SECRET'])
    delete env[name];

  for (const argv of commands) {
    const { code, output } = await runCommand(argv, env);
    expect(output, argv.join(' ')).not.toContain('DATABASE_URL is required');
    expect(code, `${argv.join(' ')}\n${output}`).toBe(0);
    expect(output).toContain(`{"job":"${argv[2]}","result":`);
  }
});

test('pnpm job names the jobs when given an unknown one', async () => {
  test.setTimeout(240_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'pango-job-'));
  chmodSync(dataDir, 0o755);
  const env: NodeJS.ProcessEnv = { ...process.env, PANGO_DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  const { code, output } = await runCommand(['pnpm', 'job', 'rent-remindres'], env);
  expect(code).not.toBe(0);
  // The worker's error line is JSON: its quotes arrive escaped.
  expect(output).toMatch(/Unknown job \\*"rent-remindres\\*"\. Jobs: [a-z, -]*rent-reminders/);
});
