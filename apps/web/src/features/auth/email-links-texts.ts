import en from '@pango/shared/i18n/web/en/email-links.json';
import { defineTexts, useTexts } from '@/lib/i18n/texts';

// The pages an emailed link opens (/verify-email, /confirm-email), English and Kiswahili
// (ADR 044): the applicant reads them in the language of the device, as at signup.
export const emailLinksTexts = defineTexts(en, {
  sw: () => import('@pango/shared/i18n/web/sw/email-links.json'),
});

export const useEmailLinksTexts = () => useTexts(emailLinksTexts);
