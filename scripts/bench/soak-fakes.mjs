// The outside world of `pnpm bench --soak`, in a process of its own (forked by soak.mjs with tsx,
// since it runs the tests' TypeScript fake): the fake Pesapal API 3.0 of
// apps/api/src/test/fakes/pesapal-fake-server.ts, and an SMTP server that accepts and counts the
// worker's emails (receipts) without keeping them.
// Messages from the parent: { settle: trackingId, id } -> the order is completed (GetTransactionStatus
// says so from now on) and the parent receives { id, merchantReference } (null for an order this
// fake never saw: a payment left open by an earlier run, answered again); it then sends the IPN
// itself, as Pesapal would, so the notification's latency is measured with the other requests.
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '../lib/run.mjs';

const { startPesapalFake } = await import(
  path.join(ROOT, 'apps/api/src/test/fakes/pesapal-fake-server.ts')
);
const { SMTPServer } = createRequire(path.join(ROOT, 'e2e/package.json'))('smtp-server');

const pesapal = await startPesapalFake({ tokenTtlSeconds: 300 });
let emails = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    stream.on('data', () => {});
    stream.on('end', () => {
      emails += 1;
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));

// The fake logs every request for tests' assertions; a soak would grow that log for half an hour.
// Orders stay (a thousand or so a run): the API answers a tenant's open payment again when they
// start another, and its order must still be known then.
setInterval(() => {
  pesapal.requests.length = 0;
}, 60_000).unref();

process.on('message', async (message) => {
  if (message.settle) {
    const order = pesapal.orders.get(message.settle);
    if (order) await pesapal.setOutcome(message.settle, message.outcome ?? 'completed');
    process.send({
      id: message.id,
      merchantReference: order ? String(order.request.id) : null,
    });
  } else if (message.emails) {
    process.send({ id: message.id, emails });
  }
});
process.on('disconnect', () => process.exit(0));

process.send({
  ready: true,
  pesapal: {
    baseUrl: pesapal.baseUrl,
    consumerKey: pesapal.consumerKey,
    consumerSecret: pesapal.consumerSecret,
  },
  smtpPort: smtp.server.address().port,
});
