import { MANUAL_PAYMENT_MESSAGES } from '@pango/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toast/toaster';
import { createQueryClient } from '@/lib/query-client';
import { recordManualPaymentInvalidates } from '@/lib/queries/manual-payments';
import { jsonResponse, mockApi } from '@/test/fetch-mock';
import { storeSession } from '@/test/fixtures';
import { RecordPaymentButton } from './record-payment-button';

const MANUAL = 'POST /api/payments/manual/';
const tenant = { id: 7, full_name: 'Brian Otieno', unit_label: 'A1, Kilimani Heights' };

function renderButton() {
  const queryClient = createQueryClient();
  const invalidated = vi.spyOn(queryClient, 'invalidateQueries');
  render(
    <QueryClientProvider client={queryClient}>
      <RecordPaymentButton tenant={tenant} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { invalidated };
}

async function openAndFill(fields: { amount?: string; method?: string; reference?: string }) {
  await userEvent.click(screen.getByRole('button', { name: 'Record Payment' }));
  const dialog = await screen.findByRole('dialog', { name: 'Record Payment' });
  if (fields.amount) await userEvent.type(screen.getByLabelText('Amount (KSh)'), fields.amount);
  if (fields.method) await userEvent.selectOptions(screen.getByLabelText('Method'), fields.method);
  if (fields.reference) await userEvent.type(screen.getByLabelText('Reference'), fields.reference);
  return dialog;
}

const submit = () =>
  userEvent.click(screen.getAllByRole('button', { name: 'Record Payment' }).at(-1)!);

beforeEach(() => storeSession('landlord'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Record Payment', () => {
  it('names the tenant and unit, and checks the form before sending anything', async () => {
    const { requests } = mockApi({});
    renderButton();
    const dialog = await openAndFill({});
    expect(dialog).toHaveTextContent('Brian Otieno');
    expect(dialog).toHaveTextContent('A1, Kilimani Heights');
    await userEvent.type(screen.getByLabelText('Amount (KSh)'), '0');
    await submit();
    expect(screen.getByLabelText('Amount (KSh)')).toHaveAccessibleDescription(
      MANUAL_PAYMENT_MESSAGES.invalidAmount,
    );
    expect(screen.getByLabelText('Method')).toHaveAccessibleDescription(
      MANUAL_PAYMENT_MESSAGES.chooseMethod,
    );
    expect(screen.getByLabelText('Reference')).toHaveAccessibleDescription(
      expect.stringContaining(MANUAL_PAYMENT_MESSAGES.referenceRequired),
    );
    expect(requests).toEqual([]);
  });

  it('records the payment, says its receipt number, closes and refreshes balances and lists', async () => {
    const { requests } = mockApi({
      [MANUAL]: () =>
        jsonResponse(201, {
          id: 55,
          tenant_id: 7,
          amount: 12000,
          method: 'cash',
          reference: 'RB 0042',
          paid_on: '2026-11-20',
          status: 'completed',
          receipt_number: 'RCT-000012',
        }),
    });
    const { invalidated } = renderButton();
    await openAndFill({ amount: '12000', method: 'cash', reference: 'rb 0042' });
    await userEvent.type(screen.getByLabelText('Note (optional)'), 'Paid at the office');
    await submit();
    expect(await screen.findByText('Payment recorded. Receipt RCT-000012.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = requests.find((r) => r.method === 'POST');
    expect(sent?.body).toMatchObject({
      tenant_id: 7,
      amount: 12000,
      method: 'cash',
      reference: 'RB 0042',
      note: 'Paid at the office',
      paid_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    for (const queryKey of recordManualPaymentInvalidates)
      expect(invalidated).toHaveBeenCalledWith({ queryKey });
  });

  it('shows the API’s field error (a reference already recorded) on its field', async () => {
    mockApi({
      [MANUAL]: () =>
        jsonResponse(409, {
          detail: MANUAL_PAYMENT_MESSAGES.duplicateReference,
          code: 'CONFLICT',
          errors: { reference: [MANUAL_PAYMENT_MESSAGES.duplicateReference] },
        }),
    });
    renderButton();
    await openAndFill({ amount: '500', method: 'cheque', reference: 'CHQ 1' });
    await submit();
    await waitFor(() =>
      expect(screen.getByLabelText('Reference')).toHaveAccessibleDescription(
        expect.stringContaining(MANUAL_PAYMENT_MESSAGES.duplicateReference),
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Record Payment' })).toBeInTheDocument();
  });

  it('says so when the server fails', async () => {
    mockApi({ [MANUAL]: () => jsonResponse(500, {}) });
    renderButton();
    await openAndFill({ amount: '500', method: 'cash', reference: 'R1' });
    await submit();
    expect(
      await screen.findByText('Failed to record the payment. Please try again.'),
    ).toBeInTheDocument();
  });
});
