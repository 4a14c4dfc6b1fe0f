import en from '@pango/shared/i18n/web/en/report.json';
import { defineTexts, useTexts } from '@/lib/i18n/texts';

// Report an Issue's texts, English and Kiswahili (packages/shared/src/i18n/web, ADR 044), the
// terms too (terms.<section>.<paragraph>; the English is TERMS_SECTIONS, pinned by
// catalogues.test.ts). The server's error lines go through useMessageText.
export const reportTexts = defineTexts(en, {
  sw: () => import('@pango/shared/i18n/web/sw/report.json'),
});

export type ReportKey = keyof typeof en & string;

export const useReportTexts = () => useTexts(reportTexts);
