import en from '@pango/shared/i18n/web/en/ui.json';
import { defineTexts, useTexts, useTextsNow } from '@/lib/i18n/texts';

// The shared components' own words (dialog close, toast dismiss), English and Kiswahili (ADR 044).
// A catalogue of their own: the components load lazily, so the first load does not carry it.
export const uiTexts = defineTexts(en, {
  sw: () => import('@pango/shared/i18n/web/sw/ui.json'),
});

export const useUiTexts = () => useTexts(uiTexts);

/** The same words without suspending, for the toaster at the app's root. */
export const useUiTextsNow = () => useTextsNow(uiTexts);
