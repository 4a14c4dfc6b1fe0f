import type { PlanRoom, PropertyRead, UnitRead, UnitTypeRead } from '@pango/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { dismissToast, getToasts } from '@/components/ui/toast/toast-store';
import { Toaster } from '@/components/ui/toast/toaster';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse } from '@/test/fetch-mock';
import { CreatePropertyPage } from '../components/create-property-page';
import { PropertyManagementPage } from '../components/property-management-page';

export const PROPERTIES = 'GET /api/accounts/properties/';
export const UNITS = 'GET /api/accounts/units/';
export const UNIT_TYPES = 'GET /api/accounts/unit-types/';
export const REPORTS = 'GET /api/communication/reports/open/';
export const CREATE_UNIT = 'POST /api/accounts/units/create/';
export const CREATE_PROPERTY = 'POST /api/accounts/properties/create/';
export const BULK_CREATE = 'POST /api/accounts/units/bulk-create/';
export const PLAN_ROOM = 'GET /api/accounts/subscription/limits/';
export const VACANCY_PAGE = 'GET /api/accounts/properties/3/vacancy-page/';
export const PHOTOS = 'GET /api/accounts/properties/3/photos/';

/** The room left on a plan of `limit` units holding `current` of them (25 properties, 1 used). */
export function planRoom(current: number, limit = 100): PlanRoom {
  return {
    plan: 'professional',
    properties: { limit: 25, current_count: 1, remaining: 24 },
    units: { limit, current_count: current, remaining: Math.max(0, limit - current) },
  };
}

export function property(overrides: Partial<PropertyRead> = {}): PropertyRead {
  return {
    id: 3,
    name: 'Kilimani Heights',
    address: 'Argwings Kodhek Road',
    city: 'Nairobi',
    state: 'Nairobi',
    unit_count: 40,
    total_units: 0,
    occupied_units: 0,
    available_units: 0,
    total_tenants: 0,
    images: [],
    notice_period_days: 30,
    rental_type: 'residential',
    owner_name: null,
    owner_email: null,
    created_at: '2025-01-01T00:00:00Z',
    ...overrides,
  };
}

export function unit(overrides: Partial<UnitRead> = {}): UnitRead {
  return {
    id: 1,
    unit_number: 'A1',
    room_type: 'studio',
    unit_type: null,
    rent: 9000,
    deposit: 9000,
    size: null,
    bedrooms: null,
    bathrooms: null,
    is_available: true,
    status: 'available',
    tenant: null,
    tenant_obj: null,
    property_obj: 3,
    property_name: 'Kilimani Heights',
    rent_due_date: null,
    ...overrides,
  };
}

export function unitType(overrides: Partial<UnitTypeRead> = {}): UnitTypeRead {
  return {
    id: 12,
    name: 'Penthouse',
    rent: 40000,
    deposit: 40000,
    description: null,
    number_of_units: 0,
    property_id: 3,
    is_custom: true,
    ...overrides,
  };
}

export const page = <T,>(results: T[]) =>
  jsonResponse(200, { count: results.length, next_page: null, results });

/** The usual answers of a property with the given units and room types. */
export function baseRoutes(units: UnitRead[] = [], types: UnitTypeRead[] = []) {
  return {
    [PROPERTIES]: () => page([property()]),
    [UNITS]: () => page(units),
    [UNIT_TYPES]: () => jsonResponse(200, types),
    [REPORTS]: () => jsonResponse(200, { count: 0, results: [] }),
    [PLAN_ROOM]: () => jsonResponse(200, planRoom(units.length)),
    [VACANCY_PAGE]: () => jsonResponse(200, { property_id: 3, enabled: false, url: null }),
    [PHOTOS]: () => jsonResponse(200, []),
  };
}

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

export function renderPropertyPages(path = '/admin/organisation') {
  const queryClient = createQueryClient();
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/organisation" element={<PropertyManagementPage />} />
          <Route path="/admin/add-property" element={<CreatePropertyPage />} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

/** Toasts live in a module store: clear them so one test's toast is not found by the next. */
export function clearToasts() {
  getToasts().forEach((toast) => dismissToast(toast.id));
}
