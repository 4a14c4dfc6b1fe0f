import { SETTINGS_MESSAGES, SUPPORT_EMAIL } from '@pango/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, mockApi } from '@/test/fetch-mock';
import { storeSession } from '@/test/fixtures';
import { HelpPage } from './help-page';
import { SmsPurchasePage } from './sms-purchase-page';

const LIST = 'GET /api/communication/sms-interest/';
const REGISTER = 'POST /api/communication/sms-interest/';

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
  it('shows the six Coming Soon packs and registers interest for real', async () => {
    const api = mockApi({
      [LIST]: () =>
        jsonResponse(200, { results: [{ pack: 'basic', registered_at: '2025-03-01T00:00:00Z' }] }),
      [REGISTER]: () =>
        jsonResponse(201, {
          message: SETTINGS_MESSAGES.smsInterestRegistered('Standard'),
          pack: 'standard',
          registered_at: '2025-03-02T00:00:00Z',
          is_new: true,
        }),
    });
    renderWithProviders(<SmsPurchasePage />);
    const expected = [
      ['Starter', 'KSh 500', '100 SMS', 'KSh 5 per SMS'],
      ['Basic', 'KSh 2,250', '500 SMS', 'KSh 4.5 per SMS'],
      ['Standard', 'KSh 4,000', '1,000 SMS', 'KSh 4 per SMS'],
      ['Professional', 'KSh 8,750', '2,500 SMS', 'KSh 3.5 per SMS'],
      ['Business', 'KSh 15,000', '5,000 SMS', 'KSh 3 per SMS'],
      ['Enterprise', 'KSh 25,000', '10,000 SMS', 'KSh 2.5 per SMS'],
    ];
    for (const [name, price, count, per] of expected) {
      const card = await screen.findByRole('group', { name });
      for (const text of [price, count, per, 'Coming Soon', 'Valid for 12 months'])
        expect(within(card).getByText(text!)).toBeInTheDocument();
    }
    expect(screen.getByText('Most popular, 20% off')).toBeInTheDocument();
    // Launch dates go stale (Q1 2026 has passed): the page only says the packs are coming soon.
    expect(screen.getByText(/SMS credits are coming soon\./)).toBeInTheDocument();
    expect(screen.queryByText(/expected launch/)).not.toBeInTheDocument();
    const basic = screen.getByRole('group', { name: 'Basic' });
    expect(within(basic).getByText('Interest registered')).toBeInTheDocument();
    expect(within(basic).queryByRole('button')).not.toBeInTheDocument();

    const standard = screen.getByRole('group', { name: 'Standard' });
    await userEvent.click(within(standard).getByRole('button', { name: /Register Interest/ }));
    expect(
      await screen.findByText(SETTINGS_MESSAGES.smsInterestRegistered('Standard')),
    ).toBeVisible();
    expect(await within(standard).findByText('Interest registered')).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({ pack: 'standard' });
    expect(screen.getByRole('heading', { name: 'Provider Information' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Use Cases' })).toBeInTheDocument();
  });
});
