// The processes the fault test starts and kills: the provider fakes (tsx), and the production
// build of the API and the worker (apps/api/dist), each restartable after a SIGKILL.
import { spawn } from 'node:child_process';
import { mkdirSync, openSync } from 'node:fs';
import { createInterface } from 'node:readline';
import path from 'node:path';
import { ROOT, waitForHttp } from '../run.mjs';

const API_DIST = path.join(ROOT, 'apps/api/dist/index.js');
const WORKER_DIST = path.join(ROOT, 'apps/api/dist/worker.js');

/** The API's and the worker's logs (errors only), for a failure's post-mortem. */
export const PROCESS_LOG = path.join(ROOT, 'test-results/faults-processes.log');
mkdirSync(path.dirname(PROCESS_LOG), { recursive: true });
const logFd = openSync(PROCESS_LOG, 'w');
const STDIO = ['ignore', logFd, logFd];

// Whatever happens to the test (a crash included), no child outlives it.
const children = new Set();
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});
function track(child) {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** Starts apps/api/src/test/fakes/serve-fakes.ts; resolves with its addresses and a stop(). */
export async function startProviderFakes() {
  // tsx's own loader runs the file in place, without a separate child to leave behind.
  const child = track(
    spawn(process.execPath, ['--import', 'tsx', 'src/test/fakes/serve-fakes.ts'], {
      cwd: path.join(ROOT, 'apps/api'),
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  );
  const line = await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the provider fakes exited (${code})`)));
    createInterface({ input: child.stdout }).once('line', resolve);
  });
  const info = JSON.parse(line);
  const post = async (route, body) => {
    const res = await fetch(`${info.control}${route}`, {
      method: 'POST',
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`provider fakes ${route} answered ${res.status}`);
    return res.json();
  };
  return {
    ...info,
    addOrders: (orders) => post('/pesapal/orders', orders),
    addPushes: (pushes) => post('/daraja/pushes', pushes),
    stop: () => {
      child.removeAllListeners('exit');
      child.kill('SIGTERM');
    },
  };
}

/**
 * A restartable child process: `start()` spawns it (and waits for `ready` when given), `kill()`
 * sends SIGKILL and waits for the exit, `stop()` ends it with SIGTERM.
 */
function managed(name, args, env, ready) {
  let child = null;
  let startedAt = 0;
  const exited = () => !child || child.exitCode !== null || child.signalCode !== null;
  const waitExit = () =>
    exited() ? Promise.resolve() : new Promise((resolve) => child.once('exit', resolve));
  return {
    name,
    get pid() {
      return child?.pid ?? null;
    },
    isRunning: () => !exited(),
    /** Milliseconds since it was started (and, for the API, answered). */
    upFor: () => Date.now() - startedAt,
    async start() {
      child = track(spawn(process.execPath, args, { env, stdio: STDIO }));
      startedAt = Date.now();
      if (!ready) return;
      const current = child;
      const early = new Promise((_, reject) =>
        current.once('exit', (code, signal) =>
          reject(new Error(`the ${name} exited while starting (${code ?? signal})`)),
        ),
      );
      early.catch(() => {});
      await Promise.race([ready(), early]);
      startedAt = Date.now();
    },
    async kill() {
      if (exited()) return false;
      const done = waitExit();
      child.kill('SIGKILL');
      await done;
      return true;
    },
    async stop() {
      if (exited()) return;
      const done = waitExit();
      child.kill('SIGTERM');
      await done;
    },
  };
}

export function apiProcess(env) {
  return managed('API', [API_DIST], env, () =>
    waitForHttp(`http://127.0.0.1:${env.PORT}/api/health/`, 120_000),
  );
}

export function workerProcess(env) {
  return managed('worker', [WORKER_DIST], env, null);
}

/**
 * `node worker.js --once <job> [--at <time>]` as a child: resolves its exit code, or 'killed' when
 * it was sent SIGKILL mid-run: `isWorking` (polled every 50 ms) saw its first writes, then
 * `killDelayMs` passed.
 */
export function runJobOnce(env, job, { at, isWorking, killDelayMs = 0 } = {}) {
  const args = [WORKER_DIST, '--once', job, ...(at ? ['--at', at] : [])];
  const child = track(spawn(process.execPath, args, { env, stdio: STDIO }));
  let exited = false;
  let killed = false;
  const watch = async () => {
    while (!exited && !(await isWorking())) await sleep(50);
    await sleep(killDelayMs);
    if (exited) return;
    killed = true;
    child.kill('SIGKILL');
  };
  return new Promise((resolve, reject) => {
    if (isWorking) watch().catch(reject);
    child.once('error', reject);
    child.once('exit', (code) => {
      exited = true;
      resolve(killed ? 'killed' : code);
    });
  });
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
