import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { dismissToast, getToasts } from '@/components/ui/toast/toast-store';
import { Toaster } from '@/components/ui/toast/toaster';
import { AuthProvider } from '@/lib/auth';
import { jsonResponse, type MockRequest } from '@/test/fetch-mock';
import { makeMe } from '@/test/fixtures';
import { TenantsPage } from '../components/tenants-page';
import type { ApplicationRow, TenantRow } from '../types';

export const TENANTS = 'GET /api/accounts/tenants/';
export const SUMMARY = 'GET /api/accounts/tenants/summary/';
export const PENDING = 'GET /api/accounts/tenant-applications/pending/';
export const PROPERTIES = 'GET /api/accounts/properties/';
export const ME = 'GET /api/accounts/me/';

export function tenant(overrides: Partial<TenantRow> = {}): TenantRow {
  return {
    id: 7,
    full_name: 'Otieno Odhiambo',
    email: 'otieno@example.com',
    phone_number: '+254712345678',
    national_id: '12345678',
    booking_id: 'BK-0007',
    status: 'active',
    is_active: true,
    deposit_paid: true,
    created_at: '2026-01-02T08:00:00Z',
    move_in_date: '2026-01-05',
    unit: {
      id: 21,
      unit_number: 'A1',
      property_id: 3,
      property_name: 'Kilimani Heights',
      rent: 22000,
      rent_due_date: '2026-12-05',
    },
    rent_status: 'due',
    rent_remaining: 22000,
    next_due_date: '2026-12-05',
    has_id_document: true,
    ...overrides,
  };
}

export function application(overrides: Partial<ApplicationRow> = {}): ApplicationRow {
  return {
    id: 41,
    tenant_id: 9,
    tenant_name: 'Akinyi Wambui',
    tenant_email: 'pending@pango.test',
    tenant_phone: '+254700000001',
    tenant_national_id: 'A1234567',
    emergency_contact: 'Mama Akinyi +254700000002',
    unit_id: 22,
    unit_number: 'B1',
    property_id: 3,
    property_name: 'Kilimani Heights',
    applied_at: '2026-11-20T10:00:00Z',
    deposit_required: true,
    deposit_paid: true,
    already_living_in_property: false,
    status: 'pending',
    notes: null,
    has_id_document: true,
    ...overrides,
  };
}

const listOf = <T,>(results: T[]) =>
  jsonResponse(200, { count: results.length, next_page: null, results });

/** The screen's reads; active rows for status=active, all rows otherwise. */
export function baseRoutes(
  rows: TenantRow[] = [tenant()],
  applications: ApplicationRow[] = [application()],
) {
  return {
    [ME]: () => jsonResponse(200, makeMe('landlord')),
    [PROPERTIES]: () =>
      listOf([
        { id: 3, name: 'Kilimani Heights' },
        { id: 4, name: 'Riverside Court' },
      ]),
    [SUMMARY]: () =>
      jsonResponse(200, { active_tenants: 1, rent_overdue: 2, rent_due_soon: 3, rent_paid: 4 }),
    [TENANTS]: (request: MockRequest) =>
      listOf(
        new URL(request.url, 'http://x').searchParams.get('status') === 'active'
          ? rows.filter((row) => row.status === 'active')
          : rows,
      ),
    [PENDING]: () => jsonResponse(200, { count: applications.length, results: applications }),
  };
}

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

export function renderTenantsPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <MemoryRouter initialEntries={['/admin/tenants']}>
          <Routes>
            <Route path="/admin/tenants" element={<TenantsPage />} />
            <Route path="*" element={null} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
        <Toaster />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

export function clearToasts() {
  getToasts().forEach((toast) => dismissToast(toast.id));
}

export const requestsTo = (requests: MockRequest[], method: string, fragment: string) =>
  requests.filter((r) => r.method === method && r.url.includes(fragment));
