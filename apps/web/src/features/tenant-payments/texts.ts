import en from '@pango/shared/i18n/web/en/payments.json';
import { defineTexts, useTexts } from '@/lib/i18n/texts';

// The Payment Center's texts, English and Kiswahili (packages/shared/src/i18n/web, ADR 044). The
// payment status panel, the M-Pesa steps and PAYMENT_MESSAGES are still English only.
export const paymentsTexts = defineTexts(en, {
  sw: () => import('@pango/shared/i18n/web/sw/payments.json'),
});

export const usePaymentsTexts = () => useTexts(paymentsTexts);
