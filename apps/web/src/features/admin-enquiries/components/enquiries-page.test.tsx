import { VACANCY_MESSAGES, type EnquiryRead } from '@pango/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toast/toaster';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, mockApi } from '@/test/fetch-mock';
import { EnquiriesPage } from './enquiries-page';

afterEach(() => vi.unstubAllGlobals());

const enquiry = (overrides: Partial<EnquiryRead>): EnquiryRead => ({
  id: 1,
  property: { id: 1, name: 'Umoja Court' },
  unit: { id: 5, unit_number: 'A1' },
  name: 'Achieng Odhiambo',
  phone: '254722000111',
  email: 'achieng@example.test',
  message: 'Is A1 still free?',
  handled_at: null,
  created_at: '2026-11-20T08:00:00Z',
  ...overrides,
});

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <EnquiriesPage />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

describe('Enquiries', () => {
  it('offers a reply by email, else the phone, and marks one handled', async () => {
    let handled = false;
    const { requests } = mockApi({
      'GET /api/accounts/enquiries/': () =>
        jsonResponse(200, {
          count: 2,
          next_page: null,
          results: handled
            ? [enquiry({ id: 2, name: 'Juma', email: null, unit: null })]
            : [enquiry({}), enquiry({ id: 2, name: 'Juma', email: null, unit: null })],
        }),
      'POST /api/accounts/enquiries/1/handled/': () => {
        handled = true;
        return jsonResponse(200, enquiry({ handled_at: '2026-11-21T08:00:00Z' }));
      },
    });
    renderPage();
    const first = await screen.findByRole('group', { name: 'Achieng Odhiambo' });
    expect(within(first).getByText('Umoja Court, unit A1 · 20 Nov 2026')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Reply by email' })).toHaveAttribute(
      'href',
      `mailto:achieng@example.test?subject=${encodeURIComponent('Your enquiry about Umoja Court')}`,
    );
    const second = screen.getByRole('group', { name: 'Juma' });
    expect(within(second).queryByRole('link', { name: 'Reply by email' })).toBeNull();
    expect(within(second).getByRole('link', { name: 'Call 254722000111' })).toHaveAttribute(
      'href',
      'tel:+254722000111',
    );
    expect(requests[0]!.url).toContain('status=open');

    await userEvent.click(within(first).getByRole('button', { name: 'Mark handled' }));
    expect(await screen.findByText(VACANCY_MESSAGES.enquiryHandled)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'Achieng Odhiambo' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('group', { name: 'Juma' })).toBeInTheDocument();
  });

  it('says so when there are none, and when loading fails', async () => {
    mockApi({
      'GET /api/accounts/enquiries/': () =>
        jsonResponse(200, { count: 0, next_page: null, results: [] }),
    });
    renderPage();
    expect(await screen.findByText(/No open enquiries\./)).toBeInTheDocument();
  });
});
