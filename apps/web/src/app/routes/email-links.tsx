import { useLocation, useSearchParams } from 'react-router-dom';
import { PublicLayout } from '@/components/layouts/public-layout';
import { ConfirmEmailChangePage } from '@/features/auth/components/confirm-email-change-page';
import { VerifyEmailPage } from '@/features/auth/components/verify-email-page';

/**
 * The pages an emailed link opens: /verify-email?token= (an applicant confirms their email, ADR
 * 019) and /confirm-email?token= (a new account email, issue 17 item 6). One lazy chunk for both
 * keeps the start-up route table small (/tenant's first-load budget, ADR 016).
 */
export default function EmailLinkRoute() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const isApplication = pathname.startsWith('/verify-email');
  return (
    <PublicLayout isNarrow>
      <title>
        {isApplication ? 'Confirm Your Email · Pango' : 'Confirm Your New Email · Pango'}
      </title>
      {isApplication ? (
        <VerifyEmailPage token={token} />
      ) : (
        <ConfirmEmailChangePage key={token ?? ''} token={token} />
      )}
    </PublicLayout>
  );
}
