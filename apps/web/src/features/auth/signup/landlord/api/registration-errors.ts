import { MESSAGES } from '@pango/shared';
import { isApiError } from '@/lib/api-error';
import type { ServerFieldErrors } from '../landlord-signup-values';

/** The per-field messages of a 400 answer ({ errors: { 'properties.0.name': [...] } }), if any. */
export function serverFieldErrors(error: unknown): ServerFieldErrors | null {
  if (!isApiError(error) || error.status !== 400) return null;
  const errors = error.body?.errors;
  if (!errors || typeof errors !== 'object') return null;
  const entries = Object.entries(errors).filter(
    (entry): entry is [string, string[]] => Array.isArray(entry[1]) && entry[1].length > 0,
  );
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

/** The sentence to show for a failed call: the server's own, else a generic one. */
export function failureMessage(error: unknown, fallback: string = MESSAGES.registrationFailed) {
  if (!isApiError(error)) return fallback;
  if (error.isConnectionProblem) return MESSAGES.networkError;
  if (error.isHtml || !error.body?.detail) return fallback;
  return error.body.detail;
}
