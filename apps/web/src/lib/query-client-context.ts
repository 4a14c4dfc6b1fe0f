import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

/**
 * The query cache the screens should use instead of the app's singleton (tests pass a fresh one
 * to AppProviders). Only the type comes from TanStack Query: the always-loaded shell stays free of
 * its code, which the screens that fetch load with them (lib/query-provider.tsx).
 */
export const QueryClientOverride = createContext<QueryClient | null>(null);
