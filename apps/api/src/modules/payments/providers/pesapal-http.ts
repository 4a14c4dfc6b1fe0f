import { z } from 'zod';
import { ProviderError, ProviderUnansweredError } from './provider.js';

// Transport shared by the Pesapal calls: JSON in and out, a 30 s ceiling, and one place that
// decides success. Pesapal's success responses can carry an `error` object whose fields are all
// null (GetTransactionStatus), so success is `status === "200"` plus null error fields, never
// "is there an error object" (payments.md 1.1, 1.6).

export const PESAPAL_TIMEOUT_MS = 30_000;

export type FetchLike = typeof fetch;

const ErrorObjectSchema = z
  .object({
    type: z.string().nullish(),
    error_type: z.string().nullish(),
    code: z.string().nullish(),
    message: z.string().nullish(),
  })
  .nullish();

const EnvelopeSchema = z.object({
  status: z.union([z.string(), z.number()]).nullish(),
  error: ErrorObjectSchema,
  message: z.string().nullish(),
});

/** Thrown for a 401 so the client can drop its token and retry once. */
export class PesapalUnauthorizedError extends ProviderError {}

type CallInput = {
  fetch: FetchLike;
  url: string;
  method: 'GET' | 'POST';
  token?: string;
  body?: unknown;
  timeoutMs: number;
};

/** One Pesapal request; returns the parsed JSON body or throws ProviderError. */
export async function pesapalCall(input: CallInput): Promise<unknown> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'application/json',
  };
  if (input.token) headers.Authorization = `Bearer ${input.token}`;
  let response: Response;
  try {
    response = await input.fetch(input.url, {
      method: input.method,
      headers,
      body: input.body === undefined ? undefined : JSON.stringify(input.body),
      signal: AbortSignal.timeout(input.timeoutMs),
    });
  } catch (err) {
    const reason = err instanceof Error && err.name === 'TimeoutError' ? 'timed out' : 'failed';
    throw new ProviderUnansweredError(
      `Pesapal request ${reason}: ${pathOf(input.url)}`,
      'pesapal',
      {
        cause: err instanceof Error ? err.message : String(err),
      },
    );
  }
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  const problem = describeProblem(response.status, body);
  if (problem) {
    const Err = response.status === 401 ? PesapalUnauthorizedError : ProviderError;
    throw new Err(`Pesapal ${pathOf(input.url)}: ${problem}`, 'pesapal', {
      httpStatus: response.status,
      body,
    });
  }
  return body;
}

/** Null when the answer is a success; else a short, log-safe reason. */
function describeProblem(httpStatus: number, body: unknown): string | null {
  // GetIpnList answers with a bare array; its entries are not envelopes.
  if (Array.isArray(body))
    return httpStatus >= 200 && httpStatus < 300 ? null : `HTTP ${httpStatus}`;
  const envelope = EnvelopeSchema.safeParse(body);
  if (!envelope.success) return `HTTP ${httpStatus}, unreadable body`;
  const { status, error } = envelope.data;
  const errorText = error?.message ?? error?.code ?? null;
  if (httpStatus < 200 || httpStatus >= 300) return `HTTP ${httpStatus}${suffix(errorText)}`;
  if (String(status ?? '') !== '200')
    return `status ${String(status ?? 'missing')}${suffix(errorText)}`;
  if (error && (error.code != null || error.message != null)) {
    return `error ${error.code ?? ''}${suffix(error.message ?? null)}`.trim();
  }
  return null;
}

function suffix(text: string | null): string {
  return text ? ` (${text})` : '';
}

function pathOf(url: string): string {
  return new URL(url).pathname;
}

/** Parses a successful body with a schema; a shape we do not understand is a provider error. */
export function parseAnswer<T>(schema: z.ZodType<T>, body: unknown, what: string): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new ProviderError(`Pesapal ${what}: unexpected answer`, 'pesapal', {
      body,
      issues: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
    });
  }
  return parsed.data;
}
