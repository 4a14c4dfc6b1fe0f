import { ProviderError, ProviderUnansweredError } from './provider.js';

// Transport for Daraja: JSON, a 30 s ceiling, and the synchronous error shape
// {requestId, errorCode, errorMessage} (payments.md 2.2) turned into ProviderError, except where
// the caller wants to read a non-2xx body itself (STK query's "being processed").

export const DARAJA_TIMEOUT_MS = 30_000;

export type DarajaAnswer = { httpStatus: number; body: unknown };

type CallInput = {
  fetch: typeof fetch;
  url: string;
  method: 'GET' | 'POST';
  authorization: string;
  body?: unknown;
  timeoutMs: number;
};

/** One request; network failures and timeouts throw, any HTTP answer is returned. */
export async function darajaCall(input: CallInput): Promise<DarajaAnswer> {
  let response: Response;
  try {
    response = await input.fetch(input.url, {
      method: input.method,
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        Authorization: input.authorization,
      },
      body: input.body === undefined ? undefined : JSON.stringify(input.body),
      signal: AbortSignal.timeout(input.timeoutMs),
    });
  } catch (err) {
    const reason = err instanceof Error && err.name === 'TimeoutError' ? 'timed out' : 'failed';
    throw new ProviderUnansweredError(
      `Daraja request ${reason}: ${new URL(input.url).pathname}`,
      'mpesa',
      {
        cause: err instanceof Error ? err.message : String(err),
      },
    );
  }
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Daraja sometimes answers HTML from its gateway; kept as text for the log.
  }
  return { httpStatus: response.status, body };
}

export type DarajaError = { requestId: string | null; errorCode: string; errorMessage: string };

/** The documented synchronous error shape, if the body is one. */
export function darajaErrorOf(body: unknown): DarajaError | null {
  if (!body || typeof body !== 'object') return null;
  const { requestId, errorCode, errorMessage } = body as Record<string, unknown>;
  if (typeof errorCode !== 'string') return null;
  return {
    requestId: typeof requestId === 'string' ? requestId : null,
    errorCode,
    errorMessage: typeof errorMessage === 'string' ? errorMessage : '',
  };
}

export function darajaFailure(what: string, answer: DarajaAnswer): ProviderError {
  const error = darajaErrorOf(answer.body);
  const reason = error ? `${error.errorCode} ${error.errorMessage}` : `HTTP ${answer.httpStatus}`;
  return new ProviderError(`Daraja ${what}: ${reason}`, 'mpesa', answer);
}

/** YYYYMMDDHHmmss in Africa/Nairobi (UTC+3 all year, no DST), Safaricom's own clock. */
export function darajaTimestamp(at: Date): string {
  const nairobi = new Date(at.getTime() + 3 * 60 * 60 * 1000);
  return nairobi.toISOString().slice(0, 19).replace(/\D/g, '');
}

/** Password = base64(ShortCode + Passkey + Timestamp), with the same Timestamp as sent. */
export function darajaPassword(shortCode: string, passkey: string, timestamp: string): string {
  return Buffer.from(`${shortCode}${passkey}${timestamp}`).toString('base64');
}
