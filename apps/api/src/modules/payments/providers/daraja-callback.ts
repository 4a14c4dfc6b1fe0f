import { z } from 'zod';
import { mapStkResult, type StkState } from './daraja-result.js';

// The STK callback Daraja POSTs to CallBackURL (payments.md 2.3). It is unsigned: the caller
// accepts it only for its own pending CheckoutRequestID and checks the amount.

export type StkCallback = {
  checkoutRequestId: string;
  merchantRequestId: string;
  /** A number when numeric (0, 1032), else the code as sent (e.g. "SFC_IC0003"). */
  resultCode: number | string;
  resultDesc: string;
  state: StkState;
  failureReason: string | null;
  amount?: number;
  receipt?: string;
  /** MSISDN 2547XXXXXXXX. */
  phone?: string;
  /** YYYYMMDDHHmmss, Nairobi time. */
  transactionDate?: string;
};

/** The acknowledgement body to answer (HTTP 200) once the callback is stored. */
export const STK_CALLBACK_ACK = { ResultCode: 0, ResultDesc: 'Accepted' } as const;

const ItemSchema = z.object({
  Name: z.string(),
  Value: z.union([z.string(), z.number()]).nullish(),
});

const CallbackSchema = z.object({
  Body: z.object({
    stkCallback: z.object({
      MerchantRequestID: z.string().min(1).max(100),
      CheckoutRequestID: z.string().min(1).max(100),
      ResultCode: z.union([z.number().int(), z.string().min(1).max(40)]),
      ResultDesc: z.string().max(500).default(''),
      CallbackMetadata: z.object({ Item: z.array(ItemSchema) }).nullish(),
    }),
  }),
});

/** The callback's fields, items looked up by Name; null for a body that is not a callback. */
export function parseStkCallback(body: unknown): StkCallback | null {
  const parsed = CallbackSchema.safeParse(body);
  if (!parsed.success) return null;
  const callback = parsed.data.Body.stkCallback;
  const items = callback.CallbackMetadata?.Item ?? [];
  const item = (name: string) => {
    const value = items.find((i) => i.Name === name)?.Value;
    return value === undefined || value === null || value === '' ? undefined : value;
  };
  const rawCode = callback.ResultCode;
  const resultCode =
    typeof rawCode === 'string' && /^\d+$/.test(rawCode) ? Number(rawCode) : rawCode;
  const amount = item('Amount');
  const receipt = item('MpesaReceiptNumber');
  const phone = item('PhoneNumber');
  const date = item('TransactionDate');
  const amountNumber = amount === undefined ? undefined : Number(amount);
  return {
    checkoutRequestId: callback.CheckoutRequestID,
    merchantRequestId: callback.MerchantRequestID,
    resultCode,
    resultDesc: callback.ResultDesc,
    ...mapStkResult(resultCode, callback.ResultDesc),
    ...(amountNumber !== undefined && Number.isFinite(amountNumber)
      ? { amount: amountNumber }
      : {}),
    ...(receipt !== undefined ? { receipt: String(receipt) } : {}),
    ...(phone !== undefined ? { phone: String(phone) } : {}),
    ...(date !== undefined ? { transactionDate: String(date) } : {}),
  };
}
