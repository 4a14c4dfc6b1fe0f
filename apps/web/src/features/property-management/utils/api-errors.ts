import { isApiError } from '@/lib/api-error';

export type PlanLimit = {
  limit: number;
  current_count: number;
  /** What the limit counts; the API says it (properties or units). */
  resource?: 'units' | 'properties';
};

/** The numbers of a plan-limit refusal (403 with upgrade_needed), else null. */
export function planLimitOf(error: unknown): PlanLimit | null {
  if (!isApiError(error) || error.status !== 403 || !error.body?.upgrade_needed) return null;
  const limit = Number(error.body.limit);
  const current = Number(error.body.current_count);
  const resource = error.body.resource;
  return {
    limit: Number.isFinite(limit) ? limit : 0,
    current_count: current || 0,
    ...(resource === 'units' || resource === 'properties' ? { resource } : {}),
  };
}

/** The server's sentence (detail, error or message) when it answered with one. */
export function serverMessage(error: unknown): string | undefined {
  if (!isApiError(error) || !error.body) return undefined;
  const { detail, error: text, message } = error.body;
  return [detail, text, message].find((value) => typeof value === 'string' && value.trim());
}

/** First message per field of a 400's `errors` (keys are dotted paths; the first segment wins). */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  if (!isApiError(error) || error.status !== 400) return result;
  const errors = error.body?.errors ?? {};
  for (const [path, messages] of Object.entries(errors)) {
    const field = path.split('.')[0] ?? path;
    if (!(field in result) && messages[0]) result[field] = messages[0];
  }
  return result;
}

export function hasStatus(error: unknown, status: number): boolean {
  return isApiError(error) && error.status === status;
}
