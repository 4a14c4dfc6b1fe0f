import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startPesapalFake } from '../../../test/fakes/pesapal-fake-server.js';
import { createPesapalClient } from './pesapal-client.js';
import { parsePesapalNotification, pesapalAck } from './pesapal-notification.js';

const IDS = {
  orderTrackingId: 'd0fa69d6-f3cd-433b-858e-df86555b86c8',
  merchantReference: '1515111111',
  notificationType: 'IPNCHANGE',
};

describe('parsePesapalNotification', () => {
  it('reads the query string (GET IPN and browser callback)', () => {
    const query = {
      OrderTrackingId: IDS.orderTrackingId,
      OrderMerchantReference: IDS.merchantReference,
      OrderNotificationType: 'CALLBACKURL',
    };
    expect(parsePesapalNotification({ query })).toEqual({
      ...IDS,
      notificationType: 'CALLBACKURL',
    });
  });

  it('reads a JSON body, a raw JSON string or a form body, in either casing', () => {
    const camel = {
      orderTrackingId: IDS.orderTrackingId,
      orderMerchantReference: IDS.merchantReference,
      orderNotificationType: 'IPNCHANGE',
    };
    expect(parsePesapalNotification({ query: {}, body: camel })).toEqual(IDS);
    expect(parsePesapalNotification({ body: JSON.stringify(camel) })).toEqual(IDS);
    const form = `OrderTrackingId=${IDS.orderTrackingId}&OrderMerchantReference=${IDS.merchantReference}&OrderNotificationType=RECURRING`;
    expect(parsePesapalNotification({ body: form })).toEqual({
      ...IDS,
      notificationType: 'RECURRING',
    });
  });

  it('defaults the type to IPNCHANGE and refuses missing or malformed ids', () => {
    expect(
      parsePesapalNotification({
        query: {
          OrderTrackingId: IDS.orderTrackingId,
          OrderMerchantReference: IDS.merchantReference,
        },
      }),
    ).toEqual(IDS);
    expect(
      parsePesapalNotification({ query: { OrderTrackingId: IDS.orderTrackingId } }),
    ).toBeNull();
    expect(parsePesapalNotification({ body: '{not json' })).toBeNull();
    expect(parsePesapalNotification({ body: [IDS] })).toBeNull();
    expect(parsePesapalNotification({})).toBeNull();
    expect(
      parsePesapalNotification({
        query: { OrderTrackingId: '<script>', OrderMerchantReference: IDS.merchantReference },
      }),
    ).toBeNull();
  });
});

describe('pesapalAck', () => {
  it('echoes the ids with status 200 or 500', () => {
    expect(pesapalAck(IDS, true)).toEqual({
      orderNotificationType: 'IPNCHANGE',
      orderTrackingId: IDS.orderTrackingId,
      orderMerchantReference: IDS.merchantReference,
      status: 200,
    });
    expect(pesapalAck(IDS, false).status).toBe(500);
  });
});

describe('the fake sends an IPN to the registered url', () => {
  it('GET with the three ids; the ack comes back', async () => {
    const app = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://app');
      const notification = parsePesapalNotification({
        query: Object.fromEntries(url.searchParams),
      });
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(notification ? pesapalAck(notification, true) : {}));
    });
    await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
    const ipnUrl = `http://127.0.0.1:${(app.address() as AddressInfo).port}/ipn`;
    const fake = await startPesapalFake();
    try {
      const pesapal = createPesapalClient({
        baseUrl: fake.baseUrl,
        consumerKey: fake.consumerKey,
        consumerSecret: fake.consumerSecret,
        ipnUrl,
      });
      const order = await pesapal.submitOrder({
        merchantReference: 'DEP-1',
        amount: 2500,
        currency: 'KES',
        description: 'Deposit',
        callbackUrl: 'https://pango.example/return',
        notificationId: await pesapal.ensureIpnId(),
        billing: { phone: '254712345678' },
      });
      const answer = await fake.setOutcome(order.orderTrackingId, 'completed', { notify: true });
      expect(answer).toEqual({
        status: 200,
        body: {
          orderNotificationType: 'IPNCHANGE',
          orderTrackingId: order.orderTrackingId,
          orderMerchantReference: 'DEP-1',
          status: 200,
        },
      });
    } finally {
      await fake.close();
      await new Promise<void>((resolve) => app.close(() => resolve()));
    }
  });
});
