import { MESSAGES } from '@pango/shared';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, type MockRequest } from '@/test/fetch-mock';
import {
  FILLED,
  PORTFOLIO,
  renderWizard,
  startAt,
  STEP_2,
  STEP_3,
  VALIDATE,
} from './testing/tenant-signup-fixtures';

beforeEach(() => window.sessionStorage.clear());

type User = ReturnType<typeof renderWizard>['user'];

async function fillPersonal(user: User) {
  await user.type(screen.getByLabelText('Full Name'), 'Achieng Atieno');
  await user.type(screen.getByLabelText('National ID'), '12345678');
  await user.type(screen.getByLabelText('Email'), 'achieng@example.com');
  await user.type(screen.getByLabelText('Phone Number'), '0712 345 678');
  await user.type(screen.getByLabelText('Emergency Contact'), '+254722000111');
}

describe('tenant signup: welcome and personal info', () => {
  it('starts with the welcome step, then checks the fields before calling the server', async () => {
    const { spy } = mockApi({});
    const { user } = renderWizard('png-demo1');
    expect(screen.getByRole('heading', { name: 'Tenant Sign Up' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get Started' }));

    expect(screen.getByRole('heading', { name: 'Personal Information' })).toHaveFocus();
    expect(screen.getByText(/Step 2 of 6/)).toBeInTheDocument();
    expect(screen.getByLabelText('Landlord ID')).toHaveValue('PNG-DEMO1');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Phone Number'), '12345');
    await user.type(screen.getByLabelText('Emergency Contact'), '999');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText(MESSAGES.fullNameRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.tenantNationalId)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.invalidPhone)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.invalidEmergencyContact)).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveFocus();
    expect(spy).not.toHaveBeenCalled();
  });

  it('says when the landlord ID is unknown and does not save the step', async () => {
    const calls: string[] = [];
    mockApi({
      [VALIDATE]: () => (
        calls.push(VALIDATE),
        jsonResponse(404, { detail: MESSAGES.landlordNotFound, error: MESSAGES.landlordNotFound })
      ),
      [STEP_2]: () => (calls.push(STEP_2), jsonResponse(200, {})),
    });
    startAt(2, { landlord_code: 'NOPE123' });
    const { user } = renderWizard();
    await fillPersonal(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const field = screen.getByLabelText('Landlord ID');
    expect(await screen.findByText(MESSAGES.landlordNotFound)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(calls).toEqual([VALIDATE]);
  });

  it('puts the server field errors on the fields and names the landlord', async () => {
    mockApi({
      [VALIDATE]: () => jsonResponse(200, PORTFOLIO),
      [STEP_2]: () =>
        jsonResponse(400, {
          detail: MESSAGES.invalidInput,
          code: 'VALIDATION_ERROR',
          errors: { email: [MESSAGES.emailTaken] },
        }),
    });
    startAt(2, { landlord_code: 'PNG-DEMO1' });
    const { user } = renderWizard();
    await fillPersonal(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText(MESSAGES.emailTaken)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(MESSAGES.emailTaken);
    expect(screen.getByText('Landlord: Wanjiku Kamau')).toBeInTheDocument();
  });

  it('sends step 2 with the session id and moves on to the properties', async () => {
    const bodies: MockRequest['body'][] = [];
    mockApi({
      [VALIDATE]: (request) => (bodies.push(request.body), jsonResponse(200, PORTFOLIO)),
      [STEP_2]: (request) => (bodies.push(request.body), jsonResponse(200, {})),
    });
    startAt(2, { landlord_code: 'png-demo1' });
    const { user } = renderWizard();
    await fillPersonal(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Select Your Property' })).toBeVisible();
    expect(bodies[0]).toEqual({ landlord_code: 'PNG-DEMO1' });
    expect(bodies[1]).toMatchObject({
      session_id: expect.any(String),
      landlord_code: 'PNG-DEMO1',
      full_name: 'Achieng Atieno',
      email: 'achieng@example.com',
    });
    expect(screen.getByText('Landlord: Wanjiku Kamau')).toBeInTheDocument();
  });
});

describe('tenant signup: from a vacancy page (ADR 032)', () => {
  it('chooses the property and the room the Apply link named, while it is vacant', async () => {
    mockApi({
      [VALIDATE]: () => jsonResponse(200, PORTFOLIO),
      [STEP_2]: () => jsonResponse(200, {}),
    });
    const { user } = renderWizard('png-demo1', 'KH-PH');
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    await fillPersonal(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Select Your Property' })).toBeVisible();
    expect(screen.getByRole('radio', { name: /Kilimani Heights/ })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Room' })).toHaveDisplayValue(
      'PH1 · Penthouse · KSh 85,000 a month, deposit KSh 100,000',
    );
  });

  it('leaves the choice open when the named room was let meanwhile', async () => {
    mockApi({
      [VALIDATE]: () => jsonResponse(200, PORTFOLIO),
      [STEP_2]: () => jsonResponse(200, {}),
    });
    const { user } = renderWizard('png-demo1', 'KH-A2');
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    await fillPersonal(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Select Your Property' })).toBeVisible();
    expect(screen.getByRole('radio', { name: /Kilimani Heights/ })).not.toBeChecked();
  });
});

describe('tenant signup: property selection', () => {
  it('offers only vacant rooms, shows the amounts and clears the room with the property', async () => {
    const steps: MockRequest['body'][] = [];
    mockApi({
      [VALIDATE]: () => jsonResponse(200, PORTFOLIO),
      [STEP_3]: (request) => (steps.push(request.body), jsonResponse(200, {})),
    });
    startAt(3, { ...FILLED, property_id: null, unit_code: '' });
    const { user } = renderWizard();
    await screen.findByRole('radio', { name: /Kilimani Heights/ });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText(MESSAGES.selectProperty)).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Kilimani Heights/ }));
    const room = screen.getByRole('combobox', { name: 'Room' });
    const offered = within(room)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(offered).toEqual([
      'Choose a room',
      'A1 · Studio · KSh 15,000 a month, deposit KSh 15,000',
      'PH1 · Penthouse · KSh 85,000 a month, deposit KSh 100,000',
    ]);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText(MESSAGES.selectRoom)).toBeInTheDocument();

    await user.selectOptions(room, 'KH-PH');
    expect(screen.getByText('Monthly Rent').nextSibling).toHaveTextContent('KSh 85,000');
    // The room type in full beside the amounts (a phone's select cuts its text).
    expect(screen.getByText('Room Type').nextSibling).toHaveTextContent('Penthouse');
    expect(screen.getByText('Deposit').nextSibling).toHaveTextContent('KSh 100,000');

    await user.click(screen.getByRole('radio', { name: /Riverside Court/ }));
    expect(screen.getByText('No Available Units')).toBeInTheDocument();
    expect(screen.queryByText('Monthly Rent')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Kilimani Heights/ }));
    expect(screen.getByRole('combobox', { name: 'Room' })).toHaveValue('');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Room' }), 'KH-A1');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Upload Documents' })).toBeVisible();
    expect(steps[0]).toEqual({
      session_id: expect.any(String),
      landlord_code: 'PNG-DEMO1',
      property_id: 1,
      unit_code: 'KH-A1',
    });
  });

  it('says when the landlord has no properties', async () => {
    mockApi({ [VALIDATE]: () => jsonResponse(200, { ...PORTFOLIO, properties: [] }) });
    startAt(3, FILLED);
    renderWizard();
    expect(await screen.findByText('No properties found for this landlord ID')).toBeVisible();
  });

  it('sends the tenant back to the rooms when the room was just taken', async () => {
    let validations = 0;
    mockApi({
      [VALIDATE]: () => (validations++, jsonResponse(200, PORTFOLIO)),
      [STEP_3]: () =>
        jsonResponse(409, {
          detail: MESSAGES.roomNoLongerAvailable,
          code: 'UNIT_UNAVAILABLE',
          errors: { unit_code: [MESSAGES.roomNoLongerAvailable] },
        }),
    });
    startAt(3, FILLED);
    const { user } = renderWizard();
    await screen.findByRole('combobox', { name: 'Room' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(MESSAGES.roomNoLongerAvailable)).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Room' })).toHaveValue('');
    await vi.waitFor(() => expect(validations).toBe(2));
  });
});
