import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { countSmsSegments } from '@pango/shared';

// A local stand-in for Africa's Talking's SMS API (issue 25, ADR 042), speaking its documented
// contract (africastalking.ts): the adapter talks to it over real HTTP exactly as to the real one.
// Used by the tests and, when no gateway is configured outside production, by `pnpm start`: each
// message is printed in full to the console (like emails without SMTP_URL), then a delivery
// report is posted back to the app's callback URL, as Africa's Talking would.
//   a number ending 0000  is refused at once (statusCode 403 InvalidPhoneNumber)
//   a number ending 9999  is accepted, then reported Failed (DeliveryFailure)
//   any other number      is accepted, then reported Success

export const FAKE_AT_USERNAME = 'sandbox';
export const FAKE_AT_API_KEY = 'fake-africastalking-key';

export type FakeSms = {
  to: string;
  message: string;
  from: string | null;
  messageId: string | null;
  statusCode: number;
};
export type FakeReport = {
  id: string;
  status: string;
  phoneNumber: string;
  networkCode: string;
  failureReason?: string;
  retryCount: string;
};

export type FakeAtOptions = {
  /** Where delivery reports are posted; null keeps them in `pendingReports` for the caller. */
  deliveryUrl: string | null;
  deliveryDelayMs?: number;
  print?: (block: string) => void;
  port?: number;
};

export type FakeAt = {
  baseUrl: string;
  apiKey: string;
  username: string;
  sent: FakeSms[];
  /** Reports not posted (deliveryUrl null), in order. */
  pendingReports: FakeReport[];
  /** The next `times` requests answer 503 (a gateway outage). */
  failNext(times: number): void;
  close(): Promise<void>;
};

function block(sms: FakeSms): string {
  const { segments, encoding } = countSmsSegments(sms.message);
  const rule = '─'.repeat(60);
  return [
    rule,
    `SMS (fake Africa's Talking) to ${sms.to}${sms.from ? ` from ${sms.from}` : ''}`,
    `${segments} segment${segments === 1 ? '' : 's'}, ${encoding}, id ${sms.messageId ?? '(refused)'}`,
    '',
    sms.message,
    rule,
    '',
  ].join('\n');
}

export async function startFakeAfricasTalking(options: FakeAtOptions): Promise<FakeAt> {
  const sent: FakeSms[] = [];
  const pendingReports: FakeReport[] = [];
  const print = options.print ?? ((text: string) => process.stdout.write(text));
  let outage = 0;

  async function report(payload: FakeReport) {
    if (!options.deliveryUrl) {
      pendingReports.push(payload);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, options.deliveryDelayMs ?? 300));
    try {
      await fetch(options.deliveryUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(payload as Record<string, string>).toString(),
      });
    } catch {
      // The app is down: Africa's Talking would retry; the fake keeps it for inspection.
      pendingReports.push(payload);
    }
  }

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const reply = (status: number, body: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(typeof body === 'string' ? body : JSON.stringify(body));
      };
      if (req.method !== 'POST' || req.url !== '/version1/messaging')
        return reply(404, 'The requested resource could not be found');
      if (outage > 0) {
        outage -= 1;
        res.writeHead(503, { 'Content-Type': 'text/html' });
        return res.end('<html><title>503 Service Unavailable</title></html>');
      }
      if (req.headers.apikey !== FAKE_AT_API_KEY)
        return reply(401, 'The supplied authentication is invalid');
      if (!String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded'))
        return reply(415, 'Expected a form-encoded body');
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      if (form.get('username') !== FAKE_AT_USERNAME)
        return reply(401, 'The supplied authentication is invalid');
      const message = form.get('message') ?? '';
      const numbers = (form.get('to') ?? '')
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean);
      if (!message || numbers.length === 0) return reply(400, 'Missing to or message');
      const recipients = numbers.map((number) => {
        const valid = /^\+254[17]\d{8}$/.test(number) && !number.endsWith('0000');
        const messageId = valid ? `ATXid_${randomUUID().replaceAll('-', '')}` : null;
        const sms: FakeSms = {
          to: number,
          message,
          from: form.get('from'),
          messageId,
          statusCode: valid ? 101 : 403,
        };
        sent.push(sms);
        print(block(sms));
        if (messageId) {
          const fails = number.endsWith('9999');
          void report({
            id: messageId,
            status: fails ? 'Failed' : 'Success',
            phoneNumber: number,
            networkCode: '63902',
            ...(fails ? { failureReason: 'DeliveryFailure' } : {}),
            retryCount: '0',
          });
        }
        const { segments } = countSmsSegments(message);
        return valid
          ? {
              statusCode: 101,
              number,
              status: 'Success',
              cost: `KES ${(0.8 * segments).toFixed(4)}`,
              messageId,
            }
          : { statusCode: 403, number, status: 'InvalidPhoneNumber', cost: '0', messageId: 'None' };
      });
      const accepted = recipients.filter((r) => r.statusCode === 101).length;
      reply(201, {
        SMSMessageData: {
          Message: `Sent to ${accepted}/${recipients.length} Total Cost: KES ${(0.8 * accepted).toFixed(4)}`,
          Recipients: recipients,
        },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  // Never what keeps a process alive (`worker.js --once sms-outbox` exits when its job is done).
  server.unref();
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    apiKey: FAKE_AT_API_KEY,
    username: FAKE_AT_USERNAME,
    sent,
    pendingReports,
    failNext(times) {
      outage = times;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
