import type { SignupWizardProps } from '../common/signup-wizard-props';

/** Landlord signup, 4 steps (seed 000 section 2). */
export default function LandlordSignup(_props: SignupWizardProps) {
  return <p className="muted">Landlord sign up is being built.</p>;
}
