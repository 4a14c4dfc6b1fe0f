import { ApiError } from '@/lib/api-error';

/** The server's sentence when it gave one (e.g. the not-vacant refusal), else the fallback. */
export function serverDetail(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    const detail = error.body?.detail;
    if (typeof detail === 'string' && detail) return detail;
  }
  return fallback;
}
