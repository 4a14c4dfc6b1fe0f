import { MESSAGES, type LoginInput, type Me, type TokenPair } from '@pango/shared';
import { useCallback, useRef, useState } from 'react';
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

type LoginState = { isPending: boolean; error: unknown; variables: LoginInput | undefined };

/**
 * The sign-in call's state for the login form: the last attempt's input, whether it is under way
 * and how it failed. Plain React state rather than useMutation, so /login loads without
 * TanStack Query; on success the stored session moves the user on.
 */
export function useLogin() {
  const [state, setState] = useState<LoginState>({
    isPending: false,
    error: null,
    variables: undefined,
  });
  // Only the latest attempt may update the state.
  const attempt = useRef(0);
  const mutate = useCallback((input: LoginInput) => {
    const current = ++attempt.current;
    setState({ isPending: true, error: null, variables: input });
    login(input).then(
      () => {
        if (current === attempt.current) setState((s) => ({ ...s, isPending: false }));
      },
      (error: unknown) => {
        if (current === attempt.current) setState({ isPending: false, error, variables: input });
      },
    );
  }, []);
  return { ...state, mutate };
}
