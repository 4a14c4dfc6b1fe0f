import { lazy, Suspense } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { PageLoader } from '@/components/layouts/page-loader';
import { PublicLayout } from '@/components/layouts/public-layout';
import { ConfirmEmailChangePage } from '@/features/auth/components/confirm-email-change-page';
import { VerifyEmailPage } from '@/features/auth/components/verify-email-page';
import { useEmailLinksTexts } from '@/features/auth/email-links-texts';
import { FixedLanguage } from '@/lib/i18n/texts';

// The team invitation's form (issue 23) brings the form library: its own chunk.
const TeamAcceptPage = lazy(() =>
  import('@/features/auth/components/team-accept-page').then((m) => ({
    default: m.TeamAcceptPage,
  })),
);

/**
 * The pages an emailed link opens: /verify-email?token= (an applicant confirms their email, ADR
 * 019) and /confirm-email?token= (a new account email, issue 17 item 6). One lazy chunk for both
 * keeps the start-up route table small (/tenant's first-load budget, ADR 016); so does
 * /team/accept?token= (a team member's invitation, issue 23).
 */
export default function EmailLinkRoute() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const t = useEmailLinksTexts();
  if (pathname.startsWith('/team/')) {
    return (
      <PublicLayout isNarrow>
        <title>Join the Team · Pango</title>
        <Suspense fallback={<PageLoader />}>
          {/* A team member joins the landlord side, which stays English (ADR 044). */}
          <FixedLanguage value="en">
            <TeamAcceptPage key={token ?? ''} token={token} />
          </FixedLanguage>
        </Suspense>
      </PublicLayout>
    );
  }
  const isApplication = pathname.startsWith('/verify-email');
  return (
    <PublicLayout isNarrow>
      <title>{isApplication ? t('pageTitle.verify') : t('pageTitle.change')}</title>
      {isApplication ? (
        <VerifyEmailPage token={token} />
      ) : (
        <ConfirmEmailChangePage key={token ?? ''} token={token} />
      )}
    </PublicLayout>
  );
}
