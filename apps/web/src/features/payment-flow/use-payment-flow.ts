import { PAYMENT_TIMING, type PaymentInitiationResult } from '@pango/shared';
import type { PaymentStatusResult } from '@pango/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  failureMessageOf,
  initiationErrorMessage,
  refusedInitiationMessage,
  type FailureReason,
  type PaymentFlowState,
} from './payment-flow-state';
import {
  clearPendingPayment,
  readPendingPayment,
  savePendingPayment,
  type PendingPayment,
} from './payment-storage';
import { openPaymentWindow, redirectThisTab } from './payment-window';

export type PaymentFlowOptions = {
  /** Names the saved pending payment: 'deposit', 'rent', 'subscription'. */
  kind: string;
  /** Our API's status endpoint for this kind (the browser only polls; the server confirms). */
  fetchStatus: (paymentId: number) => Promise<PaymentStatusResult>;
  /** A payment id from the provider's return URL; wins over the saved one. */
  returnedPaymentId?: number | null;
  /**
   * Called once when the server confirms the payment, however the screen learnt it (a poll, a
   * resume after a reload, Check again): the one place a screen refreshes its data and forms.
   */
  onSuccess?: (result: PaymentStatusResult) => void;
  /** Called once when the initiation fails or the server says the payment failed. */
  onFailure?: (message: string, reason: FailureReason) => void;
};

export type StartOptions = {
  initiate: () => Promise<PaymentInitiationResult>;
  /** The message when the initiation fails without a usable server message. */
  fallbackMessage: string;
  /** Return true when the screen shows this initiation error itself (e.g. on a field). */
  onInitiationError?: (error: unknown) => boolean;
};

export type PaymentFlow = {
  state: PaymentFlowState;
  start: (options: StartOptions) => Promise<void>;
  /** Back to idle, forgetting the pending payment (Try Again). */
  reset: () => void;
  /** Asks the server now: while waiting, or after the time-out (the payment may still complete). */
  checkAgain: () => void;
};

function initialPending(kind: string, returnedId?: number | null): PendingPayment | null {
  const saved = readPendingPayment(kind);
  if (returnedId && saved?.id !== returnedId) return { id: returnedId, startedAt: Date.now() };
  return saved;
}

/**
 * One payment through the hosted page: start, poll our API every 3 s, resume after a reload. The
 * outcome is the server's status only: completed, failed, cancelled, or no answer within 5 minutes.
 */
export function usePaymentFlow(options: PaymentFlowOptions): PaymentFlow {
  const { kind, returnedPaymentId } = options;
  const [initial] = useState(() => initialPending(kind, returnedPaymentId));
  const [state, setState] = useState<PaymentFlowState>(() =>
    initial ? { phase: 'pending', paymentId: initial.id, status: 'pending' } : { phase: 'idle' },
  );
  // Set again by start(); a resumed payment keeps the time it was first started.
  const startedAtRef = useRef(initial?.startedAt ?? 0);
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });
  // A resumed payment is checked at once; a fresh one after the first interval.
  const checkNowRef = useRef(state.phase === 'pending');
  // Bumped by Check again: restarts polling with an immediate check.
  const [checkRound, setCheckRound] = useState(0);

  const finish = useCallback(
    (next: PaymentFlowState) => {
      clearPendingPayment(kind);
      setState(next);
      if (next.phase === 'success') optionsRef.current.onSuccess?.(next.result);
      if (next.phase === 'failed') optionsRef.current.onFailure?.(next.message, next.reason);
    },
    [kind],
  );

  const start = useCallback(
    async ({ initiate, fallbackMessage, onInitiationError }: StartOptions) => {
      // Opened inside the click, before any await, or the pop-up blocker refuses it.
      const win = openPaymentWindow();
      setState({ phase: 'initiating' });
      let result: PaymentInitiationResult;
      try {
        result = await initiate();
      } catch (error) {
        win?.close();
        if (onInitiationError?.(error)) {
          setState({ phase: 'idle' });
          return;
        }
        const message = initiationErrorMessage(error, fallbackMessage);
        setState({ phase: 'failed', paymentId: null, message, reason: 'initiation' });
        optionsRef.current.onFailure?.(message, 'initiation');
        return;
      }
      const { payment_id: paymentId, redirect_url: url } = result;
      if (!result.success || !paymentId) {
        win?.close();
        const message = refusedInitiationMessage(result, fallbackMessage);
        setState({ phase: 'failed', paymentId: null, message, reason: 'initiation' });
        optionsRef.current.onFailure?.(message, 'initiation');
        return;
      }
      startedAtRef.current = Date.now();
      savePendingPayment(kind, { id: paymentId, startedAt: startedAtRef.current });
      if (!url) {
        // M-Pesa Express (STK push): the prompt is on the payer's phone, there is no page to open;
        // the outcome comes from the server, as for any payment.
        win?.close();
        checkNowRef.current = false;
        setState({ phase: 'pending', paymentId, status: 'pending' });
        return;
      }
      setState({ phase: 'redirecting', paymentId });
      if (!win) {
        redirectThisTab(url);
        return;
      }
      win.go(url);
      checkNowRef.current = false;
      setState({ phase: 'pending', paymentId, status: 'pending' });
    },
    [kind],
  );

  const reset = useCallback(() => {
    clearPendingPayment(kind);
    setState({ phase: 'idle' });
  }, [kind]);

  const checkAgain = useCallback(() => {
    // After the time-out: one more look; still open means timed out again, never failed.
    setState((current) =>
      current.phase === 'timed_out'
        ? { phase: 'pending', paymentId: current.paymentId, status: 'pending' }
        : current,
    );
    checkNowRef.current = true;
    setCheckRound((round) => round + 1);
  }, []);

  const paymentId = state.phase === 'pending' ? state.paymentId : null;

  // Polling: one request at a time, every PAYMENT_TIMING.pollMs, until an answer or the time-out.
  useEffect(() => {
    if (paymentId === null) return;
    let isActive = true;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const apply = (result: PaymentStatusResult): boolean => {
      if (result.status === 'completed') {
        finish({ phase: 'success', paymentId, result });
        return true;
      }
      if (result.status === 'failed' || result.status === 'cancelled') {
        finish({
          phase: 'failed',
          paymentId,
          message: failureMessageOf(result),
          reason: 'payment',
        });
        return true;
      }
      setState({ phase: 'pending', paymentId, status: result.status });
      return false;
    };

    const tick = async () => {
      let isDone = false;
      try {
        const result = await optionsRef.current.fetchStatus(paymentId);
        if (!isActive) return;
        isDone = apply(result);
        if (!isDone && result.timed_out) {
          finish({ phase: 'timed_out', paymentId });
          return;
        }
      } catch (error) {
        // Spec: status poll errors are only logged; polling continues.
        console.warn(`[payments] status of payment ${paymentId} could not be read`, error);
        if (!isActive) return;
      }
      if (isDone) return;
      if (Date.now() - startedAtRef.current >= PAYMENT_TIMING.timeoutMs) {
        finish({ phase: 'timed_out', paymentId });
        return;
      }
      schedule(PAYMENT_TIMING.pollMs);
    };

    const schedule = (ms: number) => {
      timer = setTimeout(() => void tick(), ms);
    };
    schedule(checkNowRef.current ? 0 : PAYMENT_TIMING.pollMs);
    checkNowRef.current = false;
    return () => {
      isActive = false;
      clearTimeout(timer);
    };
  }, [paymentId, finish, checkRound]);

  return { state, start, reset, checkAgain };
}
