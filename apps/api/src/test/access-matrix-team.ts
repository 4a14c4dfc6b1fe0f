import { A, everyone, landlordOnly, type MatrixEntry } from './access-rules.js';

// A landlord's team (issue 23): Settings → Team is the owner's alone (team.manage); the invitation
// link is public. Ids are landlord A's, so another landlord gets 404 as if they did not exist.

export const TEAM_ROUTES: Record<string, MatrixEntry> = {
  [`GET ${A}/team/`]: {
    permission: 'team.manage',
    scope: 'none',
    request: () => ({ path: `${A}/team/` }),
    expect: landlordOnly(200),
  },
  [`POST ${A}/team/invitations/`]: {
    permission: 'team.manage',
    scope: 'none',
    request: () => ({ path: `${A}/team/invitations/`, body: {} }),
    expect: landlordOnly(400),
  },
  [`POST ${A}/team/accept/`]: {
    request: () => ({ path: `${A}/team/accept/`, body: {} }),
    expect: everyone(400),
  },
  // An unchanged role is saved unchanged.
  [`PATCH ${A}/team/:id/`]: {
    permission: 'team.manage',
    scope: 'none',
    request: (w) => ({ path: `${A}/team/${w.teamMember.id}/`, body: { role: 'caretaker' } }),
    expect: landlordOnly(200, 404),
  },
  // Cancels the pending invitation (the owner goes last).
  [`DELETE ${A}/team/:id/`]: {
    permission: 'team.manage',
    scope: 'none',
    request: (w) => ({ path: `${A}/team/${w.teamInvitation.id}/` }),
    expect: landlordOnly(204, 404),
  },
};
