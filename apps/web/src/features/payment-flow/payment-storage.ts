// The pending payment survives a reload and the trip to the hosted page (seed 002 section 4: "A
// pending payment id is saved locally before redirect, and a reload resumes it"). localStorage, so
// the tab the provider returns to finds it even when the payment page opened in a new tab.
export type PendingPayment = { id: number; startedAt: number };

const keyOf = (kind: string) => `pango.payment.pending.${kind}`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled: the payment still works, it just does not survive a reload
  }
}

export function readPendingPayment(kind: string): PendingPayment | null {
  const raw = storage()?.getItem(keyOf(kind));
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<PendingPayment>;
    const isValid =
      Number.isInteger(parsed.id) && typeof parsed.startedAt === 'number' && (parsed.id ?? 0) > 0;
    return isValid ? (parsed as PendingPayment) : null;
  } catch {
    return null;
  }
}

export function savePendingPayment(kind: string, pending: PendingPayment): void {
  try {
    storage()?.setItem(keyOf(kind), JSON.stringify(pending));
  } catch {
    // storage full: only the resume after a reload is lost
  }
}

export function clearPendingPayment(kind: string): void {
  storage()?.removeItem(keyOf(kind));
}

/** A payment id from the provider's return URL (?payment=<id>), if it is one. */
export function paymentIdFromSearch(search: string): number | null {
  const value = new URLSearchParams(search).get('payment');
  const id = value && /^\d+$/.test(value) ? Number(value) : null;
  return id && Number.isSafeInteger(id) ? id : null;
}
