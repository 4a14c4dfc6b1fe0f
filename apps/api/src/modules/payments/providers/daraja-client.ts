import { z } from 'zod';
import {
  DARAJA_TIMEOUT_MS,
  darajaCall,
  darajaErrorOf,
  darajaFailure,
  darajaPassword,
  darajaTimestamp,
} from './daraja-http.js';
import { mapStkResult } from './daraja-result.js';
import { ProviderError, ProviderUnansweredError } from './provider.js';

// Safaricom Daraja M-Pesa Express (payments.md section 2). One shared OAuth token (a new one may
// invalidate the old), refreshed 60 s before expiry; concurrent callers share one request.

export type DarajaClientOptions = {
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  /** BusinessShortCode: the paybill, or the store number of a till. */
  shortCode: string;
  passkey: string;
  transactionType: 'CustomerPayBillOnline' | 'CustomerBuyGoodsOnline';
  /** The till number for buy goods; the shortcode otherwise. */
  partyB?: string;
  callbackUrl: string;
  fetch?: typeof fetch;
  now?: () => Date;
  timeoutMs?: number;
};

export type StkPushInput = {
  /** Whole KSh. */
  amount: number;
  /** 2547XXXXXXXX / 2541XXXXXXXX. */
  msisdn: string;
  /** Max 12 characters; the "account" the payer sees. */
  accountReference: string;
  /** 1-13 characters. */
  description: string;
  /** Overrides the configured CallBackURL (the public base can be per request). */
  callbackUrl?: string;
};

export type StkPushAccepted = {
  checkoutRequestId: string;
  merchantRequestId: string;
  customerMessage: string;
  raw: unknown;
};

export type StkQueryResult = {
  state: 'pending' | 'completed' | 'cancelled' | 'failed';
  resultCode: string | null;
  resultDesc: string | null;
  failureReason: string | null;
  raw: unknown;
};

const REFRESH_MARGIN_MS = 60_000;
const MSISDN = /^254[17]\d{8}$/;
const PROCESSING_CODE = '500.001.1001';
const INVALID_TOKEN_CODE = '404.001.03';

const TokenSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().int().positive(),
});
const AcceptedSchema = z.object({
  MerchantRequestID: z.string().min(1),
  CheckoutRequestID: z.string().min(1),
  ResponseCode: z.coerce.string(),
  ResponseDescription: z.string().nullish(),
  CustomerMessage: z.string().nullish(),
});
const QuerySchema = z.object({
  ResponseCode: z.coerce.string().nullish(),
  ResultCode: z.union([z.string(), z.number()]).nullish(),
  ResultDesc: z.string().nullish(),
});

export type DarajaClient = ReturnType<typeof createDarajaClient>;

