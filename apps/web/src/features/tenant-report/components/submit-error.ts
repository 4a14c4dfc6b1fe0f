import { isApiError } from '@/lib/api-error';
import { REPORT_SCREEN_MESSAGES } from '../messages';

function messagesOf(value: unknown): string {
  if (Array.isArray(value)) return value.map(String).join(' ');
  return String(value);
}

function fieldLines(errors: object): string[] {
  return Object.entries(errors).map(([field, value]) => `${field}: ${messagesOf(value)}`);
}

/**
 * Seed 002 section 8: field errors as "field: message" lines; otherwise the message or detail,
 * else the error's own message, else the default. Our API puts field errors under `errors`;
 * a bare object of fields (the spec's older shape) reads the same.
 */
export function submitErrorLines(error: unknown): string[] {
  if (!isApiError(error)) {
    return [
      error instanceof Error && error.message ? error.message : REPORT_SCREEN_MESSAGES.submitFailed,
    ];
  }
  if (error.isConnectionProblem || !error.body) return [REPORT_SCREEN_MESSAGES.submitFailed];
  const { errors, message, detail, code: _code, ...rest } = error.body;
  if (errors && typeof errors === 'object' && Object.keys(errors).length > 0) {
    return fieldLines(errors);
  }
  if (!message && !detail && Object.keys(rest).length > 0) return fieldLines(rest);
  return [message ?? detail ?? REPORT_SCREEN_MESSAGES.submitFailed];
}
