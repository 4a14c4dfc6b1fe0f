import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '@/test/fetch-mock';
import {
  HISTORY,
  SUMMARY,
  account,
  paymentRow,
  renderPaymentCenter,
} from '../testing/render-payment-center';

// The tenant's payment history links the receipt of each credited payment (issue 19 item 8).

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Receipts in Payment History', () => {
  it('downloads the receipt of a credited payment; a pending one has none', async () => {
    const createObjectURL = vi.fn(() => 'blob:receipt');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const rows = [
      paymentRow({ id: 3, receipt_number: 'RCT-000002' }),
      paymentRow({ id: 4, status: 'pending', mpesa_receipt: null, receipt_number: null }),
    ];
    const api = mockApi({
      [SUMMARY]: () => jsonResponse(200, account()),
      [HISTORY]: () => jsonResponse(200, { count: 2, next_page: null, results: rows }),
      'GET /api/payments/3/receipt/': () =>
        new Response('%PDF-1.3', { headers: { 'Content-Type': 'application/pdf' } }),
    });
    renderPaymentCenter();
    const list = await screen.findByRole('list', { name: 'Payments' });
    const receipts = within(list).getAllByRole('button', { name: /^Receipt/ });
    expect(receipts.map((b) => b.getAttribute('aria-label'))).toEqual(['Receipt RCT-000002 (PDF)']);
    await userEvent.click(receipts[0]!);
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(api.requests.some((r) => r.url === '/api/payments/3/receipt/')).toBe(true);
  });
});
