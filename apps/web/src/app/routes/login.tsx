import { useLocation } from 'react-router-dom';
import { PublicLayout } from '@/components/layouts/public-layout';
import { AuthScreen } from '@/features/auth/components/auth-screen';

/** Location state a page that sends here may set (the team invitation: landlord tab, a notice). */
type LoginState = { userType?: 'landlord'; notice?: string } | null;

export default function LoginRoute() {
  const state = useLocation().state as LoginState;
  return (
    <PublicLayout isNarrow>
      <title>Sign in · Pango</title>
      <AuthScreen initialUserType={state?.userType} initialNotice={state?.notice} />
    </PublicLayout>
  );
}
