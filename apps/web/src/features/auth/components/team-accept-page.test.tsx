import { TEAM_MESSAGES } from '@pango/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, mockApi, type Routes as ApiRoutes } from '@/test/fetch-mock';
import { TeamAcceptPage } from './team-accept-page';

const ACCEPT = 'POST /api/accounts/team/accept/';

function LoginProbe() {
  const { state } = useLocation() as { state: { userType: string; notice: string } | null };
  return <p>{`login: ${state?.userType} ${state?.notice}`}</p>;
}

function renderAccept(routes: ApiRoutes, token: string | null = 'tok-1') {
  const api = mockApi(routes);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/team/accept']}>
        <Routes>
          <Route path="/team/accept" element={<TeamAcceptPage token={token} />} />
          <Route path="/login" element={<LoginProbe />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return api;
}

async function setPassword(password: string, confirm = password) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Set Password' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('/team/accept', () => {
  it('sets the password and sends to the landlord tab of /login with a notice', async () => {
    const api = renderAccept({ [ACCEPT]: () => jsonResponse(200, { detail: 'ok' }) });
    await setPassword('Str0ng!pass');
    expect(
      await screen.findByText(`login: landlord ${TEAM_MESSAGES.accepted}`),
    ).toBeInTheDocument();
    expect(api.requests[0]?.body).toEqual({ token: 'tok-1', password: 'Str0ng!pass' });
  });

  it('checks that the two passwords match before sending', async () => {
    const api = renderAccept({});
    await setPassword('Str0ng!pass', 'Str0ng!pasz');
    await waitFor(() => expect(screen.getAllByText(/match/i).length).toBeGreaterThan(0));
    expect(api.requests).toHaveLength(0);
  });

  it('says the link is invalid or expired when the API refuses the token', async () => {
    renderAccept({
      [ACCEPT]: () =>
        jsonResponse(400, {
          detail: TEAM_MESSAGES.invitationInvalid,
          code: 'TOKEN_INVALID',
          errors: { token: [TEAM_MESSAGES.invitationInvalid] },
        }),
    });
    await setPassword('Str0ng!pass');
    expect(await screen.findByText(TEAM_MESSAGES.invitationInvalid)).toBeInTheDocument();
  });

  it('says so at once when the link has no token', () => {
    renderAccept({}, null);
    expect(screen.getByText(TEAM_MESSAGES.invitationInvalid)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set Password' })).toBeNull();
  });
});
