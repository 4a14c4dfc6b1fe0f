import { EXPENSE_MESSAGES, type ExpenseRead } from '@pango/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toast/toaster';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, mockApi } from '@/test/fetch-mock';
import { ExpensesPage } from './expenses-page';

afterEach(() => vi.unstubAllGlobals());

const expense = (overrides: Partial<ExpenseRead> = {}): ExpenseRead => ({
  id: 1,
  property_id: 3,
  property_name: 'Kilimani Heights',
  unit_id: null,
  unit_number: null,
  category: 'security',
  amount: 4000,
  incurred_on: '2026-11-02',
  note: 'Night guard',
  receipt_url: null,
  receipt_content_type: null,
  report_id: null,
  entered_by: null,
  created_at: '2026-11-02T08:00:00Z',
  ...overrides,
});

describe('Expenses', () => {
  it('lists the expenses with their total, checks a new one before sending, and deletes after a confirm', async () => {
    let rows = [
      expense(),
      expense({ id: 2, category: 'repairs', amount: 2500, note: 'Gate hinge' }),
    ];
    const { requests } = mockApi({
      'GET /api/accounts/properties/': () =>
        jsonResponse(200, {
          count: 1,
          next_page: null,
          results: [{ id: 3, name: 'Kilimani Heights' }],
        }),
      'GET /api/accounts/units/': () =>
        jsonResponse(200, { count: 0, next_page: null, results: [] }),
      'GET /api/accounts/expenses/': () =>
        jsonResponse(200, {
          count: rows.length,
          total_amount: rows.reduce((s, r) => s + r.amount, 0),
          page: 1,
          page_size: 20,
          results: rows,
        }),
      'DELETE /api/accounts/expenses/2/': () => {
        rows = rows.filter((r) => r.id !== 2);
        return new Response(null, { status: 204 });
      },
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <ExpensesPage />
        </MemoryRouter>
        <Toaster />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('KSh 6,500')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Gate hinge/ })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add expense' }));
    const dialog = screen.getByRole('dialog', { name: 'Add expense' });
    await user.type(within(dialog).getByLabelText('Amount (KSh)'), '-5');
    await user.click(within(dialog).getByRole('button', { name: 'Save expense' }));
    expect(within(dialog).getByText(EXPENSE_MESSAGES.invalidAmount)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Category')).toHaveAccessibleDescription(
      EXPENSE_MESSAGES.chooseCategory,
    );
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getAllByRole('button', { name: /^Delete expense/ })[1]!);
    const confirm = screen.getByRole('dialog', { name: 'Delete expense' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(EXPENSE_MESSAGES.deleted)).toBeInTheDocument();
    expect(await screen.findByText('KSh 4,000', { selector: 'strong' })).toBeInTheDocument();
  });
});
