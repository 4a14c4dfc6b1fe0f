import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { PublicLayout } from '@/components/layouts/public-layout';
import { AuthScreen } from '@/features/auth/components/auth-screen';
import { homePathFor, useAuth } from '@/lib/auth';
import { hasStoredTokens } from '@/lib/session';

/**
 * /tenant/signup: the public signup link a landlord shares (?landlord=CODE fills the ID in; a
 * vacancy page's Apply link adds &unit=<unit id> to choose the room, ADR 032).
 */
export default function TenantSignupRoute() {
  const [searchParams] = useSearchParams();
  const code = searchParams.get('landlord')?.trim() || undefined;
  const unit = searchParams.get('unit')?.trim() || undefined;
  const { isLoggedIn, userType } = useAuth();
  // A landlord may open their own link while signed in; only someone who signs in here (after
  // "Go to Login") is taken home, as on /login.
  const [openedSignedIn] = useState(hasStoredTokens);
  if (isLoggedIn && !openedSignedIn) return <Navigate to={homePathFor(userType)} replace />;
  return (
    <PublicLayout isNarrow>
      <title>Tenant Sign Up · Pango</title>
      <AuthScreen
        initialMode="signup"
        initialUserType="tenant"
        initialLandlordCode={code}
        initialUnitCode={unit}
      />
    </PublicLayout>
  );
}
