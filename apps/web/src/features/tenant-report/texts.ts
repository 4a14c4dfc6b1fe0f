import en from '@pango/shared/i18n/web/en/report.json';
import { defineTexts, useTexts } from '@/lib/i18n/texts';

// Report an Issue's texts, English and Kiswahili (packages/shared/src/i18n/web, ADR 044). The
// terms themselves and the server's error lines are still English only.
export const reportTexts = defineTexts(en, {
  sw: () => import('@pango/shared/i18n/web/sw/report.json'),
});

export const useReportTexts = () => useTexts(reportTexts);
