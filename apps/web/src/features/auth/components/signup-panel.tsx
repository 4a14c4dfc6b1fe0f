import type { UserType } from '@pango/shared';
import { Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useCommonTexts } from '@/lib/i18n/common-texts';
import { FixedLanguage } from '@/lib/i18n/texts';
import { lazyWithQueries } from '@/lib/lazy-with-queries';
import type { SignupWizardProps } from '../signup/common/signup-wizard-props';

// The wizards (with the form library and TanStack Query) load only when someone opens Sign Up:
// /login stays small.
const LandlordSignup = lazyWithQueries(() => import('../signup/landlord/landlord-signup'));
const TenantSignup = lazyWithQueries(() => import('../signup/tenant/tenant-signup'));

type SignupPanelProps = SignupWizardProps & { userType: UserType };

export function SignupPanel({ userType, ...props }: SignupPanelProps) {
  const common = useCommonTexts();
  return (
    <Suspense fallback={<Spinner label={common('loading')} />}>
      {/* The landlord side stays English (ADR 044), its shared fields' errors too. */}
      {userType === 'landlord' ? (
        <FixedLanguage value="en">
          <LandlordSignup {...props} />
        </FixedLanguage>
      ) : (
        <TenantSignup {...props} />
      )}
    </Suspense>
  );
}
