import { z } from 'zod';
import { parseAnswer } from './pesapal-http.js';

// GetTransactionStatus mapped to our states (payments.md 1.6 and 5). Pesapal has no PENDING
// code: 0 (INVALID) means "not paid yet" until our own timeout gives up on the order.

export type PesapalState = 'pending' | 'completed' | 'failed';

export type PesapalTransactionStatus = {
  state: PesapalState;
  /** 0 INVALID, 1 COMPLETED, 2 FAILED, 3 REVERSED; null when Pesapal sent none. */
  statusCode: number | null;
  statusDescription: string | null;
  failureReason: string | null;
  /** What Pesapal says was paid: the caller compares these with the order before crediting. */
  amount: number | null;
  currency: string | null;
  merchantReference: string | null;
  confirmationCode: string | null;
  paymentMethod: string | null;
  raw: unknown;
};

const text = z
  .string()
  .nullish()
  .transform((v) => (v ? v : null));

const StatusSchema = z.object({
  payment_method: text,
  amount: z.coerce.number().nullish(),
  confirmation_code: text,
  payment_status_description: text,
  description: text,
  status_code: z.coerce.number().int().nullish(),
  merchant_reference: text,
  currency: text,
});

const BY_DESCRIPTION: Record<string, number> = {
  invalid: 0,
  pending: 0,
  completed: 1,
  failed: 2,
  reversed: 3,
};

export function mapPesapalStatus(body: unknown): PesapalTransactionStatus {
  const answer = parseAnswer(StatusSchema, body, 'GetTransactionStatus');
  const described = answer.payment_status_description?.toLowerCase() ?? '';
  // status_code decides; the description (title case in the samples) fills in when it is missing.
  const code = answer.status_code ?? BY_DESCRIPTION[described] ?? null;
  const common = {
    statusCode: answer.status_code ?? null,
    statusDescription: answer.payment_status_description,
    amount: answer.amount ?? null,
    currency: answer.currency,
    merchantReference: answer.merchant_reference,
    confirmationCode: answer.confirmation_code,
    paymentMethod: answer.payment_method,
    raw: body,
  };
  switch (code) {
    case 1:
      return { ...common, state: 'completed', failureReason: null };
    case 2:
      return {
        ...common,
        state: 'failed',
        failureReason: answer.description ?? answer.payment_status_description ?? 'failed',
      };
    case 3:
      return { ...common, state: 'failed', failureReason: 'reversed' };
    default:
      return { ...common, state: 'pending', failureReason: null };
  }
}
