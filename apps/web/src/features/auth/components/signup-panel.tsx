import type { UserType } from '@pango/shared';
import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import type { SignupWizardProps } from '../signup/common/signup-wizard-props';

// The wizards (and the form library) load only when someone opens Sign Up: /login stays small.
const LandlordSignup = lazy(() => import('../signup/landlord/landlord-signup'));
const TenantSignup = lazy(() => import('../signup/tenant/tenant-signup'));

type SignupPanelProps = SignupWizardProps & { userType: UserType };

export function SignupPanel({ userType, ...props }: SignupPanelProps) {
  return (
    <Suspense fallback={<Spinner label="Loading..." />}>
      {userType === 'landlord' ? <LandlordSignup {...props} /> : <TenantSignup {...props} />}
    </Suspense>
  );
}
