import { MESSAGES, type LoginInput, type Me, type TokenPair } from '@pango/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { fetchMe } from '@/lib/auth-api';
import { clearSession, saveSession } from '@/lib/session';

export const TOKEN_PATH = '/accounts/token/';

export class UserTypeMismatchError extends Error {
  constructor() {
    super(MESSAGES.userTypeMismatch);
    this.name = 'UserTypeMismatchError';
  }
}

/**
 * POST /api/accounts/token/ then GET /api/accounts/me/ with the new token. The session is stored
 * only when the account's type is the one chosen on the screen (seed 000 section 4); storing it
 * flips the auth state, and the login route then sends the user to their home.
 */
export async function login(input: LoginInput): Promise<Me> {
  const tokens = await api.post<TokenPair>(TOKEN_PATH, input, { auth: false });
  const me = await fetchMe(tokens.access);
  if (me.user_type !== input.user_type) {
    clearSession();
    throw new UserTypeMismatchError();
  }
  saveSession({ access: tokens.access, refresh: tokens.refresh, userType: me.user_type, user: me });
  return me;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
