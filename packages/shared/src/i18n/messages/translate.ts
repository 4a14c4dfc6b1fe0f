import { DEFAULT_LANGUAGE, type Language } from '../../language.js';
import { MONTH_NAMES } from '../../month-names.js';
import { en, type MessageKey } from './en.js';
import { sw } from './sw.js';

// The catalogues of the tenant's emails and SMS (ADR 045) and the one way to read them. The API
// composes every tenant-facing mail and text through translate(); English is the fallback.

export type { MessageKey } from './en.js';
export const MESSAGE_CATALOGUES: Record<Language, Record<MessageKey, string>> = { en, sw };

/** The {names} a catalogue string takes: translate() asks for exactly these. */
type PlaceholdersOf<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PlaceholdersOf<Rest>
  : never;
export type MessageParams<K extends MessageKey> = Record<
  PlaceholdersOf<(typeof en)[K]>,
  string | number
>;

/** The placeholder names of a catalogue string, in order (the parity test compares them). */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
}

/** The parameters translate() takes after the key: none, or exactly the key's placeholders. */
export type TranslateParams<K extends MessageKey> = [PlaceholdersOf<(typeof en)[K]>] extends [never]
  ? []
  : [MessageParams<K>];

/** `key` in `language`, its {placeholders} filled; one not given stays as written. */
export function translate<K extends MessageKey>(
  language: Language,
  key: K,
  ...[params]: TranslateParams<K>
): string {
  const text = MESSAGE_CATALOGUES[language]?.[key] ?? MESSAGE_CATALOGUES[DEFAULT_LANGUAGE][key];
  if (!params) return text;
  const values = params as Record<string, string | number>;
  return text.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : match,
  );
}

/** A catalogue string as written, placeholders unfilled (texts filled later, like templates). */
export const catalogueText = (language: Language, key: MessageKey): string =>
  MESSAGE_CATALOGUES[language]?.[key] ?? MESSAGE_CATALOGUES[DEFAULT_LANGUAGE][key];

/** translate() with the language fixed: `const t = translatorFor(language)` in a composer. */
export function translatorFor(language: Language) {
  return <K extends MessageKey>(key: K, ...params: TranslateParams<K>): string =>
    translate(language, key, ...params);
}

/**
 * The language a tenant's messages go in: the landlord's choice for this tenant when they made
 * one, else the tenant's own (issue 25 item 6). The one place this rule lives.
 */
export function messageLanguageOf(tenant: {
  language: Language;
  messageLanguage: Language | null;
}): Language {
  return tenant.messageLanguage ?? tenant.language;
}

// Full month names for periods ("November 2026"), which formatDateIn's short names do not cover;
// English is the list receipts and letters already use (month-names.ts).
const FULL_MONTHS: Record<Language, readonly string[]> = {
  en: MONTH_NAMES,
  sw: [
    'Januari',
    'Februari',
    'Machi',
    'Aprili',
    'Mei',
    'Juni',
    'Julai',
    'Agosti',
    'Septemba',
    'Oktoba',
    'Novemba',
    'Desemba',
  ],
};

/** The month (0-11) by its full name in `language`. */
export const fullMonthIn = (monthIndex: number, language: Language): string =>
  FULL_MONTHS[language][monthIndex] ?? '';
