// Pesapal IPNs and browser callbacks carry only three ids, never a status or an amount
// (payments.md 1.7): they are triggers to call GetTransactionStatus, nothing more.

export type PesapalNotification = {
  orderTrackingId: string;
  merchantReference: string;
  /** IPNCHANGE, RECURRING, or CALLBACKURL for the browser redirect. */
  notificationType: string;
};

export type PesapalAck = {
  orderNotificationType: string;
  orderTrackingId: string;
  orderMerchantReference: string;
  status: 200 | 500;
};

type RequestLike = { query?: unknown; body?: unknown };

const MAX_VALUE_LENGTH = 100;

/**
 * Reads OrderTrackingId, OrderMerchantReference and OrderNotificationType from the query string,
 * a JSON body or a form body, in either casing. Null when the ids are missing or malformed.
 */
export function parsePesapalNotification(req: RequestLike): PesapalNotification | null {
  const sources = [asRecord(req.query), asRecord(req.body)];
  const read = (key: string): string | null => {
    for (const source of sources) {
      const value = valueOf(source, key);
      if (value) return value;
    }
    return null;
  };
  const orderTrackingId = read('ordertrackingid');
  const merchantReference = read('ordermerchantreference');
  if (!orderTrackingId || !merchantReference) return null;
  return {
    orderTrackingId,
    merchantReference,
    notificationType: read('ordernotificationtype') ?? 'IPNCHANGE',
  };
}

/** The body Pesapal expects back (HTTP 200): 200 = received and processed, 500 = an issue. */
export function pesapalAck(notification: PesapalNotification, ok: boolean): PesapalAck {
  return {
    orderNotificationType: notification.notificationType,
    orderTrackingId: notification.orderTrackingId,
    orderMerchantReference: notification.merchantReference,
    status: ok ? 200 : 500,
  };
}

function asRecord(input: unknown): Record<string, unknown> {
  if (typeof input === 'string' || Buffer.isBuffer(input)) {
    const raw = input.toString().trim();
    if (raw.startsWith('{')) {
      try {
        return asRecord(JSON.parse(raw));
      } catch {
        return {};
      }
    }
    return Object.fromEntries(new URLSearchParams(raw));
  }
  if (input instanceof URLSearchParams) return Object.fromEntries(input);
  if (input && typeof input === 'object' && !Array.isArray(input)) {
    return input as Record<string, unknown>;
  }
  return {};
}

/** Case-insensitive key lookup; the first value of a repeated key. */
function valueOf(source: Record<string, unknown>, lowerKey: string): string | null {
  const key = Object.keys(source).find((k) => k.toLowerCase() === lowerKey);
  if (key === undefined) return null;
  const raw = source[key];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed && trimmed.length <= MAX_VALUE_LENGTH && !/[\s<>]/.test(trimmed) ? trimmed : null;
}
