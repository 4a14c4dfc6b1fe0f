import { PublicLayout } from '@/components/layouts/public-layout';
import { ResetSuccessPage } from '@/features/auth/components/reset-success-page';

/** /reset-success: goes to /login after 5 s (seed 000 section 2). */
export default function ResetSuccessRoute() {
  return (
    <PublicLayout isNarrow>
      <title>Password Reset Successful · Pango</title>
      <ResetSuccessPage />
    </PublicLayout>
  );
}
