import type { ReportRow, TenantDashboard as Dashboard } from '@pango/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AuthProvider } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { TenantDashboard } from '../components/tenant-dashboard';

export const DASHBOARD = 'GET /api/accounts/tenant/dashboard/';

export function report(overrides: Partial<ReportRow> = {}): ReportRow {
  return {
    id: 1,
    title: 'Burst pipe in the kitchen',
    category: 'plumbing',
    priority: 'urgent',
    status: 'open',
    description: 'Water everywhere',
    created_at: '2025-02-27T08:00:00Z',
    resolved_at: null,
    tenant_name: 'Wanjiku Kamau',
    unit_number: 'A1',
    property_name: 'Kilimani Heights',
    property_id: 3,
    entered_by: null,
    ...overrides,
  };
}

export function dashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    tenant: {
      id: 2,
      full_name: 'Wanjiku Kamau',
      email: 'wanjiku@example.com',
      phone_number: '254712345678',
      booking_id: 'BK-7F3K2Q',
      move_in_date: '2025-01-01',
    },
    unit: {
      id: 7,
      unit_number: 'A1',
      room_type: '2-bedroom',
      property_name: 'Kilimani Heights',
      property_address: 'Argwings Kodhek Rd, Nairobi',
    },
    rent: {
      unit: { id: 7, unit_number: 'A1', property_id: 3, property_name: 'Kilimani Heights' },
      monthly_rent: 15000,
      rent_due: 5000,
      prepaid_months: 0,
      rent_status: 'due',
      next_due_date: '2025-03-05',
      balance: 5000,
    },
    deposit: { agreed: 30000, held: 30000, status: 'held' },
    landlord: {
      full_name: 'Otieno Odhiambo',
      email: 'otieno@example.com',
      phone_number: '0722 000 111',
    },
    reports: [report()],
    tenancy: null,
    ended_tenancy_id: null,
    ...overrides,
  };
}

export function renderDashboard(now?: Date) {
  const queryClient = createQueryClient();
  return render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <MemoryRouter initialEntries={['/tenant']}>
          <TenantDashboard now={now} />
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
}
