import type { Me } from '@pango/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchMe } from '@/lib/auth-api';

export const meQuery = () =>
  queryOptions({ queryKey: ['accounts', 'me'], queryFn: (): Promise<Me> => fetchMe() });

/** GET /api/accounts/me/: prefills Account Settings. */
export function useMe() {
  return useQuery(meQuery());
}
