import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startDarajaFake } from './daraja-fake-server.js';
import { startPesapalFake } from './pesapal-fake-server.js';

// The provider fakes as a process of their own, for scripts that run the built API as a real
// process (`pnpm test:faults`, scripts/test-faults.mjs): `tsx serve-fakes.ts` starts fake Pesapal
// and Daraja on loopback, prints one JSON line with their addresses and credentials, and takes
// orders on a small control server, so a payment written straight into the database (as if the
// provider had been asked) is one the fake knows, completed, when the app asks about it.
//   POST /pesapal/orders  [{ trackingId, merchantReference, amount }]   -> completed orders
//   POST /daraja/pushes   [{ checkoutRequestId, merchantRequestId, amount, phone }]
//                          -> answers each push's STK callback body (success, a fresh receipt)

const pesapal = await startPesapalFake({ tokenTtlSeconds: 3600 });
const daraja = await startDarajaFake();
const ipn = pesapal.addIpn('http://127.0.0.1/unused', 'GET');

type Order = { trackingId: string; merchantReference: string; amount: number };
type Push = { checkoutRequestId: string; merchantRequestId: string; amount: number; phone: number };

function addOrders(orders: Order[]): unknown {
  for (const order of orders) {
    pesapal.orders.set(order.trackingId, {
      trackingId: order.trackingId,
      request: { id: order.merchantReference, amount: order.amount, currency: 'KES' },
      outcome: 'completed',
      reported: {},
    });
  }
  return { added: orders.length };
}

function addPushes(pushes: Push[]): unknown {
  return pushes.map((push) => {
    daraja.pushes.set(push.checkoutRequestId, {
      checkoutRequestId: push.checkoutRequestId,
      merchantRequestId: push.merchantRequestId,
      consumerKey: daraja.consumerKey,
      request: { Amount: push.amount, PhoneNumber: push.phone },
      queryScript: [{ resultCode: 0 }],
    });
    // An M-Pesa receipt: 10 capitals and digits, unique (the payments table says so).
    const receipt = `F${randomBytes(5).toString('hex').toUpperCase().slice(0, 9)}`;
    return daraja.callbackBody(push.checkoutRequestId, { resultCode: 0, receipt });
  });
}

const control = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '[]') as never;
    const answer =
      req.url === '/pesapal/orders'
        ? addOrders(body)
        : req.url === '/daraja/pushes'
          ? addPushes(body)
          : null;
    res.writeHead(answer ? 200 : 404, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(answer ?? { error: 'not found' }));
  });
});
await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));

process.stdout.write(
  `${JSON.stringify({
    control: `http://127.0.0.1:${(control.address() as AddressInfo).port}`,
    pesapal: {
      baseUrl: pesapal.baseUrl,
      consumerKey: pesapal.consumerKey,
      consumerSecret: pesapal.consumerSecret,
      ipnId: ipn.ipn_id,
    },
    daraja: {
      baseUrl: daraja.baseUrl,
      consumerKey: daraja.consumerKey,
      consumerSecret: daraja.consumerSecret,
      shortCode: daraja.shortCode,
      passkey: daraja.passkey,
    },
  })}\n`,
);

process.on('SIGTERM', () => process.exit(0));
