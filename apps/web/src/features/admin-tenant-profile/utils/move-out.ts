import { isoOf, nairobiDate, MOVE_OUT_MAX_DAYS_AHEAD } from '@pango/shared';
import type { ZodError } from 'zod';
import { isApiError } from '@/lib/api-error';

// Helpers of the Move Out and Record Refund dialogs: dates in Nairobi and errors per field path.

/** Errors keyed by their full path ("move_out_date", "deductions.2.amount"), first message each. */
export type PathErrors = Partial<Record<string, string>>;

export function zodPathErrors(error: ZodError): PathErrors {
  const result: PathErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.length ? issue.path.join('.') : 'non_field_errors';
    result[path] ??= issue.message;
  }
  return result;
}

/** A 400's `errors` by path; anything else gives none (the caller shows its sentence). */
export function serverPathErrors(error: unknown): PathErrors {
  const result: PathErrors = {};
  if (!isApiError(error) || error.status !== 400) return result;
  for (const [path, messages] of Object.entries(error.body?.errors ?? {}))
    if (messages[0]) result[path] ??= messages[0];
  return result;
}

/** The server's sentence, else a fallback (network failure, a page instead of JSON). */
export function serverSentence(error: unknown, fallback: string): string {
  const detail = isApiError(error) ? error.body?.detail : undefined;
  return typeof detail === 'string' && detail.trim() ? detail : fallback;
}

const DAY_MS = 86_400_000;
export const todayIso = (now = new Date()) => isoOf(nairobiDate(now));
/** The latest move-out date the API accepts (shared rule), for the date picker's max. */
export const latestMoveOutIso = (now = new Date()) =>
  isoOf(nairobiDate(new Date(now.getTime() + MOVE_OUT_MAX_DAYS_AHEAD * DAY_MS)));

/** An amount typed as text: whole numbers go as numbers, anything else as typed (for its error). */
export function amountOf(text: string): number | string {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
}
