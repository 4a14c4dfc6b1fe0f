import type { PropertyRead, RentPaymentRow, UnitRead } from '@pango/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { dismissToast, getToasts } from '@/components/ui/toast/toast-store';
import { Toaster } from '@/components/ui/toast/toaster';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse } from '@/test/fetch-mock';
import { PaymentsPage } from '../components/payments-page';

export const PROPERTIES = 'GET /api/accounts/properties/';
export const UNITS = 'GET /api/accounts/units/';
export const PAYMENTS = 'GET /api/payments/rent-payments/';
export const CSV = 'GET /api/payments/rent-payments/csv/';
export const BULK = 'POST /api/payments/bulk-rent-update/';
export const DEPOSITS = 'GET /api/payments/unclaimed-deposits/';
export const noDeposits = () => jsonResponse(200, { count: 0, results: [], applications: [] });

export function property(id = 3, name = 'Kilimani Heights'): PropertyRead {
  return {
    ...{ id, name, address: `${name} Road`, city: 'Nairobi', state: 'Nairobi' },
    ...{ unit_count: 4, total_units: 2, occupied_units: 1, available_units: 1, total_tenants: 1 },
    images: [],
    notice_period_days: 30,
    rental_type: 'residential',
    owner_name: null,
    owner_email: null,
    created_at: '2025-01-01T00:00:00Z',
  };
}

export function unit(overrides: Partial<UnitRead> = {}): UnitRead {
  return {
    ...{ id: 1, unit_number: 'A1', room_type: 'studio', unit_type: null, rent: 9000 },
    ...{ deposit: 9000, size: null, bedrooms: null, bathrooms: null, is_available: true },
    ...{ status: 'available', tenant: null, tenant_obj: null, property_obj: 3 },
    ...{ property_name: 'Kilimani Heights', rent_due_date: null },
    ...overrides,
  };
}

export function payment(
  id: number,
  status: RentPaymentRow['status'],
  receiptNumber: string | null = null,
): RentPaymentRow {
  return {
    ...{ id, tenant: 7, tenant_name: 'Otieno Odhiambo', unit: 1, unit_number: 'A1' },
    ...{ property: 3, property_name: 'Kilimani Heights', amount: 22000 },
    ...{ transaction_type: 'rent', status, payment_method: 'mpesa' },
    ...{ reference_number: `RENT-${id}`, mpesa_receipt: null, description: null },
    ...{ receipt_number: receiptNumber },
    ...{ created_at: '2026-03-05T09:00:00Z', completed_at: null, entered_by: null },
  };
}

export const page = <T,>(results: T[], nextPage: number | null = null, count = results.length) =>
  jsonResponse(200, { count, count_capped: false, next_page: nextPage, results });

export function renderPaymentsPage() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <PaymentsPage />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

/** Toasts live in a module store: clear them so one test's toast is not found by the next. */
export function clearToasts() {
  getToasts().forEach((toast) => dismissToast(toast.id));
}
