import { isLanguage, type Me, type UserType } from '@pango/shared';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { LOGIN_PATH } from './api-client';
import { revokeRefreshToken, verifyStoredSession } from './auth-api';
import { switchLanguage } from './i18n/texts';
import { navigateTo } from './navigation';
import { clearSession, getSession, hasStoredTokens, subscribeSession } from './session';

export type AuthState = {
  isLoggedIn: boolean;
  userType: UserType | null;
  /** True while a stored session is being checked at start-up. */
  isLoading: boolean;
  user: Me | null;
  logout: () => void;
};

const AuthContext = createContext<AuthState | null>(null);

export function homePathFor(userType: UserType | null | undefined): string {
  if (userType === 'landlord') return '/admin';
  if (userType === 'tenant') return '/tenant';
  return LOGIN_PATH;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const session = useSyncExternalStore(subscribeSession, getSession, getSession);
  const [isLoading, setIsLoading] = useState(hasStoredTokens);

  useEffect(() => {
    if (!isLoading) return;
    let isActive = true;
    void verifyStoredSession().finally(() => {
      if (isActive) setIsLoading(false);
    });
    return () => {
      isActive = false;
    };
  }, [isLoading]);

  // After sign-in a tenant's own choice of language wins over the device's (issue 25 item 6).
  const accountLanguage = session.user?.user_type === 'tenant' ? session.user.language : undefined;
  useEffect(() => {
    if (isLanguage(accountLanguage)) switchLanguage(accountLanguage).catch(() => undefined);
  }, [accountLanguage]);

  // When the session ends, lib/query-provider.tsx drops the cached data.
  const hasTokens = Boolean(session.access || session.refresh);

  const logout = useCallback(() => {
    revokeRefreshToken(getSession().refresh);
    clearSession();
    navigateTo(LOGIN_PATH);
  }, []);

  const value = useMemo<AuthState>(
    () => ({
      isLoggedIn: !isLoading && hasTokens && session.userType !== null,
      userType: session.userType,
      isLoading,
      user: session.user,
      logout,
    }),
    [session, hasTokens, isLoading, logout],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
