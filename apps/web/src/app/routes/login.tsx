import { useLocation } from 'react-router-dom';
import { PublicLayout } from '@/components/layouts/public-layout';
import { AuthScreen } from '@/features/auth/components/auth-screen';
import { useAuthTexts } from '@/features/auth/texts';

/** Location state a page that sends here may set (the team invitation: landlord tab, a notice). */
type LoginState = { userType?: 'landlord'; notice?: string } | null;

export default function LoginRoute() {
  const state = useLocation().state as LoginState;
  const t = useAuthTexts();
  return (
    <PublicLayout isNarrow>
      <title>{t('title')}</title>
      <AuthScreen initialUserType={state?.userType} initialNotice={state?.notice} />
    </PublicLayout>
  );
}
