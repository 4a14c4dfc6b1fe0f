import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { useSignupTexts } from '../texts';
import { StepHeading } from './wizard-nav';

/** Step 1: what the tenant needs before starting. */
export function WelcomeStep({ onStart }: { onStart: () => void }) {
  const t = useSignupTexts();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <StepHeading id={titleId}>{t('welcome.title')}</StepHeading>
      <p>{t('welcome.intro')}</p>
      <p className="tenant-signup__subtitle">{t('welcome.needs')}</p>
      <ul className="tenant-signup__list">
        <li>{t('welcome.landlordId')}</li>
        <li>{t('welcome.nationalId')}</li>
        <li>{t('welcome.idDocument')}</li>
      </ul>
      <Button isBlock onClick={onStart}>
        {t('welcome.start')}
      </Button>
    </section>
  );
}
