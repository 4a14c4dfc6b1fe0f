import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { get } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restartDelayMs } from './api-cluster.js';
import { createTestContext, type TestContext } from './test/context.js';

// Issue 26 item 6 (ADR 046): with WEB_CONCURRENCY=2 the API runs as a cluster primary and two
// workers sharing one port. Both answer; a worker killed is replaced while the other answers.
// The production bundle starts in about a second where tsx takes several per process: the test
// builds its own (build.mjs --outdir), inside apps/api so its packages resolve.

const API_DIR = fileURLToPath(new URL('..', import.meta.url));
const BUILD_DIR = path.join(API_DIR, 'node_modules/.cache', `cluster-test-${randomUUID()}`);
let ctx: TestContext;
beforeAll(async () => {
  execFileSync(process.execPath, ['build.mjs', '--outdir', BUILD_DIR], { cwd: API_DIR });
  ctx = await createTestContext();
});
let started: ChildProcess | undefined;
afterAll(async () => {
  if (started) killGroup(started);
  rmSync(BUILD_DIR, { recursive: true, force: true });
  await ctx.close();
});

/** SIGKILL to the primary and its workers, if they are still there. */
function killGroup(child: ChildProcess): void {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

type LogLine = { pid: number; msg: string; worker?: number };

/** The processes' JSON log lines as they come, and a wait for one that matches. */
function logLines(child: ChildProcess) {
  const lines: LogLine[] = [];
  const waiters: (() => void)[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    createInterface({ input: stream }).on('line', (text) => {
      try {
        lines.push(JSON.parse(text) as LogLine);
      } catch {
        return; // not a log line
      }
      for (const wake of waiters.splice(0)) wake();
    });
  }
  const until = async (check: (all: LogLine[]) => boolean, timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    while (!check(lines)) {
      if (Date.now() > deadline) throw new Error(`timed out; log: ${JSON.stringify(lines)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  };
  return { lines, until };
}

/** One request on a connection of its own (the primary hands each connection to a worker). */
function status(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = get({ host: '127.0.0.1', port, path: '/api/unknown/', agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.setTimeout(2_000, () => req.destroy(new Error('no answer in 2 s')));
    req.on('error', reject);
  });
}

const listeningPids = (lines: LogLine[]) =>
  lines.filter((l) => l.msg.startsWith('Pango API listening')).map((l) => l.pid);
const answeringPids = (lines: LogLine[]) =>
  new Set(lines.filter((l) => l.msg === 'request completed').map((l) => l.pid));

describe('the API on two workers', () => {
  it('answers from both, and replaces a worker that dies while the other answers', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, [path.join(BUILD_DIR, 'index.js')], {
      cwd: API_DIR,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'development',
        WEB_CONCURRENCY: '2',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: ctx.env.DATABASE_URL,
        DATABASE_SCHEMA: ctx.env.DATABASE_SCHEMA,
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: a test that fails or times out still takes the workers down.
      detached: true,
    });
    started = child;
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    const log = logLines(child);
    try {
      await log.until((all) => listeningPids(all).length === 2, 10_000);
      const [first, second] = listeningPids(log.lines);
      expect(first).not.toBe(second);
      expect([first, second]).not.toContain(child.pid);

      for (let i = 0; i < 6; i += 1) expect(await status(port)).toBe(404);
      await log.until((all) => answeringPids(all).size === 2, 2_000);
      expect(answeringPids(log.lines)).toEqual(new Set([first, second]));

      process.kill(first!, 'SIGKILL');
      // A connection the primary hands over as the worker dies is lost with it; from the moment
      // the primary knows, every connection goes to the worker left, then to both again.
      await log.until((all) => all.some((l) => l.msg.startsWith('API worker died')), 5_000);
      const replaced = log.until((all) => listeningPids(all).length === 3, 10_000);
      let answeredMeanwhile = 0;
      let done = false;
      void replaced.finally(() => (done = true));
      while (!done) {
        expect(await status(port)).toBe(404);
        answeredMeanwhile += 1;
      }
      await replaced;
      expect(answeredMeanwhile).toBeGreaterThan(0);
      const third = listeningPids(log.lines)[2];
      expect([first, second]).not.toContain(third);
      expect(log.lines).toContainEqual(
        expect.objectContaining({ msg: 'API worker died: starting another', worker: first }),
      );

      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      killGroup(child);
    }
  }, 30_000);

  it('restarts at once, then later each time a worker keeps dying young', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 9].map(restartDelayMs)).toEqual([
      0, 1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });
});
