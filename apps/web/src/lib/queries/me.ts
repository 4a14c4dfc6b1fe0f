import type { Me } from '@pango/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchMe } from '@/lib/auth-api';

export const meKey = ['accounts', 'me'] as const;

/** GET /api/accounts/me/: the signed-in account (both settings screens, the report screen). */
export const meQuery = () =>
  queryOptions({ queryKey: meKey, queryFn: (): Promise<Me> => fetchMe() });

export function useMe() {
  return useQuery(meQuery());
}
