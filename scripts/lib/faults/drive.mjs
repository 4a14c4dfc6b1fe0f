// The load: every payment notified 5 times at once, the way providers repeat themselves (Pesapal
// IPNs, Daraja STK callbacks, C2B confirmations), each delivery retried like a provider retries
// until the app answers 2xx. Kill points are chosen among the payments (seeded), so the API and
// the worker die at random moments while notifications are in flight.

export const NOTIFICATIONS_PER_PAYMENT = 5;
const IN_FLIGHT = 8;
const RETRY_MS = 250;
const GIVE_UP_MS = 180_000;

/** A small seeded PRNG (mulberry32): the same seed gives the same kill points and delays. */
export function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function notification(origin, note, env) {
  if (note.kind === 'pesapal') {
    const query = new URLSearchParams({
      OrderTrackingId: note.orderTrackingId,
      OrderMerchantReference: note.merchantReference,
      OrderNotificationType: 'IPNCHANGE',
    });
    return { url: `${origin}/api/payments/pesapal/ipn/?${query}`, init: { method: 'GET' } };
  }
  const [url, body] =
    note.kind === 'stk'
      ? [`${origin}/api/payments/stk/callback/${env.MPESA_CALLBACK_TOKEN}/`, note.callbackBody]
      : [`${origin}/api/c2b/${note.urlToken}/confirmation`, note.confirmation];
  return {
    url,
    init: {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    },
  };
}

/** Delivers one notification until the app answers 2xx; returns how many attempts it took. */
async function deliverUntilAnswered({ url, init }) {
  const deadline = Date.now() + GIVE_UP_MS;
  for (let attempt = 1; ; attempt += 1) {
    try {
      const res = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
      await res.arrayBuffer();
      if (res.ok) return attempt;
    } catch {
      // The API is down (killed) or the connection was cut: the provider tries again.
    }
    if (Date.now() > deadline) throw new Error(`no 2xx from ${url} within ${GIVE_UP_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  }
}

/**
 * Notifies every payment, IN_FLIGHT payments at a time; `onProgress(index)` runs as payment
 * `index` starts (the kill schedule hangs on it). Resolves with the total delivery attempts.
 */
export async function driveNotifications({ origin, notes, env, onProgress }) {
  let next = 0;
  let attempts = 0;
  const lane = async () => {
    while (next < notes.length) {
      const index = next++;
      onProgress(index);
      const request = notification(origin, notes[index], env);
      const counts = await Promise.all(
        Array.from({ length: NOTIFICATIONS_PER_PAYMENT }, () => deliverUntilAnswered(request)),
      );
      attempts += counts.reduce((a, b) => a + b, 0);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, lane));
  return attempts;
}
