import en from '@pango/shared/i18n/web/en/signup.json';
import { defineTexts, useTexts } from '@/lib/i18n/texts';

// The tenant signup's texts, English and Kiswahili (packages/shared/src/i18n/web, ADR 044): every
// step and the success view; the shared sentences (errors, results) go through Field and Alert.
// The standard room types go through useMessageText (messages.json roomTypeLabel.*).
export const signupTexts = defineTexts(en, {
  sw: () => import('@pango/shared/i18n/web/sw/signup.json'),
});

export type SignupKey = keyof typeof en & string;

export const useSignupTexts = () => useTexts(signupTexts);
