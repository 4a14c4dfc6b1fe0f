import { can, type AdminRole, type Permission } from '@pango/shared';
import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession } from './session';

/**
 * Who acts in the admin area (issue 23): the `team_role` of GET /api/accounts/me/, as stored at
 * sign-in and refreshed at start-up (lib/session.ts); an older response without it is the owner.
 */
export function useAdminRole(): AdminRole {
  const { user } = useSyncExternalStore(subscribeSession, getSession, getSession);
  return user?.team_role ?? 'owner';
}

/** Whether the signed-in landlord or member may do this: the web hides what the API would refuse. */
export function usePermission(permission: Permission): boolean {
  return can(useAdminRole(), permission);
}
