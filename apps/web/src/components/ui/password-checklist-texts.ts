import en from '@pango/shared/i18n/web/en/password.json';
import { defineTexts, useTexts } from '@/lib/i18n/texts';

// The password checklist's words, English and Kiswahili (ADR 044): its rules are PASSWORD_RULES'
// labels (catalogues.test.ts pins them). Under FixedLanguage en in the landlord area.
export const passwordTexts = defineTexts(en, {
  sw: () => import('@pango/shared/i18n/web/sw/password.json'),
});

export const usePasswordTexts = () => useTexts(passwordTexts);
