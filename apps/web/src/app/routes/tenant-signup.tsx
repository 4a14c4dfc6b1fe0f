import { PublicLayout } from '@/components/layouts/public-layout';
import { AuthScreen } from '@/features/auth/components/auth-screen';

/** /tenant/signup: the public signup link a landlord shares (?landlord=CODE fills the ID in). */
export default function TenantSignupRoute() {
  const code = new URLSearchParams(window.location.search).get('landlord') ?? undefined;
  return (
    <PublicLayout isNarrow>
      <title>Tenant Sign Up · Pango</title>
      <AuthScreen initialMode="signup" initialUserType="tenant" initialLandlordCode={code} />
    </PublicLayout>
  );
}
