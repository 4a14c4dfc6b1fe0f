import type { Me } from '@pango/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchMe } from '@/lib/auth-api';

export const accountQuery = () =>
  queryOptions({ queryKey: ['accounts', 'me'], queryFn: (): Promise<Me> => fetchMe() });

/** GET /api/accounts/me/: prefills Account Information. */
export function useAccount() {
  return useQuery(accountQuery());
}
