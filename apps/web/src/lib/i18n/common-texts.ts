import en from '@pango/shared/i18n/web/en/common.json';
import { defineTexts, useTexts } from './texts';

// What the tenant shell, the language switch and shared buttons say (ADR 044).
export const commonTexts = defineTexts(en, {
  sw: () => import('@pango/shared/i18n/web/sw/common.json'),
});

export const useCommonTexts = () => useTexts(commonTexts);
