import { spawn, type ChildProcess } from 'node:child_process';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.js';
import { closeGracefully } from './lib/graceful-shutdown.js';
import { createTestContext, type TestContext } from './test/context.js';

// A deploy or a scale-down sends SIGTERM: the API stops taking connections, answers the requests
// it has started, and exits well inside the orchestrator's 10 s before SIGKILL.

const API_DIR = fileURLToPath(new URL('..', import.meta.url));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const BODY = JSON.stringify({ email: 'slow@example.test', password: 'x'.repeat(20) });

/** A request whose headers and first body byte are sent, the rest held back: in flight. */
async function startSlowRequest(
  port: number,
): Promise<{ socket: Socket; answer: Promise<string> }> {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve).once('error', reject);
  });
  let received = '';
  const answer = new Promise<string>((resolve) => {
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('utf8');
      if (received.includes('\r\n\r\n{')) resolve(received);
    });
    socket.on('close', () => resolve(received));
  });
  socket.write(
    `POST /api/unknown/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${BODY.length}\r\n\r\n${BODY.slice(0, 1)}`,
  );
  return { socket, answer };
}

const refusesConnections = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = connect(port, '127.0.0.1');
    probe.once('connect', () => {
      probe.destroy();
      resolve(false);
    });
    probe.once('error', () => resolve(true));
  });

async function eventually(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

function waitForOutput(child: ChildProcess, text: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`no "${text}" in: ${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes(text)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
  });
}

describe('graceful shutdown', () => {
  it('on SIGTERM refuses new connections, answers the request in flight and exits 0', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/index.ts'], {
      cwd: API_DIR,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: ctx.env.DATABASE_URL,
        DATABASE_SCHEMA: ctx.env.DATABASE_SCHEMA,
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    try {
      await waitForOutput(child, 'Pango API listening', 15_000);
      const slow = await startSlowRequest(port);
      // Give the server a moment to read the headers, so the request is truly in flight.
      await new Promise((resolve) => setTimeout(resolve, 500));

      const signalled = Date.now();
      child.kill('SIGTERM');
      expect(await eventually(() => refusesConnections(port), 3_000)).toBe(true);

      slow.socket.write(BODY.slice(1));
      const answer = await slow.answer;
      expect(answer).toMatch(/^HTTP\/1\.1 404 /);
      expect(answer).toContain('"code":"NOT_FOUND"');

      expect(await exited).toBe(0);
      expect(Date.now() - signalled).toBeLessThan(10_000);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });

  it('cuts off what is still open when the grace period ends, and says so', async () => {
    const server = createApp(ctx.deps).listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const stuck = await startSlowRequest(port);
    await new Promise((resolve) => setTimeout(resolve, 200));

    const started = Date.now();
    expect(await closeGracefully(server, 300)).toBe(false);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await stuck.answer).toBe('');
  });
});
