import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '@/components/ui/toast/toaster';
import { AuthProvider } from '@/lib/auth';
import { queryClient as defaultQueryClient } from '@/lib/query-client';

type AppProvidersProps = { children: ReactNode; queryClient?: QueryClient };

export function AppProviders({ children, queryClient = defaultQueryClient }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        {children}
        <Toaster />
      </AuthProvider>
    </QueryClientProvider>
  );
}
