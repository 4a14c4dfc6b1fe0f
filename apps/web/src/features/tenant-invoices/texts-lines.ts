import en from '@pango/shared/i18n/web/en/invoice-lines.json';
import { defineTexts, useTexts } from '@/lib/i18n/texts';

// The month's lines (issue 20 item 6), English and Kiswahili (packages/shared/src/i18n/web, ADR
// 044). Apart from the list's texts: the two components load in different chunks, and a shared
// file would be a third.
export const linesTexts = defineTexts(en, {
  sw: () => import('@pango/shared/i18n/web/sw/invoice-lines.json'),
});

export const useLinesTexts = () => useTexts(linesTexts);
