import { SUPPORT_EMAIL } from '@pango/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, mockApi } from '@/test/fetch-mock';
import { storeSession } from '@/test/fixtures';
import { HelpPage } from './help-page';
import { SmsPurchasePage } from './sms-purchase-page';

const BALANCE = 'GET /api/communication/sms/balance/';
const BUY = 'POST /api/payments/initiate-sms-purchase/';
const SETTINGS = 'GET /api/communication/sms/settings/';
const SAVE = 'PUT /api/communication/sms/settings/';

function renderWithProviders(ui: ReactNode) {
  storeSession('landlord');
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('Help and Support', () => {
  it('shows the four FAQ entries as disclosures, and the contact cards', async () => {
    renderWithProviders(<HelpPage />);
    const questions = [
      'How do I add a tenant?',
      'How do I update rental prices?',
      'How do I handle maintenance requests?',
      'How do I send emails to my tenants?',
    ];
    for (const question of questions) {
      const summary = screen.getByText(question, { selector: 'summary' });
      expect(summary.closest('details')).not.toHaveAttribute('open');
    }
    const prices = screen.getByText('How do I update rental prices?', { selector: 'summary' });
    await userEvent.click(prices);
    expect(prices.closest('details')).toHaveAttribute('open');
    expect(
      within(prices.closest('details')!).getByRole('link', { name: 'Payments' }),
    ).toHaveAttribute('href', '/admin/payments');

    const email = screen.getByRole('group', { name: 'Email Support' });
    expect(within(email).getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_EMAIL}`,
    );
    const phone = screen.getByRole('group', { name: 'Phone Support' });
    expect(within(phone).getByRole('link', { name: '+254 700 000 000' })).toHaveAttribute(
      'href',
      'tel:+254700000000',
    );
    const docs = screen.getByRole('group', { name: 'Documentation' });
    await userEvent.click(within(docs).getByRole('link', { name: 'How do I add a tenant?' }));
    expect(document.getElementById('faq-add-tenant')).toHaveAttribute('open');
  });
});

describe('SMS Credits', () => {
  it('shows the balance and the six packs, and Buy starts the pack payment', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const api = mockApi({
      [BALANCE]: () =>
        jsonResponse(200, {
          credits: 120,
          expiring: [{ credits: 120, expires_at: '2027-03-01T00:00:00Z' }],
        }),
      [SETTINGS]: () =>
        jsonResponse(200, {
          rent_reminders: false,
          payment_receipts: true,
          report_status: false,
          tax_reminders: false,
        }),
      [SAVE]: () =>
        jsonResponse(200, {
          rent_reminders: true,
          payment_receipts: true,
          report_status: false,
          tax_reminders: false,
        }),
      [BUY]: () =>
        jsonResponse(200, {
          success: true,
          payment_id: 7,
          redirect_url: 'https://pay.example/checkout/7',
          order_tracking_id: 't',
          checkout_request_id: null,
        }),
    });
    renderWithProviders(<SmsPurchasePage />);
    expect(await screen.findByText('120 SMS credits')).toBeInTheDocument();
    expect(screen.getByText(/120 expire on 1 March 2027/)).toBeInTheDocument();
    const expected = [
      ['Starter', 'KSh 500', '100 SMS', 'KSh 5 per SMS'],
      ['Basic', 'KSh 2,250', '500 SMS', 'KSh 4.5 per SMS'],
      ['Standard', 'KSh 4,000', '1,000 SMS', 'KSh 4 per SMS'],
      ['Professional', 'KSh 8,750', '2,500 SMS', 'KSh 3.5 per SMS'],
      ['Business', 'KSh 15,000', '5,000 SMS', 'KSh 3 per SMS'],
      ['Enterprise', 'KSh 25,000', '10,000 SMS', 'KSh 2.5 per SMS'],
    ];
    for (const [name, price, count, per] of expected) {
      const card = screen.getByRole('group', { name });
      for (const text of [price, count, per, 'Valid for 12 months'])
        expect(within(card).getByText(text!)).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: `Buy the ${name} pack` })).toBeEnabled();
    }
    expect(screen.getByText('Most popular, 20% off')).toBeInTheDocument();
    expect(screen.queryByText(/Register Interest/)).not.toBeInTheDocument();

    const reminders = await screen.findByRole('checkbox', { name: /Rent reminders by SMS/ });
    expect(reminders).not.toBeChecked();
    await userEvent.click(reminders);
    await waitFor(() => expect(reminders).toBeChecked());
    expect(screen.getByRole('checkbox', { name: /Payment receipts by SMS/ })).toBeChecked();
    expect(api.requests.find((r) => r.method === 'PUT')?.body).toEqual({
      rent_reminders: true,
      payment_receipts: true,
      report_status: false,
      tax_reminders: false,
    });

    const starter = screen.getByRole('group', { name: 'Starter' });
    await userEvent.click(within(starter).getByRole('button', { name: 'Buy the Starter pack' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/checkout/7'));
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({ pack: 'starter' });
    vi.unstubAllGlobals();
  });
});
