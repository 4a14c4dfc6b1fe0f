import { z } from 'zod';
import { ProviderError } from './provider.js';
import {
  PESAPAL_TIMEOUT_MS,
  PesapalUnauthorizedError,
  parseAnswer,
  pesapalCall,
  type FetchLike,
} from './pesapal-http.js';
import { mapPesapalStatus, type PesapalTransactionStatus } from './pesapal-status.js';

// Pesapal API 3.0 (payments.md section 1). Tokens live 5 minutes: one cached token, refreshed
// 60 s before expiryDate, and concurrent callers share one RequestToken.

export type PesapalClientOptions = {
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  /** Default IPN url; ensureIpnId(url) may name another (the callback base can be per request). */
  ipnUrl: string;
  /** PESAPAL_IPN_ID: skips GetIpnList/RegisterIPN for the default ipnUrl. */
  ipnId?: string;
  /**
   * How Pesapal calls the IPN url. GET by default: the three ids arrive in the query string, so
   * there is no guessing how a POST body is encoded (payments.md 1.7).
   */
  ipnNotificationType?: 'GET' | 'POST';
  fetch?: FetchLike;
  now?: () => Date;
  timeoutMs?: number;
};

export type PesapalOrderInput = {
  /** Pesapal `id`: unique per attempt, max 50 characters. */
  merchantReference: string;
  amount: number;
  currency: string;
  /** Truncated to Pesapal's 100 characters. */
  description: string;
  callbackUrl: string;
  notificationId: string;
  cancellationUrl?: string;
  billing: { email?: string; phone?: string; firstName?: string; lastName?: string };
};

export type PesapalOrder = {
  orderTrackingId: string;
  merchantReference: string;
  redirectUrl: string;
  raw: unknown;
};

const MERCHANT_REFERENCE = /^[A-Za-z0-9_.:-]{1,50}$/;
const REFRESH_MARGIN_MS = 60_000;

const TokenSchema = z.object({ token: z.string().min(1), expiryDate: z.string() });
const IpnSchema = z.object({ url: z.string(), ipn_id: z.string().min(1) });
const IpnListSchema = z.array(IpnSchema.partial({ url: true }).passthrough());
const OrderSchema = z.object({
  order_tracking_id: z.string().min(1),
  merchant_reference: z.string(),
  redirect_url: z.string().min(1),
});

export type PesapalClient = ReturnType<typeof createPesapalClient>;

export function createPesapalClient(options: PesapalClientOptions) {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const timeoutMs = options.timeoutMs ?? PESAPAL_TIMEOUT_MS;
  const base = options.baseUrl.replace(/\/+$/, '');
  let cached: { token: string; refreshAt: number } | null = null;
  let inFlight: Promise<string> | null = null;
  const ipnIds = new Map<string, Promise<string>>();
  if (options.ipnId) ipnIds.set(options.ipnUrl, Promise.resolve(options.ipnId));

  async function fetchToken(): Promise<string> {
    const body = await pesapalCall({
      fetch: doFetch,
      url: `${base}/api/Auth/RequestToken`,
      method: 'POST',
      body: { consumer_key: options.consumerKey, consumer_secret: options.consumerSecret },
      timeoutMs,
    });
    const answer = parseAnswer(TokenSchema, body, 'RequestToken');
    cached = {
      token: answer.token,
      refreshAt: expiryOf(answer.expiryDate, now()) - REFRESH_MARGIN_MS,
    };
    return answer.token;
  }

  async function requestToken(): Promise<string> {
    if (cached && now().getTime() < cached.refreshAt) return cached.token;
    inFlight ??= fetchToken().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  /** An authorised call; a 401 (token revoked or clocks apart) gets one retry with a new token. */
  async function authorised(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<unknown> {
    const call = async () =>
      pesapalCall({
        fetch: doFetch,
        url: `${base}${path}`,
        method,
        body,
        timeoutMs,
        token: await requestToken(),
      });
    try {
      return await call();
    } catch (err) {
      if (!(err instanceof PesapalUnauthorizedError)) throw err;
      cached = null;
      return call();
    }
  }

  async function findOrRegisterIpn(url: string): Promise<string> {
    const list = parseAnswer(
      IpnListSchema,
      await authorised('GET', '/api/URLSetup/GetIpnList'),
      'GetIpnList',
    );
    const existing = list.find((entry) => entry.url === url);
    if (existing) return existing.ipn_id;
    const registered = await authorised('POST', '/api/URLSetup/RegisterIPN', {
      url,
      ipn_notification_type: options.ipnNotificationType ?? 'GET',
    });
    return parseAnswer(IpnSchema, registered, 'RegisterIPN').ipn_id;
  }

  return {
    requestToken,

    /** The notification_id for an IPN url: configured, listed, or registered once. */
    ensureIpnId(url: string = options.ipnUrl): Promise<string> {
      let pending = ipnIds.get(url);
      if (!pending) {
        pending = findOrRegisterIpn(url);
        ipnIds.set(url, pending);
        // A failure is not cached: the next payment tries again.
        pending.catch(() => ipnIds.delete(url));
      }
      return pending;
    },

    async submitOrder(input: PesapalOrderInput): Promise<PesapalOrder> {
      if (!MERCHANT_REFERENCE.test(input.merchantReference)) {
        throw new ProviderError(
          'Pesapal merchant reference must be 1-50 of A-Z a-z 0-9 _ . : -',
          'pesapal',
        );
      }
      const { billing } = input;
      if (!billing.email && !billing.phone) {
        throw new ProviderError('Pesapal needs the payer email or phone number', 'pesapal');
      }
      const body = await authorised('POST', '/api/Transactions/SubmitOrderRequest', {
        id: input.merchantReference,
        currency: input.currency,
        amount: input.amount,
        description: input.description.slice(0, 100),
        callback_url: input.callbackUrl,
        ...(input.cancellationUrl ? { cancellation_url: input.cancellationUrl } : {}),
        notification_id: input.notificationId,
        billing_address: withoutEmpty({
          email_address: billing.email,
          phone_number: billing.phone,
          country_code: 'KE',
          first_name: billing.firstName,
          last_name: billing.lastName,
        }),
      });
      const order = parseAnswer(OrderSchema, body, 'SubmitOrderRequest');
      return {
        orderTrackingId: order.order_tracking_id,
        merchantReference: order.merchant_reference,
        redirectUrl: order.redirect_url,
        raw: body,
      };
    },

    async getTransactionStatus(orderTrackingId: string): Promise<PesapalTransactionStatus> {
      const query = new URLSearchParams({ orderTrackingId }).toString();
      const body = await authorised('GET', `/api/Transactions/GetTransactionStatus?${query}`);
      return mapPesapalStatus(body);
    },
  };
}

/** expiryDate is UTC ISO, sometimes without the Z; an unreadable one gets Pesapal's 5 minutes. */
function expiryOf(expiryDate: string, at: Date): number {
  const zoned = /(Z|[+-]\d\d:?\d\d)$/.test(expiryDate) ? expiryDate : `${expiryDate}Z`;
  const parsed = Date.parse(zoned);
  return Number.isNaN(parsed) ? at.getTime() + 5 * 60_000 : parsed;
}

function withoutEmpty(fields: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}
