import { SignupSubscriptionPage } from '@/features/subscription-payment/components/signup-subscription-page';
import { FixedLanguage } from '@/lib/i18n/texts';

/**
 * /payments/subscribe: the subscription payment started at landlord signup (seed 000 section 2).
 * The landlord side, English whatever the device's language (ADR 044).
 */
export default function PaymentsSubscribeRoute() {
  return (
    <FixedLanguage value="en">
      <SignupSubscriptionPage />
    </FixedLanguage>
  );
}
