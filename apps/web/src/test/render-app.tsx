import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { AppRoutes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';

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
