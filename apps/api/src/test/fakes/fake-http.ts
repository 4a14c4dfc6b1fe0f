import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// The small HTTP plumbing both provider fakes share: a real server on 127.0.0.1, port 0,
// JSON bodies, and a log of what arrived so tests can assert the wire format.

export type ReceivedRequest = {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
};

export type FakeReply = { status: number; body: unknown };
export type FakeHandler = (req: ReceivedRequest) => FakeReply | Promise<FakeReply>;

/**
 * How a provider misbehaves (issue 22 item 3), switched on per test for paths ending with a suffix:
 *   slow       does the work, then answers after `delayMs` (past the client's time-out)
 *   5xx        a gateway's 503 HTML page instead of the API's JSON
 *   malformed  200 with a truncated JSON body
 *   silent     accepts the connection and never answers
 */
export type FaultMode = 'slow' | '5xx' | 'malformed' | 'silent';
export type FaultOptions = { delayMs?: number; times?: number };
type Fault = { suffix: string; mode: FaultMode; delayMs: number; remaining: number };

const GATEWAY_PAGE = '<html><head><title>503 Service Unavailable</title></head></html>';

export async function startJsonServer(handle: FakeHandler) {
  const requests: ReceivedRequest[] = [];
  const faults: Fault[] = [];
  /** The fault for this path, used up once its `times` are spent. */
  function faultFor(path: string): Fault | null {
    const index = faults.findIndex((f) => path.endsWith(f.suffix));
    if (index < 0) return null;
    const fault = faults[index]!;
    fault.remaining -= 1;
    if (fault.remaining <= 0) faults.splice(index, 1);
    return fault;
  }
  const server = createServer((req, res) => {
    void serve(req, res);
  });
  async function serve(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // Left as text: the handler decides whether that is acceptable.
    }
    const url = new URL(req.url ?? '/', 'http://fake');
    const received: ReceivedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: req.headers,
      body,
    };
    requests.push(received);
    const fault = faultFor(received.path);
    if (fault?.mode === 'silent') return;
    if (fault?.mode === '5xx') {
      res.writeHead(503, { 'Content-Type': 'text/html' }).end(GATEWAY_PAGE);
      return;
    }
    if (fault?.mode === 'malformed') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"status":"200","order');
      return;
    }
    let reply: FakeReply;
    try {
      reply = await handle(received);
    } catch (err) {
      reply = { status: 500, body: { fakeError: String(err) } };
    }
    if (fault?.mode === 'slow') await new Promise((r) => setTimeout(r, fault.delayMs));
    if (res.destroyed) return;
    const payload = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
    res.writeHead(reply.status, {
      'Content-Type': typeof reply.body === 'string' ? 'text/html' : 'application/json',
    });
    res.end(payload);
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    /** Misbehaves on paths ending with `suffix`: every time (default) or the next `times`. */
    fault(suffix: string, mode: FaultMode, options: FaultOptions = {}) {
      faults.push({
        suffix,
        mode,
        delayMs: options.delayMs ?? 2_000,
        remaining: options.times ?? Number.POSITIVE_INFINITY,
      });
    },
    /** Behaves again. */
    heal() {
      faults.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Sends a notification (IPN or callback) to the app and returns what it answered. */
export async function deliver(
  url: string,
  init: { method: 'GET' | 'POST'; body?: unknown },
): Promise<FakeReply> {
  const response = await fetch(url, {
    method: init.method,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // A non-JSON answer is returned as text.
  }
  return { status: response.status, body };
}
