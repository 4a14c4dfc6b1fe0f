import { PublicLayout } from '@/components/layouts/public-layout';
import { AuthScreen } from '@/features/auth/components/auth-screen';

export default function LoginRoute() {
  return (
    <PublicLayout isNarrow>
      <title>Sign in · Pango</title>
      <AuthScreen />
    </PublicLayout>
  );
}
