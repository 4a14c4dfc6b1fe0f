import type { TenantDetail, TenantTransactions } from '@pango/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createQueryClient } from '@/lib/query-client';
import { TenantDetailsPage } from '../components/tenant-details-page';
import { TenantTransactionsPage } from '../components/tenant-transactions-page';

export const DETAIL = 'GET /api/accounts/tenants/7/';
export const TRANSACTIONS = 'GET /api/accounts/tenants/7/transactions/';
export const STATEMENT = 'GET /api/accounts/tenants/7/statement.csv';
export const DOCUMENT = 'GET /api/accounts/tenants/7/documents/id/';

export function tenantDetail(overrides: Partial<TenantDetail> = {}): TenantDetail {
  return {
    ...{ id: 7, full_name: 'Otieno Odhiambo', email: 'tenant@pango.test' },
    ...{ phone_number: '254712345678', national_id: '23456789', booking_id: 'BK-DEMO-0001' },
    ...{
      status: 'active',
      is_active: true,
      deposit_paid: true,
      created_at: '2026-01-02T09:00:00Z',
    },
    move_in_date: '2026-01-05',
    unit: {
      ...{ id: 2, unit_number: 'A2', property_id: 3, property_name: 'Kilimani Heights' },
      ...{ rent: 22000, rent_due_date: '2026-04-05' },
    },
    ...{ rent_status: 'due', rent_remaining: 22000, next_due_date: '2026-04-05' },
    ...{ has_id_document: true, emergency_contact: '254733456789', application: null },
    payment_account_number: 'KILA2',
    ...{ language: 'sw', message_language: null },
    documents: [
      {
        ...{ name: 'national-id.png', type: 'image/png', size: 2048 },
        ...{ uploaded_at: '2026-01-02T09:00:00Z', url: '/api/accounts/tenants/7/documents/id/' },
      },
    ],
    tenancy: {
      ...{ id: 5, status: 'active', start_date: '2026-01-05', notice_move_out_date: null },
      ...{ notice_given_at: null, notice_period_days: 30 },
    },
    ...overrides,
  };
}

export function transactions(overrides: Partial<TenantTransactions> = {}): TenantTransactions {
  return {
    tenant: {
      ...{ id: 7, full_name: 'Otieno Odhiambo', email: 'tenant@pango.test' },
      ...{ phone_number: '254712345678', unit_number: 'A2', property_name: 'Kilimani Heights' },
    },
    summary: {
      ...{ total_paid: 66000, total_pending: 22000, deposit_paid_amount: 22000 },
      ...{ rent_paid_amount: 44000, count: 4 },
    },
    results: [
      {
        ...{ id: 11, date: '2026-03-01T09:00:00Z', description: 'Rent for March 2026' },
        ...{
          amount: 22000,
          type: 'rent',
          status: 'pending',
          reference: 'RENT-11',
          method: 'pesapal',
        },
      },
      {
        ...{ id: 10, date: '2026-02-01T09:00:00Z', description: 'Rent for February 2026' },
        ...{
          amount: 22000,
          type: 'rent',
          status: 'completed',
          reference: 'RENT-10',
          method: 'mpesa',
        },
      },
    ],
    lines: [
      {
        ...{ id: 31, date: '2026-03-01T06:00:00Z', period: '2026-03-01', kind: 'water' },
        ...{ kind_label: 'Water', description: 'Water 12 m³ × KSh 150', amount: 1800 },
        waivable_amount: 0,
      },
      {
        ...{ id: 30, date: '2026-02-26T06:00:00Z', period: '2026-03-01', kind: 'rent' },
        ...{ kind_label: 'Rent', description: 'Rent March 2026', amount: 22000 },
        waivable_amount: 0,
      },
    ],
    ...overrides,
  };
}

export function renderTenantPage(path: string) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/admin/tenants/:id/details"
            element={<TenantDetailsPage tenantId={Number(path.split('/')[3])} />}
          />
          <Route
            path="/admin/tenants/:id/transactions"
            element={<TenantTransactionsPage tenantId={Number(path.split('/')[3])} />}
          />
          <Route path="/admin/tenants" element={<h1>Tenant Management</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
