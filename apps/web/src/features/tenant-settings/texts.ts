import en from '@pango/shared/i18n/web/en/settings.json';
import { defineTexts, useTexts } from '@/lib/i18n/texts';

// Tenant Settings' texts, English and Kiswahili (packages/shared/src/i18n/web, ADR 044). The
// spec's result messages (TENANT_PORTAL_MESSAGES, SETTINGS_MESSAGES, ...) are English strings
// shown through Field, Alert or useMessageText (messages.json).
export const settingsTexts = defineTexts(en, {
  sw: () => import('@pango/shared/i18n/web/sw/settings.json'),
});

export type SettingsKey = keyof typeof en & string;

export const useSettingsTexts = () => useTexts(settingsTexts);
