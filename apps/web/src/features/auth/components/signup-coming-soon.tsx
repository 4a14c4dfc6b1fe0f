import type { UserType } from '@pango/shared';
import { useId } from 'react';
import { USER_TYPE_LABELS } from './user-type-labels';

type SignupComingSoonProps = { userType: UserType };

/** The Welcome step of sign up. The step-by-step registration comes with a later issue. */
export function SignupComingSoon({ userType }: SignupComingSoonProps) {
  const titleId = useId();
  return (
    <section className="auth-form" aria-labelledby={titleId}>
      <h2 id={titleId} className="auth-form__title">
        {USER_TYPE_LABELS[userType]} Sign Up
      </h2>
      <p className="muted">
        Online sign up is coming soon. Tenants: ask your landlord for your landlord ID in the
        meantime.
      </p>
    </section>
  );
}
