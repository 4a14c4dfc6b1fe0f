import type { Me } from '@pango/shared';
import { api } from './api-client';
import { isApiError } from './api-error';
import { clearSession, getSession, saveSession } from './session';

export const ME_PATH = '/accounts/me/';
export const LOGOUT_PATH = '/accounts/logout/';

/** GET /api/accounts/me/. With an explicit token it is used as is (sign-in, before storing). */
export function fetchMe(accessToken?: string): Promise<Me> {
  if (!accessToken) return api.get<Me>(ME_PATH);
  return api.get<Me>(ME_PATH, { auth: false, headers: { Authorization: `Bearer ${accessToken}` } });
}

/**
 * Start-up check of a stored session (seed 000 section 4): 401/403 or a user type that differs
 * from the stored one (or is missing) logs out; a network failure keeps the stored session.
 */
export async function verifyStoredSession(): Promise<void> {
  const stored = getSession();
  if (!stored.access && !stored.refresh) return;
  let me: Me;
  try {
    me = await fetchMe();
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 403)) clearSession();
    return;
  }
  if (!me?.user_type || me.user_type !== getSession().userType) {
    clearSession();
    return;
  }
  saveSession({ user: me });
}

/**
 * POST /api/accounts/logout/ {refresh}: the server revokes the token's family (ADR 005). Best
 * effort: signing out on the phone must not wait for, or fail on, a weak connection.
 */
export function revokeRefreshToken(refresh: string | null): void {
  if (!refresh) return;
  api.post(LOGOUT_PATH, { refresh }, { auth: false }).catch(() => undefined);
}
