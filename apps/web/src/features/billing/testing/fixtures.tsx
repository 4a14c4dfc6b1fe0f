import type { BillingRulesRead, MeterReadingRead, PropertyRead, UnitRead } from '@pango/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from '@/lib/query-client';
import { storeSession } from '@/test/fixtures';

export const PROPERTIES = 'GET /api/accounts/properties/';
export const UNITS = 'GET /api/accounts/units/';
export const RULES = 'GET /api/accounts/properties/3/billing/';
export const SAVE_RULES = 'PUT /api/accounts/properties/3/billing/';

export const page = <T,>(results: T[]) => ({ count: results.length, next_page: null, results });

export function property(overrides: Partial<PropertyRead> = {}): PropertyRead {
  return {
    id: 3,
    name: 'Kilimani Heights',
    address: 'Argwings Kodhek Road',
    city: 'Nairobi',
    state: 'Nairobi',
    unit_count: 40,
    total_units: 2,
    occupied_units: 2,
    available_units: 0,
    total_tenants: 2,
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
    is_available: false,
    status: 'occupied',
    tenant: null,
    tenant_obj: null,
    property_obj: 3,
    property_name: 'Kilimani Heights',
    rent_due_date: null,
    ...overrides,
  };
}

export function rules(overrides: Partial<BillingRulesRead> = {}): BillingRulesRead {
  return {
    property: 3,
    rent_due_day: 1,
    grace_days: 0,
    late_fee: { type: 'none', amount: null, percent: null, cap: null },
    fixed_charges: [],
    metered_charges: [],
    effective_from: null,
    changes_apply_from: '2026-12-01',
    ...overrides,
  };
}

export function reading(overrides: Partial<MeterReadingRead> = {}): MeterReadingRead {
  return {
    id: 1,
    unit: 1,
    charge: 'Water',
    reading: 1200.5,
    read_on: '2020-10-30',
    period: '2020-10-01',
    replaced_meter: false,
    previous_reading: null,
    photo_url: null,
    consumption: null,
    amount: null,
    entered_by: null,
    created_at: '2020-10-30T09:00:00Z',
    ...overrides,
  };
}

export function renderPage(element: ReactNode, path: string) {
  storeSession('landlord');
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
    </QueryClientProvider>,
  );
}
