import type {
  PaymentInitiationResult,
  PaymentStatusResult,
  SendSmsInput,
  SmsBalance,
  SmsHistoryPage,
  SmsKind,
  SmsQueuedResult,
  SmsStatus,
} from '@pango/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// SMS (issue 25): the credit balance, the history, a pack purchase and the Email Tenants dialog's
// SMS channel. Types only from @pango/shared: the top bar's balance is on the admin first load.

/** Everything SMS: a completed purchase or a send invalidates it all. */
export const smsKeys = { all: ['sms'] as const };

/** GET /api/communication/sms/balance/ */
export const smsBalanceQuery = () =>
  queryOptions({
    queryKey: [...smsKeys.all, 'balance'],
    queryFn: () => api.get<SmsBalance>('/communication/sms/balance/'),
    staleTime: 60_000,
  });

export type SmsHistoryFilters = { status?: SmsStatus | ''; kind?: SmsKind | ''; page: number };

/** GET /api/communication/sms/messages/?status=&kind=&page= */
export const smsHistoryQuery = (filters: SmsHistoryFilters) =>
  queryOptions({
    queryKey: [...smsKeys.all, 'messages', filters],
    queryFn: () => {
      const params = new URLSearchParams({ page: String(filters.page) });
      if (filters.status) params.set('status', filters.status);
      if (filters.kind) params.set('kind', filters.kind);
      return api.get<SmsHistoryPage>(`/communication/sms/messages/?${params.toString()}`);
    },
    // Delivery reports arrive on their own: a page with messages in flight looks again.
    refetchInterval: (query) =>
      query.state.data?.results.some((row) => row.status === 'queued' || row.status === 'sent')
        ? 3000
        : false,
  });

/** GET /api/payments/sms-purchases/{id}/ (polled while open). */
export const smsPurchaseQuery = (paymentId: number) =>
  queryOptions({
    queryKey: [...smsKeys.all, 'purchase', paymentId],
    queryFn: () => api.get<PaymentStatusResult>(`/payments/sms-purchases/${paymentId}/`),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'pending' || status === 'processing' || !status ? 3000 : false;
    },
  });

/** POST /api/payments/initiate-sms-purchase/ {pack}; the caller then goes to redirect_url. */
export const startSmsPurchase = (pack: string) =>
  api.post<PaymentInitiationResult>('/payments/initiate-sms-purchase/', { pack });

/** POST /api/communication/sms/send/; invalidates smsKeys.all (balance and history). */
export const sendSms = (body: SendSmsInput) =>
  api.post<SmsQueuedResult>('/communication/sms/send/', body);
