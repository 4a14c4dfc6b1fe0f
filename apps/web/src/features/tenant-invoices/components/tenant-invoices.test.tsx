import type { InvoiceComposition, InvoiceRow } from '@pango/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, mockApi } from '@/test/fetch-mock';
import AmountDueLines from './amount-due-lines';
import { InvoiceList } from './invoice-list';

// Issue 20 items 5 and 6: the tenant sees what makes up the amount due, and downloads invoices.

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const CURRENT = 'GET /api/payments/invoices/current/';
const LIST = 'GET /api/payments/invoices/';

const composition = (overrides: Partial<InvoiceComposition> = {}): InvoiceComposition => ({
  tenancy: 4,
  period: '2026-11-01',
  period_label: 'November 2026',
  tenant_name: 'Wanjiku Kamau',
  landlord_name: 'Amina Wairimu',
  unit_number: 'A1',
  property_name: 'Kilimani Heights',
  previous_balance: 2_500,
  lines: [
    { id: 1, kind: 'rent', label: 'Rent', description: 'Rent', amount: 10_000 },
    { id: 2, kind: 'water', label: 'Water', description: 'Water 12 m³ × KSh 150', amount: 1_800 },
    { id: 3, kind: 'service', label: 'Service charge', description: 'Garbage', amount: 300 },
    { id: 4, kind: 'waiver', label: 'Waiver', description: 'Late fee waived', amount: -500 },
  ],
  charges_total: 11_600,
  payments_received: 4_000,
  balance: 10_100,
  amount_due: 10_100,
  due_date: '2026-11-05',
  how_to_pay: {
    method: 'paybill',
    shortcode: '400200',
    account_number: 'A1',
    pay_link: 'https://pango.example/tenant/payments',
  },
  ...overrides,
});

const invoiceRow = (overrides: Partial<InvoiceRow> = {}): InvoiceRow => ({
  id: 9,
  number: 'INV-000009',
  tenancy: 4,
  tenant: 2,
  tenant_name: 'Wanjiku Kamau',
  property: 3,
  property_name: 'Kilimani Heights',
  unit_number: 'A1',
  period: '2026-11-01',
  period_label: 'November 2026',
  previous_balance: 2_500,
  charges_total: 11_600,
  payments_received: 4_000,
  amount_due: 10_100,
  due_date: '2026-11-05',
  emailed_at: null,
  created_at: '2026-11-01T06:00:00Z',
  ...overrides,
});

const renderWithClient = (ui: React.ReactNode) =>
  render(<QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>);

describe('AmountDueLines', () => {
  it('lists the previous balance, each line by kind, payments and the amount due', async () => {
    mockApi({ [CURRENT]: () => jsonResponse(200, composition()) });
    renderWithClient(<AmountDueLines />);
    const card = await screen.findByRole('region', { name: 'Your charges for November 2026' });
    const rows = within(card)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Previous balanceKSh 2,500',
      'RentKSh 10,000',
      'WaterWater 12 m³ × KSh 150KSh 1,800',
      'Service chargeGarbageKSh 300',
      'WaiverLate fee waived-KSh 500',
      'Payments received-KSh 4,000',
      'Amount dueKSh 10,100',
    ]);
    expect(card).toHaveTextContent('Due 5 Nov 2026');
    expect(card).toHaveTextContent('M-Pesa Paybill 400200, account A1');
  });

  it('says when nothing is billed yet, shows credit as paid ahead, and shows nothing without a tenancy', async () => {
    mockApi({
      [CURRENT]: () =>
        jsonResponse(
          200,
          composition({
            lines: [],
            previous_balance: -3_000,
            charges_total: 0,
            payments_received: 0,
            balance: -3_000,
            amount_due: 0,
            how_to_pay: {
              method: 'online',
              shortcode: null,
              account_number: null,
              pay_link: 'x',
            },
          }),
        ),
    });
    renderWithClient(<AmountDueLines />);
    const card = await screen.findByRole('region', { name: 'Your charges for November 2026' });
    expect(card).toHaveTextContent('No charges for November 2026 yet');
    expect(card).toHaveTextContent('Paid aheadKSh 3,000');
    expect(card).not.toHaveTextContent('Paybill');
  });

  it('renders nothing for a tenant without a tenancy, and an error when the load fails', async () => {
    mockApi({ [CURRENT]: () => jsonResponse(200, null) });
    const { container, unmount } = renderWithClient(<AmountDueLines />);
    await waitFor(() => expect(container).toBeEmptyDOMElement());
    unmount();
    mockApi({ [CURRENT]: () => jsonResponse(500, { detail: 'boom' }) });
    renderWithClient(<AmountDueLines />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your charges.');
  });
});

describe('InvoiceList', () => {
  it('lists invoices and downloads a PDF', async () => {
    const createObjectURL = vi.fn(() => 'blob:invoice');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const api = mockApi({
      [LIST]: () =>
        jsonResponse(200, {
          count: 2,
          next_page: null,
          results: [
            invoiceRow(),
            invoiceRow({ id: 8, number: 'INV-000008', period_label: 'October 2026' }),
          ],
        }),
      'GET /api/payments/invoices/9/pdf/': () =>
        new Response('%PDF-1.3', { headers: { 'Content-Type': 'application/pdf' } }),
    });
    renderWithClient(<InvoiceList />);
    const list = await screen.findByRole('list', { name: 'Invoices' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(
      'November 2026INV-000009 · KSh 10,100 due 5 Nov 2026',
    );
    await userEvent.click(
      within(list).getByRole('button', { name: 'PDF of invoice INV-000009, November 2026' }),
    );
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(api.requests.some((r) => r.url === '/api/payments/invoices/9/pdf/')).toBe(true);
  });

  it('says when there are no invoices yet', async () => {
    mockApi({ [LIST]: () => jsonResponse(200, { count: 0, next_page: null, results: [] }) });
    renderWithClient(<InvoiceList />);
    expect(await screen.findByText(/No invoices yet/)).toBeInTheDocument();
  });
});
