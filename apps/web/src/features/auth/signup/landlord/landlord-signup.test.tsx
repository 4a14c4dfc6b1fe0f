import { MESSAGES } from '@pango/shared';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, type MockRequest } from '@/test/fetch-mock';
import {
  ACCOUNT,
  COMPLETE,
  PROPERTY,
  renderWizard,
  SESSION_ID,
  startAt,
  STEP_2,
  STEP_3,
  stored,
} from './testing/landlord-signup-fixtures';

beforeEach(() => {
  window.sessionStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const continueButton = () => screen.getByRole('button', { name: 'Continue' });

async function fillAccount(user: ReturnType<typeof renderWizard>['user'], password = 'Secret123') {
  await user.type(screen.getByLabelText('Full Name'), ACCOUNT.full_name);
  await user.type(screen.getByLabelText('National ID'), ACCOUNT.national_id);
  await user.type(screen.getByLabelText('Email'), 'Wanjiku@Example.com');
  await user.type(screen.getByLabelText('Phone Number'), ACCOUNT.phone_number);
  await user.type(screen.getByLabelText('Main Property Address'), ACCOUNT.address);
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm Password'), password);
}

// Many keystrokes per test: allow for a busy machine (the whole suite runs in parallel).
describe('landlord signup: welcome and account', { timeout: 15_000 }, () => {
  it('starts with a welcome, then checks the account fields before calling the server', async () => {
    const { spy } = mockApi({});
    const { user, onProgressChange } = renderWizard();
    expect(screen.getByRole('heading', { name: 'Landlord Sign Up' })).toBeInTheDocument();
    expect(onProgressChange).toHaveBeenLastCalledWith(false);
    await user.click(screen.getByRole('button', { name: 'Get Started' }));

    expect(screen.getByRole('heading', { name: 'Personal and Business Info' })).toHaveFocus();
    expect(screen.getByText('Step 2 of 4')).toBeInTheDocument();
    expect(onProgressChange).toHaveBeenLastCalledWith(true);
    expect(screen.getByText(/advised against using a till/)).toHaveTextContent('KSh 500,000');
    await user.click(continueButton());
    for (const message of [
      MESSAGES.fullNameRequired,
      MESSAGES.landlordNationalId,
      MESSAGES.emailRequired,
      MESSAGES.invalidPhone,
      MESSAGES.propertyAddressRequired,
      MESSAGES.passwordRequired,
      MESSAGES.confirmPasswordRequired,
    ])
      expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveFocus();

    await user.type(screen.getByLabelText('M-Pesa Till Number (optional)'), '12');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(continueButton());
    expect(screen.getByText(MESSAGES.tillNumber)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordRequirements)).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
  });

  it('puts a server field error on its field and stays on the step', async () => {
    mockApi({
      [STEP_2]: () =>
        jsonResponse(400, {
          detail: MESSAGES.invalidInput,
          code: 'VALIDATION_ERROR',
          errors: { email: [MESSAGES.emailTaken] },
        }),
    });
    startAt(2, {});
    const { user } = renderWizard();
    await fillAccount(user);
    await user.click(continueButton());
    const email = screen.getByLabelText('Email');
    expect(await screen.findByText(MESSAGES.emailTaken)).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(MESSAGES.emailTaken);
    expect(email).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Personal and Business Info' })).toBeInTheDocument();
  });

  it('sends the account as the spec names it, then moves on; a reload keeps all but passwords', async () => {
    const requests: MockRequest[] = [];
    mockApi({
      [STEP_2]: (request) => (
        requests.push(request),
        jsonResponse(200, { session_id: SESSION_ID, step: 2, expires_at: '2030-01-01T00:00:00Z' })
      ),
    });
    startAt(2, {});
    const { user } = renderWizard();
    await fillAccount(user);
    expect(stored()?.values).toMatchObject({ full_name: ACCOUNT.full_name });
    expect(JSON.stringify(stored())).not.toContain('Secret123');
    await user.click(continueButton());

    expect(await screen.findByRole('heading', { name: 'Property Setup' })).toHaveFocus();
    expect(requests[0]!.body).toEqual({
      session_id: SESSION_ID,
      full_name: ACCOUNT.full_name,
      government_id: ACCOUNT.national_id,
      email: 'wanjiku@example.com',
      phone_number: '254712345678', // as typed (0712345678), sent canonical by the shared rule
      address: ACCOUNT.address,
      password: 'Secret123',
    });
    // The main address starts the first property.
    expect(screen.getByLabelText('Property Address')).toHaveValue(ACCOUNT.address);
    expect(stored()?.step).toBe(3);
    expect(JSON.stringify(stored())).not.toContain('Secret123');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Full Name')).toHaveValue(ACCOUNT.full_name);
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });
});

// Many keystrokes per test: allow for a busy machine (the whole suite runs in parallel).
describe('landlord signup: subscription and completion', { timeout: 15_000 }, () => {
  const quote = { total_units: 14, trial_days: 30, monthly_price: 2500, plan: 'basic' };

  async function reachSubscription() {
    const completes: MockRequest[] = [];
    const api = {
      [STEP_2]: () =>
        jsonResponse(200, { session_id: SESSION_ID, step: 2, expires_at: '2030-01-01T00:00:00Z' }),
      [STEP_3]: () =>
        jsonResponse(200, {
          session_id: SESSION_ID,
          step: 3,
          expires_at: '2030-01-01T00:00:00Z',
          quote: { ...quote, total_units: 2, monthly_price: 2000, plan: 'starter' },
        }),
      [COMPLETE]: (request: MockRequest) => (
        completes.push(request),
        jsonResponse(201, {
          id: 7,
          email: 'wanjiku@example.com',
          landlord_code: 'LL-4821',
          subscription: { plan: 'basic', is_active: true, expires_at: null },
          trial_ends_at: '2030-01-31T00:00:00Z',
        })
      ),
    };
    return { completes, api };
  }

  it('shows the quote and the tiers, and a custom price above 100 units', () => {
    mockApi({});
    startAt(4, { ...ACCOUNT, properties: [PROPERTY], quote });
    renderWizard();
    expect(screen.getByRole('heading', { name: 'Subscription' })).toBeInTheDocument();
    expect(screen.getByText('30-day free trial')).toBeInTheDocument();
    expect(screen.getByText('Then KSh 2,500 per month for 14 units')).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveTextContent('11-20 units (your plan)');
    expect(screen.getByRole('table')).toHaveTextContent('KSh 7,500 per month');
  });

  it('shows custom pricing when the quote has no price', () => {
    mockApi({});
    startAt(4, {
      ...ACCOUNT,
      properties: [PROPERTY],
      quote: { total_units: 140, trial_days: 30, monthly_price: null, plan: null },
    });
    renderWizard();
    expect(screen.getByText('Custom pricing: we will call you')).toBeInTheDocument();
  });

  it('asks for the password again after a reload, then creates the account', async () => {
    const { completes, api } = await reachSubscription();
    mockApi(api);
    startAt(4, { ...ACCOUNT, properties: [PROPERTY], quote });
    const { user, onComplete } = renderWizard();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.reenterPassword);
    expect(screen.getByLabelText('Full Name')).toHaveValue(ACCOUNT.full_name);
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.type(screen.getByLabelText('Confirm Password'), 'Secret123');
    await user.click(continueButton());
    // Back where it was: the subscription step.
    await user.click(await screen.findByRole('button', { name: 'Create Account' }));

    await vi.waitFor(() => expect(onComplete).toHaveBeenCalled());
    expect(onComplete).toHaveBeenCalledWith(
      'Your account is ready. Your landlord ID is LL-4821. Your 30-day free trial has started: sign in to continue.',
    );
    expect(completes[0]!.body).toEqual({
      session_id: SESSION_ID,
      full_name: ACCOUNT.full_name,
      email: ACCOUNT.email,
      password: 'Secret123',
      phone_number: ACCOUNT.phone_number,
      national_id: ACCOUNT.national_id,
      address: ACCOUNT.address,
      properties: [
        {
          name: 'Sunrise Court',
          address: 'Ngong Road, Nairobi',
          units: [
            {
              unit_number: 'A1',
              room_type: '1-bedroom',
              monthly_rent: 12000,
              deposit_amount: 12000,
            },
            {
              unit_number: 'A2',
              room_type: 'custom-Penthouse',
              monthly_rent: 30000,
              deposit_amount: 30000,
            },
          ],
        },
      ],
    });
    expect(stored()).toBeNull();
  });

  it('shows the trial-already-used answer in a red alert and does not pretend success', async () => {
    const { api } = await reachSubscription();
    mockApi({
      ...api,
      [COMPLETE]: () =>
        jsonResponse(503, { detail: MESSAGES.trialAlreadyUsed, code: 'PAYMENTS_UNAVAILABLE' }),
    });
    startAt(2, { ...ACCOUNT, properties: [PROPERTY], quote });
    const { user, onComplete } = renderWizard();
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.type(screen.getByLabelText('Confirm Password'), 'Secret123');
    await user.click(continueButton());
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.trialAlreadyUsed);
    expect(onComplete).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Subscription' })).toBeInTheDocument();
  });

  it('sends the user back to the account step when the email was taken meanwhile', async () => {
    const { api } = await reachSubscription();
    mockApi({
      ...api,
      [COMPLETE]: () =>
        jsonResponse(400, {
          detail: MESSAGES.emailTaken,
          code: 'VALIDATION_ERROR',
          errors: { email: [MESSAGES.emailTaken] },
        }),
    });
    startAt(2, { ...ACCOUNT, properties: [PROPERTY], quote });
    const { user } = renderWizard();
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.type(screen.getByLabelText('Confirm Password'), 'Secret123');
    await user.click(continueButton());
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(MESSAGES.emailTaken)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });
});
