import type { RentAccount, RentPaymentRow } from '@pango/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Toaster } from '@/components/ui/toast/toaster';
import { createQueryClient } from '@/lib/query-client';
import { PaymentCenter } from '../components/payment-center';

export const SUMMARY = 'GET /api/payments/rent-summary/';
export const HISTORY = 'GET /api/payments/rent-payments/';
export const INITIATE = 'POST /api/payments/initiate-rent-payment/7/';
export const STATUS = 'GET /api/payments/rent-status/41/';

export function account(overrides: Partial<RentAccount> = {}): RentAccount {
  return {
    unit: { id: 7, unit_number: 'A1', property_id: 3, property_name: 'Kilimani Heights' },
    monthly_rent: 15000,
    rent_due: 20000,
    prepaid_months: 0,
    rent_status: 'overdue',
    next_due_date: '2025-03-05',
    balance: 20000,
    ...overrides,
  };
}

export function paymentRow(overrides: Partial<RentPaymentRow> = {}): RentPaymentRow {
  return {
    id: 1,
    tenant: 2,
    tenant_name: 'Wanjiku Kamau',
    unit: 7,
    unit_number: 'A1',
    property: 3,
    property_name: 'Kilimani Heights',
    amount: 15000,
    transaction_type: 'rent',
    status: 'completed',
    payment_method: 'mpesa',
    reference_number: 'PNG-R-1',
    mpesa_receipt: 'QHX12ABC',
    receipt_number: null,
    description: 'Rent',
    created_at: '2025-02-05T07:00:00Z',
    completed_at: '2025-02-05T07:01:00Z',
    entered_by: null,
    ...overrides,
  };
}

export function renderPaymentCenter(path = '/tenant/payments') {
  const queryClient = createQueryClient();
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <PaymentCenter />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}
