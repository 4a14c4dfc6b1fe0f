import type { CurrentUnit, Me } from '@pango/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Toaster } from '@/components/ui/toast/toaster';
import { createQueryClient } from '@/lib/query-client';
import { ReportScreen } from '../components/report-screen';

export const ME = 'GET /api/accounts/me/';
export const CREATE = 'POST /api/communication/reports/create/';

export function unit(overrides: Partial<CurrentUnit> = {}): CurrentUnit {
  return {
    id: 7,
    unit_number: 'A1',
    rent: 15000,
    rent_remaining: 0,
    rent_status: 'paid',
    rent_due_date: '2025-03-05',
    property_name: 'Kilimani Heights',
    property_id: 3,
    ...overrides,
  };
}

export function me(overrides: Partial<Me> = {}): Me {
  return {
    id: 2,
    email: 'otieno@example.com',
    user_type: 'tenant',
    is_landlord: false,
    is_tenant: true,
    full_name: 'Otieno Odhiambo',
    first_name: 'Otieno',
    last_name: 'Odhiambo',
    phone_number: '254712345678',
    landlord_code: null,
    current_unit: unit(),
    payment_account_number: 'A2',
    mpesa_paybill: null,
    ...overrides,
  };
}

/** The screen at /tenant/report, with /tenant as a probe for the redirects. */
export function renderReportScreen() {
  const queryClient = createQueryClient();
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/tenant/report']}>
        <Routes>
          <Route path="/tenant/report" element={<ReportScreen />} />
          <Route path="/tenant" element={<h1>Tenant dashboard</h1>} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}
