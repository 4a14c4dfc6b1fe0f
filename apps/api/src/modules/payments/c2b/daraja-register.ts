import { z } from 'zod';
import { DARAJA_TIMEOUT_MS, darajaCall, darajaFailure } from '../providers/daraja-http.js';

// Daraja's C2B RegisterURL (payments.md 2.6; v2 as the current SDKs use): tells Safaricom where to
// send a short code's confirmations and validations. ResponseType "Completed": when our validation
// URL cannot be reached, M-Pesa completes the payment (a tenant's rent is never refused by an
// outage of ours).

export type RegisterUrlsInput = {
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  shortCode: string;
  confirmationUrl: string;
  validationUrl: string;
  fetch?: typeof fetch;
};

const TokenSchema = z.object({ access_token: z.string().min(1) });
const RegisteredSchema = z.object({
  ResponseCode: z.coerce.string().optional(),
  ResponseDescription: z.string().optional(),
});

/** Resolves with Daraja's ResponseDescription; throws ProviderError with Daraja's words. */
export async function registerC2bUrls(input: RegisterUrlsInput): Promise<string> {
  const doFetch = input.fetch ?? fetch;
  const base = input.baseUrl.replace(/\/+$/, '');
  const basic = Buffer.from(`${input.consumerKey}:${input.consumerSecret}`).toString('base64');
  const oauth = await darajaCall({
    fetch: doFetch,
    url: `${base}/oauth/v1/generate?grant_type=client_credentials`,
    method: 'GET',
    authorization: `Basic ${basic}`,
    timeoutMs: DARAJA_TIMEOUT_MS,
  });
  const token = TokenSchema.safeParse(oauth.body);
  if (oauth.httpStatus !== 200 || !token.success) throw darajaFailure('OAuth', oauth);
  const answer = await darajaCall({
    fetch: doFetch,
    url: `${base}/mpesa/c2b/v2/registerurl`,
    method: 'POST',
    authorization: `Bearer ${token.data.access_token}`,
    body: {
      ShortCode: input.shortCode,
      ResponseType: 'Completed',
      ConfirmationURL: input.confirmationUrl,
      ValidationURL: input.validationUrl,
    },
    timeoutMs: DARAJA_TIMEOUT_MS,
  });
  const registered = RegisteredSchema.safeParse(answer.body);
  if (answer.httpStatus !== 200 || !registered.success || registered.data.ResponseCode !== '0')
    throw darajaFailure('RegisterURL', answer);
  return registered.data.ResponseDescription ?? 'Success';
}
