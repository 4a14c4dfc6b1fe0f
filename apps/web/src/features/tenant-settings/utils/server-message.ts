import { TENANT_PORTAL_MESSAGES } from '@pango/shared';
import { firstMessage, isApiError } from '@/lib/api-error';

// Copied small from admin-settings (features never import each other).

/** The spec's settings errors: the server's error, detail or message, else the fallback. */
export function serverMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.isConnectionProblem) return TENANT_PORTAL_MESSAGES.networkError;
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
