import en from '@pango/shared/i18n/web/en/auth.json';
import { defineTexts, useTexts } from '@/lib/i18n/texts';

// The sign-in screen's texts, English and Kiswahili (packages/shared/src/i18n/web, ADR 044): a
// visitor reads it in their stored or browser language. The spec's sign-in errors are English.
export const authTexts = defineTexts(en, {
  sw: () => import('@pango/shared/i18n/web/sw/auth.json'),
});

export const useAuthTexts = () => useTexts(authTexts);
