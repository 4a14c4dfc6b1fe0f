import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { AuthProvider } from '@/lib/auth';
import { QueryClientOverride } from '@/lib/query-client-context';

// Empty until something toasts: its code loads beside the first screen's, not before it.
const Toaster = lazy(() =>
  import('@/components/ui/toast/toaster').then((m) => ({ default: m.Toaster })),
);

type AppProvidersProps = {
  children: ReactNode;
  /** A query cache for the screens in place of the app's one (tests). */
  queryClient?: QueryClient;
};

/**
 * The always-loaded shell. TanStack Query is not here: the screens that fetch with it bring its
 * provider (lib/query-provider.tsx), so /login's first load goes without it.
 */
export function AppProviders({ children, queryClient }: AppProvidersProps) {
  return (
    <QueryClientOverride.Provider value={queryClient ?? null}>
      <AuthProvider>
        {children}
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </AuthProvider>
    </QueryClientOverride.Provider>
  );
}
