import { useSearchParams } from 'react-router-dom';
import { PublicLayout } from '@/components/layouts/public-layout';
import { VerifyEmailPage } from '@/features/auth/components/verify-email-page';

/** /verify-email?token=: the applicant confirms their email (docs/decisions/019). */
export default function VerifyEmailRoute() {
  const [searchParams] = useSearchParams();
  return (
    <PublicLayout isNarrow>
      <title>Confirm Your Email · Pango</title>
      <VerifyEmailPage token={searchParams.get('token')} />
    </PublicLayout>
  );
}
