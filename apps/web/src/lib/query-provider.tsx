import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useContext, useEffect, type ReactNode } from 'react';
import { QueryClientOverride } from './query-client-context';
import { queryClient as appQueryClient } from './query-client';
import { hasStoredTokens, subscribeSession } from './session';

/**
 * However the session ends (logout, a refused refresh, another tab), drop the cached data so the
 * next account never sees the previous one's. Subscribed to the session store directly: the
 * screens holding the data unmount in the same render that signs out.
 */
function clearWhenSignedOut(client: QueryClient): () => void {
  return subscribeSession(() => {
    if (!hasStoredTokens()) client.clear();
  });
}

// The app's cache lives as long as the page, and so does its watch.
clearWhenSignedOut(appQueryClient);

/**
 * TanStack Query for the screens that fetch with it. It is not in the app shell: /login signs in
 * without it, and the admin and tenant areas, the signup wizards and the password-reset screens
 * load it with their code (lib/lazy-with-queries.tsx). They all share one cache, so data
 * survives navigation between them.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const override = useContext(QueryClientOverride);
  useEffect(() => (override ? clearWhenSignedOut(override) : undefined), [override]);
  return <QueryClientProvider client={override ?? appQueryClient}>{children}</QueryClientProvider>;
}
