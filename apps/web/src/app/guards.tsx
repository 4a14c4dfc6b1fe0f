import type { UserType } from '@pango/shared';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { PageLoader } from '@/components/layouts/page-loader';
import { homePathFor, useAuth } from '@/lib/auth';

/** Role gate of seed 000 section 2: loading spinner, then /login, then the user's own home. */
export function RequireRole({ role, children }: { role: UserType; children: ReactNode }) {
  const { isLoading, isLoggedIn, userType } = useAuth();
  if (isLoading) return <PageLoader />;
  if (!isLoggedIn) return <Navigate to="/login" replace />;
  if (userType !== role) return <Navigate to={homePathFor(userType)} replace />;
  return children;
}

/** The login screen is for signed-out users; a signed-in user goes home. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { isLoading, isLoggedIn, userType } = useAuth();
  if (isLoading) return <PageLoader />;
  if (isLoggedIn) return <Navigate to={homePathFor(userType)} replace />;
  return children;
}
