import { firstMessage, isApiError } from '@/lib/api-error';

/** The spec's settings errors: the server's error or message (or our detail), else the fallback. */
export function serverMessage(error: unknown, fallback: string): string {
  if (!isApiError(error) || !error.body) return fallback;
  const { body } = error;
  return (
    firstMessage(body.error) ?? firstMessage(body.message) ?? firstMessage(body.detail) ?? fallback
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
