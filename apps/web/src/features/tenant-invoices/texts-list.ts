import en from '@pango/shared/i18n/web/en/invoices.json';
import { defineTexts, useTexts } from '@/lib/i18n/texts';

// The tenant's invoices list (issue 20 item 5), English and Kiswahili (ADR 044).
export const listTexts = defineTexts(en, {
  sw: () => import('@pango/shared/i18n/web/sw/invoices.json'),
});

export const useListTexts = () => useTexts(listTexts);
