import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setSelectedPropertyId } from '@/lib/selected-property';
import { mockApi } from '@/test/fetch-mock';
import { storeSession } from '@/test/fixtures';
import {
  DEPOSITS,
  noDeposits,
  page,
  payment,
  PAYMENTS,
  PROPERTIES,
  property,
  renderPaymentsPage,
  UNITS,
} from '../testing/fixtures';

// The landlord's payments list links the receipt of each credited payment (issue 19 item 8).

beforeEach(() => {
  storeSession('landlord');
  setSelectedPropertyId(3);
});

describe('Receipts in All Payments', () => {
  it('offers a Receipt for credited payments only', async () => {
    mockApi({
      [PROPERTIES]: () => page([property()]),
      [UNITS]: () => page([]),
      [DEPOSITS]: noDeposits,
      [PAYMENTS]: () => page([payment(1, 'completed', 'RCT-000031'), payment(2, 'pending')]),
    });
    renderPaymentsPage();
    const table = await screen.findByRole('table', { name: 'All Payments' });
    const [credited, pending] = within(table).getAllByRole('row').slice(1);
    expect(
      within(credited!).getByRole('button', { name: 'Receipt RCT-000031 (PDF)' }),
    ).toBeInTheDocument();
    expect(within(pending!).queryByRole('button', { name: /Receipt/ })).not.toBeInTheDocument();
  });
});
