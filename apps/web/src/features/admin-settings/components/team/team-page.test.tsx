import { TEAM_MESSAGES, type TeamList, type TeamMember } from '@pango/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, mockApi, type Routes } from '@/test/fetch-mock';
import { storeSession } from '@/test/fixtures';
import { TeamPage } from './team-page';

const TEAM = 'GET /api/accounts/team/';
const INVITE = 'POST /api/accounts/team/invitations/';
const PROPERTIES = 'GET /api/accounts/properties/';

function member(overrides: Partial<TeamMember> = {}): TeamMember {
  return {
    id: 5,
    name: 'Wanjiku Njeri',
    email: 'wanjiku@example.com',
    phone_number: '+254712345678',
    role: 'caretaker',
    property_ids: [3],
    status: 'active',
    invited_at: '2026-11-20T08:00:00Z',
    expires_at: null,
    last_login: null,
    ...overrides,
  };
}

const list = (members: TeamMember[], limit = 5): TeamList => ({
  members,
  limit,
  used: members.length,
});

function renderTeam(routes: Routes) {
  storeSession('landlord');
  const api = mockApi({
    [PROPERTIES]: () =>
      jsonResponse(200, {
        count: 2,
        next_page: null,
        results: [
          { id: 3, name: 'Kilimani Heights' },
          { id: 4, name: 'Riverside Court' },
        ],
      }),
    ...routes,
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <TeamPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return api;
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('Settings → Team', () => {
  it('lists members with role, properties, status and the plan limit', async () => {
    renderTeam({ [TEAM]: () => jsonResponse(200, list([member()])) });
    const row = (await screen.findByText('Wanjiku Njeri')).closest('tr');
    expect(row).not.toBeNull();
    expect(within(row!).getByText('Caretaker')).toBeInTheDocument();
    expect(await within(row!).findByText('Kilimani Heights')).toBeInTheDocument();
    expect(within(row!).getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('1 of 5 members')).toBeInTheDocument();
  });

  it('invites a caretaker for one chosen property', async () => {
    const api = renderTeam({
      [TEAM]: () => jsonResponse(200, list([])),
      [INVITE]: () => jsonResponse(201, member({ status: 'invited' })),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Invite member' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite member' });
    await user.type(within(dialog).getByLabelText('Full name'), 'Wanjiku Njeri');
    await user.type(within(dialog).getByLabelText('Email'), 'wanjiku@example.com');
    await user.type(within(dialog).getByLabelText('Phone number'), '0712345678');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'caretaker');
    await user.click(within(dialog).getByLabelText('Chosen properties'));
    await user.click(within(dialog).getByLabelText('Kilimani Heights'));
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(api.requests.find((r) => r.method === 'POST')?.body).toMatchObject({
        name: 'Wanjiku Njeri',
        email: 'wanjiku@example.com',
        role: 'caretaker',
        property_ids: [3],
      }),
    );
  });

  it('asks for a role before sending, and shows the plan limit message', async () => {
    const limit = TEAM_MESSAGES.teamLimit('Starter', 2, 2);
    const api = renderTeam({
      [TEAM]: () => jsonResponse(200, list([member(), member({ id: 6, name: 'Kamau' })], 2)),
      [INVITE]: () =>
        jsonResponse(403, { detail: limit, code: 'PLAN_LIMIT', upgrade_needed: true, limit: 2 }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Invite member' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite member' });
    await user.type(within(dialog).getByLabelText('Full name'), 'Achieng Otieno');
    await user.type(within(dialog).getByLabelText('Email'), 'achieng@example.com');
    await user.type(within(dialog).getByLabelText('Phone number'), '0712345679');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText(TEAM_MESSAGES.roleRequired)).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'accountant');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText(limit)).toBeInTheDocument();
  });

  it('suspends a member, and removes one after a confirm', async () => {
    const api = renderTeam({
      [TEAM]: () => jsonResponse(200, list([member()])),
      'PATCH /api/accounts/team/5/': () => jsonResponse(200, member({ status: 'suspended' })),
      'DELETE /api/accounts/team/5/': () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Suspend Wanjiku Njeri' }));
    await waitFor(() =>
      expect(api.requests.find((r) => r.method === 'PATCH')?.body).toEqual({ status: 'suspended' }),
    );
    await user.click(screen.getByRole('button', { name: 'Remove Wanjiku Njeri' }));
    const confirm = screen.getByRole('dialog', { name: 'Remove member' });
    expect(api.requests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.requests.some((r) => r.method === 'DELETE')).toBe(true));
  });
});
