import type { OpenReport, PropertyRead } from '@pango/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AuthProvider } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { useSelectedPropertyId } from '@/lib/selected-property';
import { AdminLayout } from '../components/admin-layout';

export const ME = 'GET /api/accounts/me/';
export const PROPERTIES = 'GET /api/accounts/properties/';
export const OPEN_REPORTS = 'GET /api/communication/reports/open/';

export function property(id: number, name: string): PropertyRead {
  return {
    id,
    name,
    address: `${name} Road`,
    city: 'Nairobi',
    state: 'Nairobi County',
    unit_count: 4,
    total_units: 4,
    occupied_units: 1,
    available_units: 2,
    total_tenants: 1,
    images: [],
    notice_period_days: 30,
    rental_type: 'residential',
    owner_name: null,
    owner_email: null,
    created_at: '2025-01-01T00:00:00Z',
  };
}

export function openReport(overrides: Partial<OpenReport> = {}): OpenReport {
  return {
    id: 1,
    title: 'Leaking kitchen tap',
    category: 'plumbing',
    priority: 'medium',
    status: 'open',
    created_at: '2025-02-01T08:00:00Z',
    tenant_name: 'Otieno Odhiambo',
    unit_number: 'A2',
    property_name: 'Kilimani Heights',
    property_id: 3,
    ...overrides,
  };
}

/** What a screen inside the layout would read: the shared selected property. */
function SelectedProbe() {
  const [id] = useSelectedPropertyId();
  return <output data-testid="selected">{id === null ? 'all' : String(id)}</output>;
}

export function renderAdminLayout(path = '/admin/help') {
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/admin" element={<AdminLayout />}>
              <Route path="help" element={<SelectedProbe />} />
              <Route path="reports" element={<h1>Reports and Issues</h1>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}
