import en from '@pango/shared/i18n/web/en/dashboard.json';
import { defineTexts, useTexts } from '@/lib/i18n/texts';

// The tenant dashboard's texts (seed 002 section 2 names the parts), English and Kiswahili
// (packages/shared/src/i18n/web, ADR 044).
export const dashboardTexts = defineTexts(en, {
  sw: () => import('@pango/shared/i18n/web/sw/dashboard.json'),
});

export const useDashboardTexts = () => useTexts(dashboardTexts);
