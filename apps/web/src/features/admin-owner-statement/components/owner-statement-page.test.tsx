import { currentMonth, OWNER_STATEMENT_MESSAGES, type OwnerStatement } from '@pango/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toast/toaster';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, mockApi } from '@/test/fetch-mock';
import { OwnerStatementPage } from './owner-statement-page';

afterEach(() => vi.unstubAllGlobals());

const month = currentMonth();
const statement = (owner: OwnerStatement['owner']): OwnerStatement => ({
  property: { id: 3, name: 'Kilimani Heights', address: 'Argwings Kodhek Rd' },
  owner,
  from: month,
  to: month,
  income: [{ tenant_id: 9, tenant_name: 'Wanjiku Kamau', unit_number: 'A1', amount: 15000 }],
  income_total: 15000,
  expenses: [{ category: 'security', amount: 4000, count: 2 }],
  expenses_total: 4000,
  net: 11000,
  deposits_held: 15000,
  arrears: 2500,
});

describe('Owner statement', () => {
  it('shows the figures, explains why it cannot be emailed, and emails once the owner is saved', async () => {
    let owner: OwnerStatement['owner'] = { name: null, email: null };
    const { requests } = mockApi({
      'GET /api/accounts/properties/': () =>
        jsonResponse(200, {
          count: 1,
          next_page: null,
          results: [{ id: 3, name: 'Kilimani Heights' }],
        }),
      'GET /api/accounts/properties/3/owner-statement/': () => jsonResponse(200, statement(owner)),
      'PUT /api/accounts/properties/3/': (request) => {
        const body = request.body as { owner_name: string; owner_email: string };
        owner = { name: body.owner_name, email: body.owner_email };
        return jsonResponse(200, { id: 3 });
      },
      'POST /api/accounts/properties/3/owner-statement/email/': () =>
        jsonResponse(200, { detail: OWNER_STATEMENT_MESSAGES.emailed, to: 'mary@example.test' }),
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <OwnerStatementPage />
        </MemoryRouter>
        <Toaster />
      </QueryClientProvider>,
    );
    const income = await screen.findByRole('table', { name: 'Income by tenant' });
    expect(
      within(income).getByRole('row', { name: /Wanjiku Kamau A1 KSh 15,000/ }),
    ).toBeInTheDocument();
    const net = screen.getByText('Net').nextElementSibling;
    expect(net).toHaveTextContent('KSh 11,000');
    expect(
      within(screen.getByRole('table', { name: 'Expenses by category' })).getByText('Security'),
    ).toBeInTheDocument();
    const email = screen.getByRole('button', { name: 'Email to owner' });
    expect(email).toBeDisabled();
    expect(email).toHaveAccessibleDescription(OWNER_STATEMENT_MESSAGES.noOwnerEmail);

    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Owner's name"), 'Mary Wambui');
    await user.type(screen.getByLabelText("Owner's email"), 'mary@example.test');
    await user.click(screen.getByRole('button', { name: 'Save owner' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Email to owner' })).toBeEnabled(),
    );
    await user.click(screen.getByRole('button', { name: 'Email to owner' }));
    expect(
      await screen.findByText(`${OWNER_STATEMENT_MESSAGES.emailed} (mary@example.test)`),
    ).toBeInTheDocument();
    const sent = requests.find((r) => r.url.endsWith('/owner-statement/email/'));
    expect(sent?.body).toEqual({ from: month, to: month });
  });
});
