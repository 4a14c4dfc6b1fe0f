import type { Me } from '@pango/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const ME_PATH = '/accounts/me/';

/** GET /api/accounts/me/ read fresh: a unit assigned since sign-in must count (seed 002 section 7). */
export function tenantInfoQuery() {
  return queryOptions({
    queryKey: ['tenant-report', 'me'],
    queryFn: () => api.get<Me>(ME_PATH),
  });
}
