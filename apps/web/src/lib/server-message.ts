import { firstMessage, isApiError } from '@/lib/api-error';

/**
 * The settings screens' error line: the server's error, detail or message, else the fallback;
 * `networkMessage` (the tenant portal's "Network error") when the request never reached the API.
 */
export function serverMessage(error: unknown, fallback: string, networkMessage?: string): string {
  if (networkMessage && isApiError(error) && error.isConnectionProblem) return networkMessage;
  if (!isApiError(error) || !error.body) return fallback;
  const { body } = error;
  return (
    firstMessage(body.error) ?? firstMessage(body.detail) ?? firstMessage(body.message) ?? fallback
  );
}

/** Field messages of a 400 body: { field: [message] }. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error) || !error.body?.errors) return {};
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.body.errors)) {
    const message = firstMessage(messages);
    if (message) result[field] = message;
  }
  return result;
}
