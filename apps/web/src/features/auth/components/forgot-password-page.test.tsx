import { MESSAGES } from '@pango/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, jsonResponse, mockApi, type MockRequest } from '@/test/fetch-mock';
import { makeMe, storeSession } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const RESET = 'POST /api/accounts/password/reset/';
const sent = () => jsonResponse(200, { success: true, message: MESSAGES.resetLinkSent });

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

async function openPage() {
  const user = userEvent.setup();
  const app = renderApp('/forgot-password');
  await screen.findByRole('heading', { level: 1, name: 'Forgot Password' });
  return { user, app };
}

describe('/forgot-password', () => {
  it('checks the email before sending', async () => {
    const { spy } = mockApi({});
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAccessibleDescription('Email is required');
    expect(email).toHaveFocus();

    await user.type(email, 'wanjiku@example');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(email).toHaveAccessibleDescription('Invalid email address');
    expect(spy).not.toHaveBeenCalled();
  });

  it('sends the real request, shows it busy, then the Check Your Email view', async () => {
    const reply = deferred<Response>();
    const requests: MockRequest[] = [];
    mockApi({ [RESET]: (request) => (requests.push(request), reply.promise) });
    const { user } = await openPage();
    await user.type(screen.getByLabelText('Email'), 'Wanjiku@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(requests[0]!.body).toEqual({
      email: 'wanjiku@example.com',
      frontend_url: window.location.origin,
    });

    reply.resolve(sent());
    const heading = await screen.findByRole('heading', { level: 1, name: 'Check Your Email' });
    await vi.waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.resetLinkSent);
    expect(screen.getByText(/The link is valid for 24 hours\./)).toBeInTheDocument();
    expect(screen.getByText('wanjiku@example.com')).toBeInTheDocument();
  });

  it('sends again from the Check Your Email view', async () => {
    const requests: MockRequest[] = [];
    mockApi({ [RESET]: (request) => (requests.push(request), sent()) });
    const { user } = await openPage();
    await user.type(screen.getByLabelText('Email'), 'wanjiku@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await user.click(await screen.findByRole('button', { name: 'Send Again' }));
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]!.body).toMatchObject({ email: 'wanjiku@example.com' });
    expect(screen.getByRole('heading', { name: 'Check Your Email' })).toBeInTheDocument();
  });

  it("shows the server's error in a red box, else the default", async () => {
    let reply = () => jsonResponse(400, { detail: 'Email service is down.', code: 'SERVER_ERROR' });
    mockApi({ [RESET]: () => reply() });
    const { user } = await openPage();
    await user.type(screen.getByLabelText('Email'), 'wanjiku@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email service is down.');

    reply = () => jsonResponse(500, {});
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.genericError),
    );
    expect(screen.queryByRole('heading', { name: 'Check Your Email' })).not.toBeInTheDocument();
  });

  it('goes back to /login', async () => {
    mockApi({ [RESET]: sent });
    const { user, app } = await openPage();
    await user.type(screen.getByLabelText('Email'), 'wanjiku@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    const view = (await screen.findByRole('heading', { name: 'Check Your Email' })).closest(
      'section',
    )!;
    await user.click(within(view).getByRole('button', { name: 'Back to Login' }));
    // The router navigates in a transition: the path changes once the lazy login chunk has loaded.
    await vi.waitFor(() => expect(app.location()).toBe('/login'), { timeout: 10_000 });
    expect(screen.getByRole('heading', { name: 'Welcome to Pango' })).toBeInTheDocument();
  });

  it('stays open to a signed-in user', async () => {
    storeSession('tenant');
    mockApi({ 'GET /api/accounts/me/': () => jsonResponse(200, makeMe('tenant')) });
    const { app } = await openPage();
    expect(app.location()).toBe('/forgot-password');
  });
});
