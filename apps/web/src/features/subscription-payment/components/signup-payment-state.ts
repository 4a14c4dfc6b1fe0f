// What the landlord signup hands to /payments/subscribe (route state, seed 000 section 2). Kept in
// sessionStorage too, so the page still knows the payment when the provider returns the payer to
// /payments/subscribe?payment=<id> in the same tab (route state does not survive that trip).
export type SignupPaymentState = {
  payment_id: number;
  checkout_request_id: string | null;
  email: string;
  session_id: string;
  /** The hosted page, when the provider has one (an M-Pesa prompt has none). */
  redirect_url?: string | null;
  /** For Try Again: a new payment needs these. */
  amount?: number;
  phone_number?: string;
  landlord_id?: number;
};

const KEY = 'pango.payment.signup-subscription';

function isSignupPaymentState(value: unknown): value is SignupPaymentState {
  const state = value as Partial<SignupPaymentState> | null;
  return (
    typeof state?.payment_id === 'number' &&
    typeof state.email === 'string' &&
    typeof state.session_id === 'string'
  );
}

export function readSignupPaymentState(routeState: unknown): SignupPaymentState | null {
  if (isSignupPaymentState(routeState)) {
    try {
      window.sessionStorage.setItem(KEY, JSON.stringify(routeState));
    } catch {
      // storage unavailable: the route state still serves this visit
    }
    return routeState;
  }
  try {
    const saved: unknown = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null');
    return isSignupPaymentState(saved) ? saved : null;
  } catch {
    return null;
  }
}

export function saveSignupPaymentState(state: SignupPaymentState): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(state));
  } catch {
    // see above
  }
}

export function clearSignupPaymentState(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // see above
  }
}
