import { randomUUID } from 'node:crypto';
import { deliver, startJsonServer, type FakeReply, type ReceivedRequest } from './fake-http.js';
import {
  MERCHANT_REFERENCE,
  fail,
  ipnBody,
  record,
  statusBody,
  type OutcomeOptions,
  type PesapalFakeOptions,
  type PesapalFakeOrder,
  type PesapalIpn,
  type PesapalOutcome,
} from './pesapal-fake-shapes.js';

export type {
  OutcomeOptions,
  PesapalFakeOptions,
  PesapalFakeOrder,
  PesapalIpn,
  PesapalOutcome,
} from './pesapal-fake-shapes.js';

// A fake Pesapal API 3.0 on loopback, speaking the documented shapes (payments.md section 1):
// RequestToken, GetIpnList, RegisterIPN, SubmitOrderRequest, GetTransactionStatus.
//   const pesapal = await startPesapalFake();
//   createPesapalClient({ baseUrl: pesapal.baseUrl, consumerKey: pesapal.consumerKey, ... });
//   pesapal.setOutcome(trackingId, 'completed', { notify: true }); // then GTS answers completed
// Tests read pesapal.requests / pesapal.tokenRequestCount to assert what the app sent.

export type PesapalFake = Awaited<ReturnType<typeof startPesapalFake>>;

