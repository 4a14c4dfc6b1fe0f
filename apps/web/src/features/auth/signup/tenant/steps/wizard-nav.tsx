import { Button } from '@/components/ui/button';
import { useSignupTexts } from '../texts';

type WizardNavProps = {
  onBack?: () => void;
  /** null shows Back only (the deposit step, which cannot be passed yet). */
  continueLabel?: string | null;
  isBusy?: boolean;
};

/** Back and Continue at the foot of a step; Continue submits the step's form. */
export function WizardNav({ onBack, continueLabel, isBusy = false }: WizardNavProps) {
  const t = useSignupTexts();
  return (
    <div className="tenant-signup__nav">
      {onBack && (
        <Button variant="secondary" onClick={onBack}>
          {t('nav.back')}
        </Button>
      )}
      {continueLabel !== null && (
        <Button type="submit" isBusy={isBusy}>
          {continueLabel ?? t('nav.continue')}
        </Button>
      )}
    </div>
  );
}

/** The step's title; the wizard moves focus here when the step changes. */
export function StepHeading({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="tenant-signup__title" tabIndex={-1}>
      {children}
    </h2>
  );
}
