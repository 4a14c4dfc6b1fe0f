// The languages Pango speaks to tenants (issue 25 item 6): English and Kiswahili. One list both
// sides read: the web's catalogues, the API's emails and SMS, the tenant's stored choice.
import { formatKsh } from './format.js';

export const LANGUAGES = ['en', 'sw'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The names a language is offered under, each in itself (a reader finds their own). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', sw: 'Kiswahili' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The BCP 47 locale for dates and numbers: Kenyan English or Kenyan Kiswahili. */
export function localeOf(language: Language): 'en-KE' | 'sw-KE' {
  return language === 'sw' ? 'sw-KE' : 'en-KE';
}

/**
 * The language a new visitor gets before choosing: Kiswahili when the browser's first preferred
 * language is Swahili (sw, sw-KE, sw-TZ ...), else English.
 */
export function languageFromBrowser(preferred: readonly string[] | undefined): Language {
  const first = preferred?.[0]?.toLowerCase() ?? '';
  return first === 'sw' || first.startsWith('sw-') ? 'sw' : DEFAULT_LANGUAGE;
}

// Short month names spelled here, as format.ts does for English: ICU's sw data differs between
// Node and browser builds, and a tenant must read the same date in the app, the email and the SMS.
const MONTHS: Record<Language, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  sw: ['Jan', 'Feb', 'Mac', 'Apr', 'Mei', 'Jun', 'Jul', 'Ago', 'Sep', 'Okt', 'Nov', 'Des'],
};
const NAIROBI_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Nairobi',
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
});

/** "2025-03-05" (or an instant, read in Nairobi) as "5 Mar 2025" / "5 Mac 2025". */
export function formatDateIn(
  value: string | Date | null | undefined,
  language: Language,
  empty = '',
): string {
  if (!value) return empty;
  const months = MONTHS[language];
  if (typeof value === 'string') {
    const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (plain) return `${Number(plain[3])} ${months[Number(plain[2]) - 1]} ${plain[1]}`;
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return empty;
  const parts = Object.fromEntries(NAIROBI_PARTS.formatToParts(date).map((p) => [p.type, p.value]));
  return `${Number(parts.day)} ${months[Number(parts.month) - 1]} ${parts.year}`;
}

/** Amounts read "KSh 2,500" in both languages: that is how Kenyan Kiswahili writes them too. */
export function formatKshIn(amount: number, _language: Language): string {
  return formatKsh(amount);
}
