import type { SignupWizardProps } from '../common/signup-wizard-props';

/** Tenant signup, 6 steps (seed 000 section 2). */
export default function TenantSignup(_props: SignupWizardProps) {
  return <p className="muted">Tenant sign up is being built.</p>;
}
