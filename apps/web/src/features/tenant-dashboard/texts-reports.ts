import en from '@pango/shared/i18n/web/en/my-reports.json';
import { defineTexts, useTexts } from '@/lib/i18n/texts';

// My Reports' values (status, priority, category), English and Kiswahili (ADR 044). Apart from
// dashboard.json: the list is a lazy part of the tenant home, and /tenant's first load has no
// room to spare (ADR 016).
export const myReportsTexts = defineTexts(en, {
  sw: () => import('@pango/shared/i18n/web/sw/my-reports.json'),
});

export type MyReportsKey = keyof typeof en;

export const useMyReportsTexts = () => useTexts(myReportsTexts);
