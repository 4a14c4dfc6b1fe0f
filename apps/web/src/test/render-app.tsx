import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';
import { mockApi, type Routes } from './fetch-mock';
import { storeSession } from './fixtures';

function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" hidden>
      {location.pathname}
    </output>
  );
}

/** The whole app at a path, with a fresh query cache; `location()` reads the router's path. */
export function renderApp(path: string) {
  const queryClient = createQueryClient();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, queryClient, location: () => view.getByTestId('location').textContent };
}

/** One screen part for a signed-in landlord, the API answered by `routes`; answers its requests. */
export function renderLandlordPart(ui: ReactNode, routes: Routes) {
  storeSession('landlord');
  const api = mockApi(routes);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { requestsTo: (path: string) => api.requests.filter((r) => r.url.includes(path)) };
}
