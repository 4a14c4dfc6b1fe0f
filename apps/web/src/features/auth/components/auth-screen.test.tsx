import { MESSAGES } from '@pango/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '@/lib/i18n/texts';
import { createQueryClient } from '@/lib/query-client';
import { getSession } from '@/lib/session';
import { htmlResponse, jsonResponse, mockApi, type MockRequest } from '@/test/fetch-mock';
import { makeMe } from '@/test/fixtures';
import { AuthScreen } from './auth-screen';

const TOKEN = 'POST /api/accounts/token/';
const ME = 'GET /api/accounts/me/';
const RESET = 'POST /api/accounts/password/reset/';
const tokens = () => jsonResponse(200, { access: 'access-9', refresh: 'refresh-9' });

function renderScreen() {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthScreen />
    </QueryClientProvider>,
  );
  return user;
}

async function signIn(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: /^Sign In as/ }));
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('login screen', () => {
  it('has Login and Sign Up tabs and a Tenant / Landlord toggle that names the button', async () => {
    const user = renderScreen();
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Login');
    expect(screen.getByRole('radio', { name: 'Tenant' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Sign In as Tenant' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Landlord' }));
    expect(screen.getByRole('button', { name: 'Sign In as Landlord' })).toBeInTheDocument();
  });

  it('reads in Kiswahili for a visitor whose stored or browser language is Kiswahili', async () => {
    await switchLanguage('sw');
    const user = renderScreen();
    expect(screen.getByRole('heading', { name: 'Karibu Pango' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Ingia' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Barua pepe')).toBeInTheDocument();
    expect(screen.getByLabelText('Nenosiri')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ingia kama Mpangaji' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Mwenye nyumba' }));
    expect(screen.getByRole('button', { name: 'Ingia kama Mwenye nyumba' })).toBeInTheDocument();
  });

  it('checks the email and password before calling the server', async () => {
    const { spy } = mockApi({});
    const user = renderScreen();
    await signIn(user, 'not-an-email', 'x');
    const email = screen.getByLabelText('Email');
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Invalid email address');
    expect(email).toHaveFocus();

    await user.clear(screen.getByLabelText('Password'));
    await user.clear(email);
    await user.type(email, 'wanjiku@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign In as Tenant' }));
    expect(screen.getByText(MESSAGES.passwordRequired)).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
  });

  it('signs in with the chosen type and stores the session', async () => {
    const requests: MockRequest[] = [];
    mockApi({
      [TOKEN]: (request) => (requests.push(request), tokens()),
      [ME]: (request) => (requests.push(request), jsonResponse(200, makeMe('landlord'))),
    });
    const user = renderScreen();
    await user.click(screen.getByRole('radio', { name: 'Landlord' }));
    await signIn(user, 'Otieno@Example.com', 'Secret123');

    await vi.waitFor(() => expect(getSession().userType).toBe('landlord'));
    expect(requests[0]!.body).toEqual({
      email: 'otieno@example.com',
      password: 'Secret123',
      user_type: 'landlord',
    });
    expect(requests[1]!.headers.Authorization).toBe('Bearer access-9');
    expect(getSession()).toMatchObject({ access: 'access-9', refresh: 'refresh-9' });
  });

  it("shows the server's non_field_errors in a red box", async () => {
    mockApi({
      [TOKEN]: () =>
        jsonResponse(401, {
          detail: 'Sign-in failed',
          code: 'INVALID_CREDENTIALS',
          non_field_errors: ['Unable to log in with provided credentials.'],
        }),
    });
    const user = renderScreen();
    await signIn(user, 'wanjiku@example.com', 'wrong-pass');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to log in with provided credentials.',
    );
  });

  it('refuses an account of the other type with "User type mismatch during login"', async () => {
    mockApi({ [TOKEN]: tokens, [ME]: () => jsonResponse(200, makeMe('tenant')) });
    const user = renderScreen();
    await user.click(screen.getByRole('radio', { name: 'Landlord' }));
    await signIn(user, 'wanjiku@example.com', 'Secret123');
    expect(await screen.findByRole('alert')).toHaveTextContent('User type mismatch during login');
    expect(getSession().access).toBeNull();
  });

  it('says the service is unavailable when an HTML page comes back', async () => {
    mockApi({ [TOKEN]: () => htmlResponse(502) });
    const user = renderScreen();
    await signIn(user, 'wanjiku@example.com', 'Secret123');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Login service temporarily unavailable. Please try again later.',
    );
  });

  it('offers Try Again after a network failure', async () => {
    let attempts = 0;
    mockApi({
      [TOKEN]: () => (++attempts === 1 ? Promise.reject(new TypeError('offline')) : tokens()),
      [ME]: () => jsonResponse(200, makeMe('tenant')),
    });
    const user = renderScreen();
    await signIn(user, 'wanjiku@example.com', 'Secret123');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.networkError);

    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await vi.waitFor(() => expect(getSession().userType).toBe('tenant'));
    expect(attempts).toBe(2);
  });

  it('shows and hides the password', async () => {
    const user = renderScreen();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});

describe('forgot password', () => {
  it('sends a reset link for the email and frontend origin', async () => {
    const requests: MockRequest[] = [];
    mockApi({
      [RESET]: (request) => (requests.push(request), jsonResponse(200, { success: true })),
    });
    const user = renderScreen();
    await user.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    expect(await screen.findByRole('heading', { name: 'Forgot Password' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'wanjiku@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'A password reset link has been sent to your email.',
    );
    expect(requests[0]!.body).toEqual({
      email: 'wanjiku@example.com',
      frontend_url: window.location.origin,
    });

    await user.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(screen.getByRole('button', { name: 'Sign In as Tenant' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it("shows the server's error, else the default", async () => {
    let reply = () => jsonResponse(400, { error: 'No account with this email.' });
    mockApi({ [RESET]: () => reply() });
    const user = renderScreen();
    await user.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    await screen.findByRole('heading', { name: 'Forgot Password' });
    await user.type(screen.getByLabelText('Email'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No account with this email.');

    reply = () => jsonResponse(500, {});
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('An error occurred. Please try again.'),
    );
  });
});

describe('sign up tab', () => {
  it('moves between tabs with the arrow keys', async () => {
    const user = renderScreen();
    screen.getByRole('tab', { name: 'Login' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  });
});
