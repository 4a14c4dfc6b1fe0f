import { BILLING_MESSAGES } from '@pango/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi } from '@/test/fetch-mock';
import {
  page,
  property,
  PROPERTIES,
  renderPage,
  RULES,
  rules,
  SAVE_RULES,
} from '../testing/fixtures';
import { BillingSettingsPage } from './billing-settings-page';

function setup(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    [PROPERTIES]: () => jsonResponse(200, page([property()])),
    [RULES]: () => jsonResponse(200, rules()),
    ...routes,
  });
  renderPage(<BillingSettingsPage />, '/admin/settings/billing');
  const sent = (key: string) => {
    const [method, path] = key.split(' ');
    return api.requests.filter((r) => r.method === method && r.url.split('?')[0] === path);
  };
  return { sent };
}

describe('Settings → Billing', () => {
  it('says from which period changes apply and saves the rules as typed', async () => {
    const user = userEvent.setup();
    const { sent } = setup({
      [SAVE_RULES]: (request) =>
        jsonResponse(200, {
          ...rules(),
          ...(request.body as object),
          effective_from: '2026-12-01',
        }),
    });
    expect(await screen.findByText(/Changes apply from December 2026/)).toBeInTheDocument();

    const due = screen.getByLabelText('Rent due day');
    await user.clear(due);
    await user.type(due, '5');
    await user.click(screen.getByRole('button', { name: 'Add fixed charge' }));
    await user.type(screen.getByLabelText('Charge 1 name'), 'Garbage');
    await user.type(screen.getByLabelText('Charge 1 amount (KSh)'), '300');
    await user.click(screen.getByRole('button', { name: 'Add metered charge' }));
    await user.type(screen.getByLabelText('Meter 1 name'), 'Water');
    await user.type(screen.getByLabelText('Meter 1 unit'), 'm³');
    await user.type(screen.getByLabelText('Meter 1 rate (KSh per unit)'), '150.50');
    await user.click(screen.getByRole('button', { name: 'Save billing rules' }));

    expect(await screen.findByText(BILLING_MESSAGES.saved('December 2026'))).toBeInTheDocument();
    expect(sent(SAVE_RULES)[0]?.body).toEqual({
      rent_due_day: 5,
      grace_days: 0,
      late_fee: { type: 'none', amount: null, percent: null, cap: null },
      fixed_charges: [{ name: 'Garbage', amount: 300 }],
      metered_charges: [{ name: 'Water', unit: 'm³', rate: '150.50', minimum_charge: null }],
    });
  }, 20_000);

  it('shows the shared rules on the fields and sends nothing: due day 31, a negative rate', async () => {
    const user = userEvent.setup();
    const { sent } = setup();
    const due = await screen.findByLabelText('Rent due day');
    await user.clear(due);
    await user.type(due, '31');
    await user.click(screen.getByRole('button', { name: 'Add metered charge' }));
    await user.type(screen.getByLabelText('Meter 1 name'), 'Water');
    await user.type(screen.getByLabelText('Meter 1 unit'), 'm³');
    await user.type(screen.getByLabelText('Meter 1 rate (KSh per unit)'), '-5');
    await user.click(screen.getByRole('button', { name: 'Save billing rules' }));

    expect(await screen.findByText(BILLING_MESSAGES.dueDayRange)).toBeInTheDocument();
    expect(screen.getByLabelText('Rent due day')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(BILLING_MESSAGES.rateInvalid)).toBeInTheDocument();
    expect(sent(SAVE_RULES)).toHaveLength(0);
  }, 20_000);

  it('refuses two charges with the same name', async () => {
    const user = userEvent.setup();
    const { sent } = setup();
    await user.click(await screen.findByRole('button', { name: 'Add fixed charge' }));
    await user.type(screen.getByLabelText('Charge 1 name'), 'Water');
    await user.type(screen.getByLabelText('Charge 1 amount (KSh)'), '100');
    await user.click(screen.getByRole('button', { name: 'Add metered charge' }));
    await user.type(screen.getByLabelText('Meter 1 name'), 'water');
    await user.type(screen.getByLabelText('Meter 1 unit'), 'm³');
    await user.type(screen.getByLabelText('Meter 1 rate (KSh per unit)'), '150');
    await user.click(screen.getByRole('button', { name: 'Save billing rules' }));

    expect(await screen.findByText(BILLING_MESSAGES.duplicateName)).toBeInTheDocument();
    expect(screen.getByLabelText('Meter 1 name')).toHaveAttribute('aria-invalid', 'true');
    expect(sent(SAVE_RULES)).toHaveLength(0);
  }, 20_000);

  it('asks for the amount of a fixed late fee and puts a server field error on its field', async () => {
    const user = userEvent.setup();
    setup({
      [SAVE_RULES]: () =>
        jsonResponse(400, {
          detail: 'Invalid input.',
          code: 'VALIDATION_ERROR',
          errors: { grace_days: [BILLING_MESSAGES.graceDaysRange] },
        }),
    });
    const type = await screen.findByLabelText('Late fee type');
    await user.selectOptions(type, 'fixed');
    await user.click(screen.getByRole('button', { name: 'Save billing rules' }));
    expect(await screen.findByText(BILLING_MESSAGES.feeAmountRequired)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Late fee (KSh)'), '500');
    await user.click(screen.getByRole('button', { name: 'Save billing rules' }));
    const grace = screen.getByLabelText('Grace days');
    expect(await screen.findByText(BILLING_MESSAGES.graceDaysRange)).toBeInTheDocument();
    expect(grace).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers Retry when the rules fail to load', async () => {
    setup({ [RULES]: () => jsonResponse(500, { detail: 'Server error', code: 'SERVER_ERROR' }) });
    const alert = await screen.findByText(
      'Failed to load the billing rules.',
      {},
      { timeout: 5000 },
    );
    expect(
      within(alert.closest('[role="alert"]') ?? document.body).getByRole('button', {
        name: 'Retry',
      }),
    ).toBeInTheDocument();
  });
});
