import { MESSAGES } from '@pango/shared';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, jsonResponse, mockApi, type MockRequest } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

const CONFIRM = 'POST /api/accounts/password/reset/confirm/';
const invalidLink = () =>
  jsonResponse(400, {
    detail: MESSAGES.invalidResetLink,
    error: MESSAGES.invalidResetLink,
    code: 'TOKEN_INVALID',
  });

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
});

async function openForm(path = '/reset-password/MQ/abc123') {
  const user = userEvent.setup();
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Reset Password' });
  return { user, app };
}

async function fillAndSubmit(
  user: ReturnType<typeof userEvent.setup>,
  password: string,
  confirmation = password,
) {
  if (password) await user.type(screen.getByLabelText('New Password'), password);
  if (confirmation) await user.type(screen.getByLabelText('Confirm Password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('reset-password route', () => {
  it('sends /reset-password without uid and token to /forgot-password', async () => {
    mockApi({});
    const app = renderApp('/reset-password');
    await screen.findByRole('heading', { level: 1, name: 'Forgot Password' });
    expect(app.location()).toBe('/forgot-password');
  });

  // The rule of routes/reset-password.tsx: uid and token are the two segments right after
  // /reset-password; a trailing slash or sub-path does not move them.
  it.each([
    ['/reset-password/MQ/abc123', 'MQ', 'abc123'],
    ['/reset-password/MQ/abc123/', 'MQ', 'abc123'],
    ['/reset-password/Mg/tok-9/set-password/extra', 'Mg', 'tok-9'],
  ])('reads uid and token from %s', async (path, uid, token) => {
    const requests: MockRequest[] = [];
    mockApi({ [CONFIRM]: (request) => (requests.push(request), invalidLink()) });
    const { user } = await openForm(path);
    await fillAndSubmit(user, 'NewPass123');
    await screen.findByRole('alert');
    expect(requests[0]!.body).toEqual({ uid, token, new_password: 'NewPass123' });
  });
});

describe('reset form', () => {
  it('checks both fields with the spec messages before calling the server', async () => {
    const { spy } = mockApi({});
    const { user } = await openForm();
    const password = screen.getByLabelText('New Password');
    const confirmation = screen.getByLabelText('Confirm Password');

    await fillAndSubmit(user, '', '');
    expect(password).toHaveAccessibleDescription(
      expect.stringContaining(MESSAGES.passwordRequired),
    );
    expect(confirmation).toHaveAccessibleDescription(MESSAGES.confirmPasswordRequired);
    expect(password).toHaveFocus();

    await user.type(password, 'weak');
    await user.type(confirmation, 'weak');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(password).toHaveAccessibleDescription(
      expect.stringContaining(MESSAGES.passwordRequirements),
    );

    await user.clear(password);
    await user.type(password, 'NewPass123');
    expect(confirmation).toHaveAccessibleDescription(MESSAGES.passwordsDoNotMatch);
    expect(spy).not.toHaveBeenCalled();
  });

  it('ticks the live checklist and shows and hides the password', async () => {
    mockApi({});
    const { user } = await openForm();
    const checklist = screen.getByRole('list', { name: 'Password requirements' });
    const items = () => within(checklist).getAllByRole('listitem');
    expect(items().every((item) => item.textContent?.includes('(not met)'))).toBe(true);

    await user.type(screen.getByLabelText('New Password'), 'abcdefgh');
    expect(within(checklist).getByText('At least 8 characters').parentElement).toHaveTextContent(
      '(met)',
    );
    expect(within(checklist).getByText('One number').parentElement).toHaveTextContent('(not met)');

    const field = screen.getByLabelText('New Password');
    await user.click(screen.getAllByRole('button', { name: 'Show password' })[0]!);
    expect(field).toHaveAttribute('type', 'text');
  });

  it('resets, shows the success view, then goes to / (landing on /login) after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const reply = deferred<Response>();
    mockApi({ [CONFIRM]: () => reply.promise });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const app = renderApp('/reset-password/MQ/abc123');
    await screen.findByRole('heading', { level: 1, name: 'Reset Password' });
    await fillAndSubmit(user, 'NewPass123');
    expect(screen.getByRole('button', { name: 'Reset Password' })).toHaveAttribute(
      'aria-busy',
      'true',
    );

    reply.resolve(jsonResponse(200, { success: true, message: MESSAGES.passwordResetDone }));
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Password Reset Successful',
    });
    await vi.waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.passwordResetDone);
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');

    act(() => vi.advanceTimersByTime(2900));
    expect(app.location()).toBe('/reset-password/MQ/abc123');
    act(() => vi.advanceTimersByTime(200));
    // The router navigates in a transition: the path changes once the lazy login chunk has loaded.
    await vi.waitFor(() => expect(app.location()).toBe('/login'), { timeout: 10_000 });
    expect(screen.getByRole('heading', { name: 'Welcome to Pango' })).toBeInTheDocument();
  });

  it('says a used or expired link is invalid and links to a new request', async () => {
    mockApi({ [CONFIRM]: invalidLink });
    const { user, app } = await openForm();
    await fillAndSubmit(user, 'NewPass123');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.invalidResetLink);

    await user.click(within(alert).getByRole('link', { name: 'Request a new reset link' }));
    await screen.findByRole('heading', { level: 1, name: 'Forgot Password' });
    expect(app.location()).toBe('/forgot-password');
  });

  it("puts the server's password error on the field", async () => {
    mockApi({
      [CONFIRM]: () =>
        jsonResponse(400, {
          detail: MESSAGES.invalidInput,
          code: 'VALIDATION_ERROR',
          errors: { new_password: [MESSAGES.passwordRequirements] },
        }),
    });
    const { user } = await openForm();
    await fillAndSubmit(user, 'NewPass123');
    await vi.waitFor(() =>
      expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription(
        expect.stringContaining(MESSAGES.passwordRequirements),
      ),
    );
    expect(screen.getByLabelText('New Password')).toHaveFocus();
  });

  it("shows the server's message, else 'Failed to reset password'", async () => {
    let reply: () => Response | Promise<Response> = () =>
      jsonResponse(429, { detail: MESSAGES.tooManyRequests, code: 'RATE_LIMITED' });
    mockApi({ [CONFIRM]: () => reply() });
    const { user } = await openForm();
    await fillAndSubmit(user, 'NewPass123');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.tooManyRequests);

    reply = () => Promise.reject(new TypeError('offline'));
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.resetFailed),
    );
  });
});
