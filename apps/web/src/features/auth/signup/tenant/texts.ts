import en from '@pango/shared/i18n/web/en/signup.json';
import { defineTexts, useTexts } from '@/lib/i18n/texts';

// The tenant signup's texts, English and Kiswahili (packages/shared/src/i18n/web, ADR 044). Only
// the welcome step and the step titles so far; the later steps are still English.
export const signupTexts = defineTexts(en, {
  sw: () => import('@pango/shared/i18n/web/sw/signup.json'),
});

export const useSignupTexts = () => useTexts(signupTexts);
