import {
  PAYMENT_MESSAGES,
  PAYMENT_TIMING,
  type PaymentInitiationResult,
  type PaymentStatusResult,
} from '@pango/shared';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { readPendingPayment, savePendingPayment } from './payment-storage';
import { usePaymentFlow } from './use-payment-flow';

const INITIATED: PaymentInitiationResult = {
  success: true,
  payment_id: 41,
  redirect_url: 'https://pay.example/checkout/41',
  order_tracking_id: 'trk-41',
  checkout_request_id: null,
};

function statusOf(status: PaymentStatusResult['status'], extra: Partial<PaymentStatusResult> = {}) {
  return {
    id: 41,
    kind: 'rent',
    status,
    timed_out: false,
    amount: 30000,
    mpesa_receipt: status === 'completed' ? 'SBX41RCPT' : null,
    reference_number: 'PNG-41',
    failure_reason: null,
    payment_method: 'mpesa',
    created_at: '2025-03-01T08:00:00Z',
    completed_at: null,
    ...extra,
  } satisfies PaymentStatusResult;
}

type FakeWindow = {
  closed: boolean;
  opener: unknown;
  location: { href: string };
  close: () => void;
};

function stubWindowOpen(available = true) {
  const fake: FakeWindow = {
    closed: false,
    opener: window,
    location: { href: 'about:blank' },
    close: () => {
      fake.closed = true;
    },
  };
  const open = vi.fn(() => (available ? fake : null));
  vi.stubGlobal('open', open);
  return { fake, open };
}

