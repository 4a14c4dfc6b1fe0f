import { PublicLayout } from '@/components/layouts/public-layout';
import { ForgotPasswordPage } from '@/features/auth/components/forgot-password-page';

/** /forgot-password (seed 000 section 2): open to everyone, signed in or not. */
export default function ForgotPasswordRoute() {
  return (
    <PublicLayout isNarrow>
      <title>Forgot Password · Pango</title>
      <ForgotPasswordPage />
    </PublicLayout>
  );
}
