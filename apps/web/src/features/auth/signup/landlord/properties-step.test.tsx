import { MESSAGES } from '@pango/shared';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, type MockRequest } from '@/test/fetch-mock';
import { emptyProperty } from './landlord-signup-values';
import {
  ACCOUNT,
  property,
  PROPERTY,
  renderWizard,
  SESSION_ID,
  startAt,
  STEP_3,
  stored,
  unitRow,
} from './testing/landlord-signup-fixtures';

beforeEach(() => {
  window.sessionStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const continueButton = () => screen.getByRole('button', { name: 'Continue' });
const unitNumbers = (index: number) =>
  property(index)
    .getAllByLabelText('Unit Number')
    .map((input) => (input as HTMLInputElement).value);

type User = ReturnType<typeof renderWizard>['user'];

async function bulkAdd(user: User, index: number, fields: Record<string, string>) {
  await user.click(property(index).getByRole('button', { name: 'Bulk Add' }));
  const dialog = within(screen.getByRole('dialog'));
  for (const [label, value] of Object.entries(fields)) {
    if (label === 'Room Type') await user.selectOptions(dialog.getByLabelText(label), value);
    else await user.type(dialog.getByLabelText(label), value);
  }
  await user.click(dialog.getByRole('button', { name: 'Add Units' }));
}

// Many keystrokes per test: allow for a busy machine (the whole suite runs in parallel).
describe('landlord signup: property setup', { timeout: 15_000 }, () => {
  it('shows the unit rules next to the rows and in a summary', async () => {
    const { spy } = mockApi({});
    startAt(3, { ...ACCOUNT, properties: [emptyProperty()] });
    const { user } = renderWizard();
    await user.click(continueButton());
    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent(MESSAGES.propertyNameRequired);
    expect(summary).toHaveTextContent(MESSAGES.unitNumberRequired);
    expect(summary).toHaveTextContent(MESSAGES.unitRentInvalid);
    expect(within(unitRow(1, 1)).getByLabelText('Unit Number')).toHaveAccessibleDescription(
      MESSAGES.unitNumberRequired,
    );

    await user.type(property(1).getByLabelText('Property Name'), 'Sunrise Court');
    await user.type(property(1).getByLabelText('Property Address'), 'Ngong Road');
    await user.type(within(unitRow(1, 1)).getByLabelText('Unit Number'), 'A1');
    await user.type(within(unitRow(1, 1)).getByLabelText('Monthly Rent (KSh)'), '12000');
    await user.click(property(1).getByRole('button', { name: 'Add Unit' }));
    expect(within(unitRow(1, 2)).getByLabelText('Unit Number')).toHaveFocus();
    await user.type(within(unitRow(1, 2)).getByLabelText('Unit Number'), 'a1');
    await user.type(within(unitRow(1, 2)).getByLabelText('Monthly Rent (KSh)'), '12000');
    await user.selectOptions(within(unitRow(1, 2)).getByLabelText('Room Type'), 'studio');
    await user.click(continueButton());
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.unitMissingRoomType('A1'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      MESSAGES.duplicateUnitNumber('a1', 'Sunrise Court'),
    );

    await user.click(within(unitRow(1, 2)).getByRole('button', { name: 'Remove unit 2' }));
    await user.click(within(unitRow(1, 1)).getByRole('button', { name: 'Remove unit 1' }));
    expect(property(1).getByText('0 units')).toBeInTheDocument();
    await user.click(continueButton());
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.addAtLeastOneUnit);
    expect(spy).not.toHaveBeenCalled();
  });

  it('stores a custom room type as custom-<text>', async () => {
    mockApi({});
    startAt(3, { ...ACCOUNT, properties: [emptyProperty()] });
    const { user } = renderWizard();
    await user.selectOptions(within(unitRow(1, 1)).getByLabelText('Room Type'), 'Custom');
    await user.type(within(unitRow(1, 1)).getByLabelText('Custom Room Type'), 'Penthouse');
    expect(stored()?.values.properties?.[0]?.units[0]?.room_type).toBe('custom-Penthouse');
  });

  it('bulk adds units named by prefix, or Unit N after the names taken, replacing the blank row', async () => {
    mockApi({});
    startAt(3, { ...ACCOUNT, properties: [emptyProperty()] });
    const { user } = renderWizard();

    await user.click(property(1).getByRole('button', { name: 'Bulk Add' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Add Units' }));
    expect(screen.getByText(MESSAGES.bulkCountRange)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.bulkRoomTypeRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Number of Units'), '60');
    expect(screen.getByText(/You are about to add 60 units/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await bulkAdd(user, 1, {
      'Number of Units': '12',
      'Room Type': '2-bedroom',
      'Monthly Rent (KSh)': '15000',
      'Prefix (optional)': 'A',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(unitNumbers(1)).toEqual(Array.from({ length: 12 }, (_, i) => `A${i + 1}`));
    expect(within(unitRow(1, 12)).getByLabelText('Deposit (optional)')).toHaveValue('15000');
    expect(property(1).getByText('12 units')).toBeInTheDocument();

    await user.clear(within(unitRow(1, 2)).getByLabelText('Unit Number'));
    await user.type(within(unitRow(1, 2)).getByLabelText('Unit Number'), 'Unit 2');
    await bulkAdd(user, 1, {
      'Number of Units': '3',
      'Room Type': 'studio',
      'Monthly Rent (KSh)': '8000',
      'Deposit (optional)': '4000',
    });
    expect(unitNumbers(1).slice(12)).toEqual(['Unit 1', 'Unit 3', 'Unit 4']);
    expect(screen.getByText(/Total:/)).toHaveTextContent('Total: 15 units in 1 property');
    expect(stored()?.values.properties?.[0]?.units).toHaveLength(15);
  });

  it('adds and removes properties; Continue sends the parsed list and keeps the quote', async () => {
    const requests: MockRequest[] = [];
    const quote = { total_units: 14, trial_days: 30, monthly_price: 2500, plan: 'basic' };
    mockApi({
      [STEP_3]: (request) => (
        requests.push(request),
        jsonResponse(200, { session_id: SESSION_ID, step: 3, expires_at: '2030', quote })
      ),
    });
    startAt(3, { ...ACCOUNT, properties: [PROPERTY] });
    const { user } = renderWizard();
    expect(screen.queryByRole('button', { name: /Remove property/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Another Property' }));
    await user.click(screen.getByRole('button', { name: 'Remove property 2' }));
    await user.click(screen.getByRole('button', { name: 'Add Another Property' }));
    await user.type(property(2).getByLabelText('Property Name'), 'Baraka Flats');
    await user.type(property(2).getByLabelText('Property Address'), 'Thika Road');
    await bulkAdd(user, 2, {
      'Number of Units': '12',
      'Room Type': 'studio',
      'Monthly Rent (KSh)': '9000',
      'Prefix (optional)': 'B',
    });
    expect(screen.getByText(/Total:/)).toHaveTextContent('Total: 14 units in 2 properties');
    await user.click(continueButton());

    expect(await screen.findByText('Then KSh 2,500 per month for 14 units')).toBeInTheDocument();
    const body = requests[0]!.body as { session_id: string; properties: { units: unknown[] }[] };
    expect(body.session_id).toBe(SESSION_ID);
    expect(body.properties[1]!.units[0]).toEqual({
      unit_number: 'B1',
      room_type: 'studio',
      monthly_rent: 9000,
      deposit_amount: 9000,
    });
    expect(stored()?.values.quote).toEqual(quote);
  });

  it('puts server errors with dotted paths on their fields', async () => {
    mockApi({
      [STEP_3]: () =>
        jsonResponse(400, {
          detail: MESSAGES.invalidInput,
          code: 'VALIDATION_ERROR',
          errors: {
            'properties.0.units.1.room_type': [MESSAGES.roomTypeInvalid],
            properties: [MESSAGES.tooManyUnits(1000)],
          },
        }),
    });
    startAt(3, { ...ACCOUNT, properties: [PROPERTY] });
    const { user } = renderWizard();
    await user.click(continueButton());
    expect(await within(unitRow(1, 2)).findByText(MESSAGES.roomTypeInvalid)).toBeInTheDocument();
    expect(
      screen
        .getAllByRole('alert')
        .map((alert) => alert.textContent)
        .join(' '),
    ).toContain(MESSAGES.tooManyUnits(1000));
    expect(screen.getByRole('heading', { name: 'Property Setup' })).toBeInTheDocument();
  });
});
