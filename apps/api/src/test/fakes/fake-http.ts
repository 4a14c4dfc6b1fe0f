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

export async function startJsonServer(handle: FakeHandler) {
  const requests: ReceivedRequest[] = [];
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
    let reply: FakeReply;
    try {
      reply = await handle(received);
    } catch (err) {
      reply = { status: 500, body: { fakeError: String(err) } };
    }
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
