import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a component that fetches with TanStack Query: loads it and the query provider
 * in parallel (no waterfall) and renders it inside the provider (lib/query-provider.tsx).
 */
export function lazyWithQueries<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
) {
  return lazy(async () => {
    const [{ default: Component }, { QueryProvider }] = await Promise.all([
      load(),
      import('./query-provider'),
    ]);
    return {
      default: (props: P) => (
        <QueryProvider>
          <Component {...props} />
        </QueryProvider>
      ),
    };
  });
}