async function flush(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('usePaymentFlow', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('saves the payment before the redirect, polls every 3 s and succeeds', async () => {
    const { fake } = stubWindowOpen();
    const fetchStatus = vi
      .fn()
      .mockResolvedValueOnce(statusOf('pending'))
      .mockResolvedValueOnce(statusOf('processing'))
      .mockResolvedValueOnce(statusOf('completed'));
    const onSuccess = vi.fn();
    const { result } = renderHook(() => usePaymentFlow({ kind: 'rent', fetchStatus, onSuccess }));
    let savedBeforeRedirect: unknown = null;
    Object.defineProperty(fake.location, 'href', {
      set: () => {
        savedBeforeRedirect = readPendingPayment('rent');
      },
      get: () => 'about:blank',
    });

    await act(() =>
      result.current.start({ initiate: async () => INITIATED, fallbackMessage: 'x' }),
    );
    expect(savedBeforeRedirect).toMatchObject({ id: 41 });
    expect(fake.opener).toBeNull();
    expect(result.current.state).toEqual({ phase: 'pending', paymentId: 41, status: 'pending' });
    expect(fetchStatus).not.toHaveBeenCalled();

    await flush(PAYMENT_TIMING.pollMs);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    await flush(PAYMENT_TIMING.pollMs);
    expect(result.current.state).toMatchObject({ phase: 'pending', status: 'processing' });
    await flush(PAYMENT_TIMING.pollMs);
    expect(result.current.state).toMatchObject({ phase: 'success', paymentId: 41 });
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(readPendingPayment('rent')).toBeNull();
    await flush(PAYMENT_TIMING.pollMs * 3);
    expect(fetchStatus).toHaveBeenCalledTimes(3);
  });

  it('waits for an M-Pesa prompt on the phone: no page opens, the server says when it is paid', async () => {
    const { fake } = stubWindowOpen();
    const fetchStatus = vi.fn().mockResolvedValueOnce(statusOf('completed'));
    const onSuccess = vi.fn();
    const { result } = renderHook(() => usePaymentFlow({ kind: 'rent', fetchStatus, onSuccess }));
    await act(() =>
      result.current.start({
        initiate: async () => ({
          ...INITIATED,
          redirect_url: null,
          order_tracking_id: null,
          checkout_request_id: 'ws_CO_41',
        }),
        fallbackMessage: 'x',
      }),
    );
    expect(fake.closed).toBe(true);
    expect(readPendingPayment('rent')).toMatchObject({ id: 41 });
    expect(result.current.state).toEqual({ phase: 'pending', paymentId: 41, status: 'pending' });
    await flush(PAYMENT_TIMING.pollMs);
    expect(result.current.state).toMatchObject({ phase: 'success', paymentId: 41 });
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('keeps polling after a status error and ends with the failure reason', async () => {
    stubWindowOpen();
    const fetchStatus = vi
      .fn()
      .mockRejectedValueOnce(new ApiError({ kind: 'network' }))
      .mockResolvedValueOnce(statusOf('failed', { failure_reason: 'Insufficient funds' }));
    const { result } = renderHook(() => usePaymentFlow({ kind: 'rent', fetchStatus }));
    await act(() =>
      result.current.start({ initiate: async () => INITIATED, fallbackMessage: 'x' }),
    );
    await flush(PAYMENT_TIMING.pollMs);
    expect(result.current.state.phase).toBe('pending');
    expect(console.warn).toHaveBeenCalled();
    await flush(PAYMENT_TIMING.pollMs);
    expect(result.current.state).toMatchObject({
      phase: 'failed',
      message: 'Insufficient funds',
    });
  });

  it('uses the default message when a cancelled payment has no reason', async () => {
    stubWindowOpen();
    const fetchStatus = vi.fn().mockResolvedValue(statusOf('cancelled'));
    const { result } = renderHook(() => usePaymentFlow({ kind: 'rent', fetchStatus }));
    await act(() =>
      result.current.start({ initiate: async () => INITIATED, fallbackMessage: 'x' }),
    );
    await flush(PAYMENT_TIMING.pollMs);
    expect(result.current.state).toMatchObject({
      phase: 'failed',
      message: PAYMENT_MESSAGES.paymentFailed,
    });
  });

  it('times out after 5 minutes without an answer', async () => {
    stubWindowOpen();
    const fetchStatus = vi.fn().mockResolvedValue(statusOf('pending'));
    const { result } = renderHook(() => usePaymentFlow({ kind: 'rent', fetchStatus }));
    await act(() =>
      result.current.start({ initiate: async () => INITIATED, fallbackMessage: 'x' }),
    );
    await flush(PAYMENT_TIMING.timeoutMs - PAYMENT_TIMING.pollMs);
    expect(result.current.state.phase).toBe('pending');
    await flush(PAYMENT_TIMING.pollMs);
    expect(result.current.state).toEqual({ phase: 'timed_out', paymentId: 41 });
    expect(readPendingPayment('rent')).toBeNull();
  });

  it('resumes a payment saved before a reload and checks it at once', async () => {
    savePendingPayment('deposit', { id: 41, startedAt: Date.now() - 60_000 });
    const fetchStatus = vi.fn().mockResolvedValue(statusOf('completed'));
    const { result } = renderHook(() => usePaymentFlow({ kind: 'deposit', fetchStatus }));
    expect(result.current.state).toMatchObject({ phase: 'pending', paymentId: 41 });
    await flush(0);
    expect(fetchStatus).toHaveBeenCalledWith(41);
    expect(result.current.state).toMatchObject({ phase: 'success' });
  });

  it('resumes the payment named by the return URL', async () => {
    const fetchStatus = vi.fn().mockResolvedValue(statusOf('pending'));
    const { result } = renderHook(() =>
      usePaymentFlow({ kind: 'deposit', fetchStatus, returnedPaymentId: 77 }),
    );
    expect(result.current.state).toMatchObject({ phase: 'pending', paymentId: 77 });
    await flush(0);
    expect(fetchStatus).toHaveBeenCalledWith(77);
  });

  it("keeps waiting while the payment tab looks closed, and completes on the server's word", async () => {
    // Cross-Origin-Opener-Policy: a tab on the provider's origin reads as closed (issue 17).
    const { fake } = stubWindowOpen();
    const fetchStatus = vi
      .fn()
      .mockResolvedValueOnce(statusOf('pending'))
      .mockResolvedValueOnce(statusOf('pending'))
      .mockResolvedValueOnce(statusOf('completed'));
    const onSuccess = vi.fn();
    const onFailure = vi.fn();
    const { result } = renderHook(() =>
      usePaymentFlow({ kind: 'rent', fetchStatus, onSuccess, onFailure }),
    );
    await act(() =>
      result.current.start({ initiate: async () => INITIATED, fallbackMessage: 'x' }),
    );
    fake.closed = true;
    await flush(PAYMENT_TIMING.pollMs * 2);
    expect(result.current.state).toEqual({ phase: 'pending', paymentId: 41, status: 'pending' });
    await flush(PAYMENT_TIMING.pollMs);
    expect(result.current.state).toMatchObject({ phase: 'success', paymentId: 41 });
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('checks again at once while waiting', async () => {
    stubWindowOpen();
    const fetchStatus = vi.fn().mockResolvedValue(statusOf('completed'));
    const { result } = renderHook(() => usePaymentFlow({ kind: 'rent', fetchStatus }));
    await act(() =>
      result.current.start({ initiate: async () => INITIATED, fallbackMessage: 'x' }),
    );
    act(() => result.current.checkAgain());
    await flush(0);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    expect(result.current.state).toMatchObject({ phase: 'success' });
  });

  it('after the time-out, Check again finds a payment completed late', async () => {
    stubWindowOpen();
    const fetchStatus = vi.fn().mockResolvedValue(statusOf('pending'));
    const onSuccess = vi.fn();
    const { result } = renderHook(() => usePaymentFlow({ kind: 'rent', fetchStatus, onSuccess }));
    await act(() =>
      result.current.start({ initiate: async () => INITIATED, fallbackMessage: 'x' }),
    );
    await flush(PAYMENT_TIMING.timeoutMs);
    expect(result.current.state).toEqual({ phase: 'timed_out', paymentId: 41 });

    // Still open: timed out again after one look, never failed.
    act(() => result.current.checkAgain());
    await flush(0);
    expect(result.current.state).toEqual({ phase: 'timed_out', paymentId: 41 });

    fetchStatus.mockResolvedValue(statusOf('completed'));
    act(() => result.current.checkAgain());
    await flush(0);
    expect(result.current.state).toMatchObject({ phase: 'success', paymentId: 41 });
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('navigates this tab when no window can open', async () => {
    stubWindowOpen(false);
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetchStatus = vi.fn();
    const { result } = renderHook(() => usePaymentFlow({ kind: 'rent', fetchStatus }));
    await act(() =>
      result.current.start({ initiate: async () => INITIATED, fallbackMessage: 'x' }),
    );
    expect(assign).toHaveBeenCalledWith(INITIATED.redirect_url);
    expect(readPendingPayment('rent')).toMatchObject({ id: 41 });
    expect(result.current.state).toEqual({ phase: 'redirecting', paymentId: 41 });
  });

  it('shows the server message, else the fallback, when initiation fails', async () => {
    const { fake } = stubWindowOpen();
    const fetchStatus = vi.fn();
    const { result } = renderHook(() => usePaymentFlow({ kind: 'rent', fetchStatus }));
    const refused = new ApiError({ status: 400, body: { detail: 'Too much' } });
    await act(() =>
      result.current.start({ initiate: () => Promise.reject(refused), fallbackMessage: 'F' }),
    );
    expect(result.current.state).toMatchObject({ phase: 'failed', message: 'Too much' });
    expect(fake.closed).toBe(true);
    await act(() =>
      result.current.start({
        initiate: async () => ({ ...INITIATED, success: false, payment_id: null }),
        fallbackMessage: 'F',
      }),
    );
    expect(result.current.state).toMatchObject({ phase: 'failed', message: 'F' });
    act(() => result.current.reset());
    expect(result.current.state).toEqual({ phase: 'idle' });
  });
});
