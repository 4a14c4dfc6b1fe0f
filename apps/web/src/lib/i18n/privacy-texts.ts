import en from '@pango/shared/i18n/web/en/privacy.json';
import { defineTexts, useTexts } from './texts';

// What Pango tells a tenant about their data, English and Kiswahili (ADR 044): the privacy page
// and the signup's notice read the same words (catalogues.test.ts pins the English to
// packages/shared privacy.ts).
export const privacyTexts = defineTexts(en, {
  sw: () => import('@pango/shared/i18n/web/sw/privacy.json'),
});

export type PrivacyKey = keyof typeof en & string;

export const usePrivacyTexts = () => useTexts(privacyTexts);