export function createDarajaClient(options: DarajaClientOptions) {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const timeoutMs = options.timeoutMs ?? DARAJA_TIMEOUT_MS;
  const base = options.baseUrl.replace(/\/+$/, '');
  let cached: { token: string; refreshAt: number } | null = null;
  let inFlight: Promise<string> | null = null;

  async function fetchToken(): Promise<string> {
    const basic = Buffer.from(`${options.consumerKey}:${options.consumerSecret}`).toString(
      'base64',
    );
    const answer = await darajaCall({
      fetch: doFetch,
      url: `${base}/oauth/v1/generate?grant_type=client_credentials`,
      method: 'GET',
      authorization: `Basic ${basic}`,
      timeoutMs,
    });
    const token = TokenSchema.safeParse(answer.body);
    if (answer.httpStatus !== 200 || !token.success) throw darajaFailure('OAuth', answer);
    const expiresAt = now().getTime() + token.data.expires_in * 1000;
    cached = { token: token.data.access_token, refreshAt: expiresAt - REFRESH_MARGIN_MS };
    return token.data.access_token;
  }

  async function accessToken(): Promise<string> {
    if (cached && now().getTime() < cached.refreshAt) return cached.token;
    inFlight ??= fetchToken().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  /** Password and Timestamp from one instant, so they always agree. */
  function credentials() {
    const timestamp = darajaTimestamp(now());
    return {
      BusinessShortCode: Number(options.shortCode),
      Password: darajaPassword(options.shortCode, options.passkey, timestamp),
      Timestamp: timestamp,
    };
  }

  /** A refused token (404.001.03, e.g. replaced by another process) gets one retry. */
  async function post(path: string, body: unknown) {
    const send = async () =>
      darajaCall({
        fetch: doFetch,
        url: `${base}${path}`,
        method: 'POST',
        authorization: `Bearer ${await accessToken()}`,
        body,
        timeoutMs,
      });
    const answer = await send();
    if (darajaErrorOf(answer.body)?.errorCode !== INVALID_TOKEN_CODE) return answer;
    cached = null;
    return send();
  }

  return {
    accessToken,

    /** Sends the prompt. An accepted push is not a payment: the callback or a query decides. */
    async stkPush(input: StkPushInput): Promise<StkPushAccepted> {
      const problem = stkPushProblem(input);
      if (problem) throw new ProviderError(`Daraja STK push: ${problem}`, 'mpesa');
      const answer = await post('/mpesa/stkpush/v1/processrequest', {
        ...credentials(),
        TransactionType: options.transactionType,
        Amount: input.amount,
        PartyA: Number(input.msisdn),
        PartyB: Number(options.partyB ?? options.shortCode),
        PhoneNumber: Number(input.msisdn),
        CallBackURL: input.callbackUrl ?? options.callbackUrl,
        AccountReference: input.accountReference,
        TransactionDesc: input.description,
      });
      const accepted = AcceptedSchema.safeParse(answer.body);
      const isOk = answer.httpStatus >= 200 && answer.httpStatus < 300;
      if (!isOk || !accepted.success || accepted.data.ResponseCode !== '0') {
        // Daraja's own error shape is a refusal; anything else (a gateway's page, a cut body)
        // leaves open whether the prompt went out.
        if (!darajaErrorOf(answer.body) && !accepted.success) {
          throw new ProviderUnansweredError(
            `Daraja STK push: HTTP ${answer.httpStatus}, unreadable answer`,
            'mpesa',
            answer,
          );
        }
        throw darajaFailure('STK push', answer);
      }
      return {
        checkoutRequestId: accepted.data.CheckoutRequestID,
        merchantRequestId: accepted.data.MerchantRequestID,
        customerMessage: accepted.data.CustomerMessage ?? '',
        raw: answer.body,
      };
    },

    /** Asks Daraja what became of a push ("being processed" while the prompt is open). */
    async stkQuery(checkoutRequestId: string): Promise<StkQueryResult> {
      const answer = await post('/mpesa/stkpushquery/v1/query', {
        ...credentials(),
        CheckoutRequestID: checkoutRequestId,
      });
      const error = darajaErrorOf(answer.body);
      // The same code also means "Merchant does not exist": only the message tells them apart.
      if (error?.errorCode === PROCESSING_CODE && /being processed/i.test(error.errorMessage)) {
        return {
          state: 'pending',
          resultCode: null,
          resultDesc: error.errorMessage,
          failureReason: null,
          raw: answer.body,
        };
      }
      const result = QuerySchema.safeParse(answer.body);
      if (answer.httpStatus < 200 || answer.httpStatus >= 300 || error || !result.success) {
        throw darajaFailure('STK query', answer);
      }
      const { ResultCode, ResultDesc } = result.data;
      if (ResultCode === null || ResultCode === undefined || ResultCode === '') {
        return {
          state: 'pending',
          resultCode: null,
          resultDesc: ResultDesc ?? null,
          failureReason: null,
          raw: answer.body,
        };
      }
      return {
        ...mapStkResult(ResultCode, ResultDesc ?? null),
        resultCode: String(ResultCode),
        resultDesc: ResultDesc ?? null,
        raw: answer.body,
      };
    },
  };
}

/** Daraja's own limits, checked before any network call (payments.md 2.2). */
function stkPushProblem(input: StkPushInput): string | null {
  if (!Number.isInteger(input.amount) || input.amount < 1) {
    return 'amount must be a whole number of shillings';
  }
  if (!MSISDN.test(input.msisdn)) return 'phone number must be 2547XXXXXXXX or 2541XXXXXXXX';
  if (!/^[A-Za-z0-9 _-]{1,12}$/.test(input.accountReference)) {
    return 'account reference must be 1-12 letters or digits';
  }
  if (input.description.length < 1 || input.description.length > 13) {
    return 'description must be 1-13 characters';
  }
  return null;
}
