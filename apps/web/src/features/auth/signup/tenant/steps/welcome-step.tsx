import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { StepHeading } from './wizard-nav';

/** Step 1: what the tenant needs before starting. */
export function WelcomeStep({ onStart }: { onStart: () => void }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <StepHeading id={titleId}>Tenant Sign Up</StepHeading>
      <p>Register under your landlord, choose your room and create your account.</p>
      <p className="tenant-signup__subtitle">What you need</p>
      <ul className="tenant-signup__list">
        <li>Your landlord ID (your landlord can give it to you or share a sign-up link)</li>
        <li>Your national ID number</li>
        <li>Optionally, a photo or PDF of your government ID (you can also upload it later)</li>
      </ul>
      <Button isBlock onClick={onStart}>
        Get Started
      </Button>
    </section>
  );
}
