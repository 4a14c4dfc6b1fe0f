import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Marks stale every key a mutation names in its `invalidates` list (declared beside the mutation,
 * so what a write refreshes is read in one place) and waits for the screens on show to refetch.
 */
export function invalidate(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}