export async function startPesapalFake(options: PesapalFakeOptions = {}) {
  const consumerKey = options.consumerKey ?? 'fake-pesapal-key';
  const consumerSecret = options.consumerSecret ?? 'fake-pesapal-secret';
  const ttlMs = (options.tokenTtlSeconds ?? 300) * 1000;
  const now = options.now ?? (() => new Date());
  const tokens = new Map<string, number>();
  const ipns: PesapalIpn[] = [];
  const orders = new Map<string, PesapalFakeOrder>();
  const queued: Array<{ path: string; reply: FakeReply; delayMs: number }> = [];
  let tokenRequestCount = 0;

  const server = await startJsonServer(async (req) => {
    const scripted = queued.findIndex((q) => req.path.endsWith(q.path));
    if (scripted >= 0) {
      const { reply, delayMs } = queued.splice(scripted, 1)[0]!;
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      return reply;
    }
    if (req.method === 'GET' && req.path.startsWith('/pay/')) {
      return { status: 200, body: '<!doctype html><title>Fake Pesapal</title><p>Pay here</p>' };
    }
    if (req.path === '/api/Auth/RequestToken' && req.method === 'POST') return requestToken(req);
    if (!isAuthorised(req)) {
      return fail(401, 'authentication_error', 'invalid_api_token', 'Invalid or expired token');
    }
    if (req.path === '/api/URLSetup/GetIpnList' && req.method === 'GET') {
      return {
        status: 200,
        body: ipns.map((i) => ({ ...ipnBody(i), error: null, status: '200' })),
      };
    }
    if (req.path === '/api/URLSetup/RegisterIPN' && req.method === 'POST') return registerIpn(req);
    if (req.path === '/api/Transactions/SubmitOrderRequest' && req.method === 'POST') {
      return submitOrder(req);
    }
    if (req.path === '/api/Transactions/GetTransactionStatus' && req.method === 'GET') {
      return transactionStatus(req.query.orderTrackingId ?? '');
    }
    return fail(404, 'api_error', 'not_found', `No fake route for ${req.method} ${req.path}`);
  });

  function requestToken(req: ReceivedRequest): FakeReply {
    tokenRequestCount += 1;
    const body = record(req.body);
    if (body.consumer_key !== consumerKey || body.consumer_secret !== consumerSecret) {
      return fail(
        401,
        'authentication_error',
        'invalid_consumer_key_or_secret_provided',
        'Invalid consumer key or secret',
      );
    }
    const token = `fake.${randomUUID()}`;
    const expiresAt = now().getTime() + ttlMs;
    tokens.set(token, expiresAt);
    const expiryDate = new Date(expiresAt).toISOString();
    return {
      status: 200,
      body: {
        token,
        expiryDate,
        error: null,
        status: '200',
        message: 'Request processed successfully',
      },
    };
  }

  function isAuthorised(req: ReceivedRequest): boolean {
    const header = String(req.headers.authorization ?? '');
    const expiresAt = tokens.get(header.replace(/^Bearer /, ''));
    return expiresAt !== undefined && now().getTime() < expiresAt;
  }

  function registerIpn(req: ReceivedRequest): FakeReply {
    const body = record(req.body);
    const type = body.ipn_notification_type;
    if (
      typeof body.url !== 'string' ||
      !URL.canParse(body.url) ||
      (type !== 'GET' && type !== 'POST')
    ) {
      return fail(
        400,
        'validation_error',
        'invalid_ipn',
        'url and ipn_notification_type GET|POST are required',
      );
    }
    const ipn: PesapalIpn = {
      url: body.url,
      ipn_id: randomUUID(),
      type,
      created_date: now().toISOString(),
    };
    ipns.push(ipn);
    return {
      status: 200,
      body: {
        ...ipnBody(ipn),
        notification_type: type === 'GET' ? 0 : 1,
        ipn_notification_type_description: type,
        ipn_status: 1,
        ipn_status_description: 'Active',
        error: null,
        status: '200',
      },
    };
  }

  function submitOrder(req: ReceivedRequest): FakeReply {
    const body = record(req.body);
    const billing = record(body.billing_address);
    const text = (v: unknown, max: number) =>
      typeof v === 'string' && v.length > 0 && v.length <= max;
    const isUrl = (v: unknown) => typeof v === 'string' && URL.canParse(v);
    const rules: Array<[boolean, string]> = [
      [
        typeof body.id === 'string' && MERCHANT_REFERENCE.test(body.id),
        'id must be 1-50 allowed characters',
      ],
      [![...orders.values()].some((o) => o.request.id === body.id), 'id must be unique'],
      [
        typeof body.currency === 'string' && /^[A-Z]{3}$/.test(body.currency),
        'currency is required',
      ],
      [typeof body.amount === 'number' && body.amount > 0, 'amount must be a positive number'],
      [text(body.description, 100), 'description is required (max 100)'],
      [isUrl(body.callback_url), 'callback_url is required'],
      [
        ipns.some((i) => i.ipn_id === body.notification_id),
        'notification_id is not a registered IPN',
      ],
      [
        Boolean(billing.email_address || billing.phone_number),
        'billing_address needs email_address or phone_number',
      ],
    ];
    const problem = rules.find(([ok]) => !ok)?.[1];
    if (problem) return fail(400, 'validation_error', 'invalid_request', problem);
    const trackingId = randomUUID();
    orders.set(trackingId, { trackingId, request: body, outcome: 'pending', reported: {} });
    return {
      status: 200,
      body: {
        order_tracking_id: trackingId,
        merchant_reference: body.id,
        redirect_url: `${server.baseUrl}/pay/${trackingId}`,
        error: null,
        status: '200',
      },
    };
  }

  function transactionStatus(trackingId: string): FakeReply {
    const order = orders.get(trackingId);
    if (!order) return fail(500, 'api_error', 'order_not_found', 'Order tracking id not found');
    return { status: 200, body: statusBody(order) };
  }

  return {
    baseUrl: server.baseUrl,
    consumerKey,
    consumerSecret,
    requests: server.requests,
    ipns,
    orders,
    get tokenRequestCount() {
      return tokenRequestCount;
    },
    /** Pre-registers an IPN, as if done earlier from Pesapal's dashboard. */
    addIpn(url: string, type: 'GET' | 'POST' = 'GET'): PesapalIpn {
      const ipn: PesapalIpn = {
        url,
        ipn_id: randomUUID(),
        type,
        created_date: now().toISOString(),
      };
      ipns.push(ipn);
      return ipn;
    },
    /** Answers the next request whose path ends with `path` with this reply (after delayMs). */
    respondOnce(path: string, status: number, body: unknown, delayMs = 0) {
      queued.push({ path, reply: { status, body }, delayMs });
    },
    /** What GetTransactionStatus returns from now on; optionally sends the IPN. */
    async setOutcome(trackingId: string, outcome: PesapalOutcome, opts: OutcomeOptions = {}) {
      const order = orders.get(trackingId);
      if (!order) throw new Error(`Fake Pesapal has no order ${trackingId}`);
      order.outcome = outcome;
      order.reported = {
        amount: opts.amount,
        currency: opts.currency,
        description: opts.description,
      };
      return opts.notify ? notify(order) : null;
    },
    /** The query string Pesapal appends to the IPN url / callback_url for an order. */
    notificationQuery(trackingId: string, type = 'IPNCHANGE'): string {
      const order = orders.get(trackingId);
      return new URLSearchParams({
        OrderTrackingId: trackingId,
        OrderMerchantReference: String(order?.request.id ?? ''),
        OrderNotificationType: type,
      }).toString();
    },
    /** Fault modes (slow, 5xx, malformed, silent) for paths ending with a suffix; see fake-http. */
    fault: server.fault,
    heal: server.heal,
    close: server.close,
  };

  async function notify(order: PesapalFakeOrder) {
    const ipn = ipns.find((i) => i.ipn_id === order.request.notification_id);
    if (!ipn) throw new Error('The order has no registered IPN');
    const ids = {
      OrderTrackingId: order.trackingId,
      OrderMerchantReference: String(order.request.id),
      OrderNotificationType: 'IPNCHANGE',
    };
    if (ipn.type === 'POST') return deliver(ipn.url, { method: 'POST', body: ids });
    const separator = ipn.url.includes('?') ? '&' : '?';
    return deliver(`${ipn.url}${separator}${new URLSearchParams(ids).toString()}`, {
      method: 'GET',
    });
  }
}
