import { LIMITS } from '@pango/shared';
import { Button } from '@/components/ui/button';
import { StepHeading } from './step-heading';

type WelcomeStepProps = { shouldFocusHeading: boolean; onStart: () => void };

/** Step 1: what the signup asks for, before any typing. */
export function WelcomeStep({ shouldFocusHeading, onStart }: WelcomeStepProps) {
  return (
    <div className="landlord-signup__form">
      <StepHeading shouldFocus={shouldFocusHeading}>Landlord Sign Up</StepHeading>
      <p>
        Manage your rental properties, tenants and rent payments in one place. Setting up takes a
        few minutes and starts with a {LIMITS.freeTrialDays}-day free trial.
      </p>
      <p className="landlord-signup__subtitle">You will need:</p>
      <ul className="landlord-signup__list">
        <li>Your full name, national ID, email and phone number</li>
        <li>Your main property address (and optionally your M-Pesa till number and website)</li>
        <li>Each property&apos;s name and address, and its units with their room type and rent</li>
      </ul>
      <div className="landlord-signup__actions">
        <Button isBlock onClick={onStart}>
          Get Started
        </Button>
      </div>
    </div>
  );
}
