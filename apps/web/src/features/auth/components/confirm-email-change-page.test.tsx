import { SETTINGS_MESSAGES } from '@pango/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

const CONFIRM = 'POST /api/accounts/email-change/confirm/';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('/confirm-email', () => {
  it('changes nothing on load, then confirms with the token from the link', async () => {
    const api = mockApi({
      [CONFIRM]: () =>
        jsonResponse(200, { detail: SETTINGS_MESSAGES.emailChanged, email: 'new@example.com' }),
    });
    renderApp('/confirm-email?token=abcdefghijklmnopqrstuvwxyz012345');
    await screen.findByRole('heading', { level: 1, name: 'Confirm Your New Email' });
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Email Change' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      `${SETTINGS_MESSAGES.emailChanged} Sign in with new@example.com from now on.`,
    );
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      token: 'abcdefghijklmnopqrstuvwxyz012345',
    });
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
  });

  it('says the link is invalid when the server refuses it, or when it has no token', async () => {
    mockApi({
      [CONFIRM]: () =>
        jsonResponse(400, {
          detail: SETTINGS_MESSAGES.emailChangeLinkInvalid,
          code: 'VALIDATION_ERROR',
          errors: { token: [SETTINGS_MESSAGES.emailChangeLinkInvalid] },
        }),
    });
    const app = renderApp('/confirm-email?token=used-token-0123456789abcdef');
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm Email Change' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      SETTINGS_MESSAGES.emailChangeLinkInvalid,
    );
    app.unmount();
    renderApp('/confirm-email');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      SETTINGS_MESSAGES.emailChangeLinkInvalid,
    );
    expect(screen.queryByRole('button', { name: 'Confirm Email Change' })).toBeNull();
  });
});
