import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { localeOf, type Language } from '@pango/shared';
import { IntlMessageFormat } from 'intl-messageformat';
import { createContext, use, useContext, useMemo, useSyncExternalStore } from 'react';
import { getLanguage, setLanguage, subscribeLanguage } from './language';

// Screen texts through FormatJS (ADR 044). Each screen's catalogue is a JSON file per language in
// packages/shared/src/i18n/web; the build compiles texts with placeholders to ICU syntax trees
// (vite.config.ts, compileMessages), so the browser formats them without FormatJS's parser.
// English ships with the screen's code; another language is a lazy chunk fetched only when chosen.

/** A catalogue as its JSON reads: key -> text (after the build: text, or its syntax tree). */
export type Catalogue = Record<string, string>;
export type TextValues = Record<string, string | number>;
export type Translate<C extends Catalogue> = (key: keyof C & string, values?: TextValues) => string;

type Loader<C> = () => Promise<{ default: C }>;

/**
 * A promise that says whether it has settled, the way React's `use` reads it: a catalogue already
 * here is returned at once, without suspending. `use` is then called on every render, so the
 * hooks after it keep their order when a component suspends and React replays it.
 */
type Tracked<C> = Promise<C> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: C };

function tracked<C>(promise: Promise<C>): Tracked<C> {
  const result: Tracked<C> = promise;
  result.status = 'pending';
  promise.then(
    (value) => Object.assign(result, { status: 'fulfilled', value }),
    () => Object.assign(result, { status: 'rejected' }),
  );
  return result;
}

/** Something with one value per language: English at once, another language from its chunk. */
export type Loadable<T> = {
  readonly en: T;
  /** The value in `language`: at once for English, else its chunk (fetched once). */
  load(language: Language): Tracked<T>;
};

export type Texts<C extends Catalogue> = Loadable<C>;

const everyLoadable = new Set<Loadable<unknown>>();

/**
 * A value per language, English in the importing chunk and Kiswahili lazy, loaded by
 * `switchLanguage` with the screens' texts. `defineTexts` is this for a screen's catalogue.
 */
export function defineLoadable<T>(en: T, others: { sw: Loader<T> }): Loadable<T> {
  const english: Tracked<T> = Object.assign(Promise.resolve(en), {
    status: 'fulfilled' as const,
    value: en,
  });
  const pending: Partial<Record<Language, Tracked<T>>> = { en: english };
  const loadable: Loadable<T> = {
    en,
    load(language) {
      pending[language] ??= tracked(
        others[language as 'sw']().then(
          (module) => module.default,
          (error: unknown) => {
            delete pending[language]; // offline: try again on the next switch
            throw error;
          },
        ),
      );
      return pending[language];
    },
  };
  everyLoadable.add(loadable);
  return loadable;
}

export const defineTexts: <C extends Catalogue>(en: C, others: { sw: Loader<C> }) => Texts<C> =
  defineLoadable;

const formats = new WeakMap<object, Map<string, IntlMessageFormat>>();

function format(
  catalogue: Catalogue,
  language: Language,
  key: string,
  values?: TextValues,
): string {
  const message = catalogue[key] as string | MessageFormatElement[] | undefined;
  if (message === undefined) return key;
  if (typeof message === 'string') return message;
  let cache = formats.get(catalogue);
  if (!cache) formats.set(catalogue, (cache = new Map()));
  let formatter = cache.get(key);
  if (!formatter) cache.set(key, (formatter = new IntlMessageFormat(message, localeOf(language))));
  return String(formatter.format(values));
}

/**
 * A part of the app that speaks one language whatever the choice: the landlord area stays English
 * in this issue (its texts go through the same functions, ready for a catalogue of their own).
 */
export const FixedLanguage = createContext<Language | null>(null);

/** The language the screens speak now; re-renders when it changes. */
export function useLanguage(): Language {
  const fixed = useContext(FixedLanguage);
  const chosen = useSyncExternalStore(subscribeLanguage, getLanguage, getLanguage);
  return fixed ?? chosen;
}

/**
 * A loadable's value in the current language. Suspends like `useTexts` while another language's
 * chunk is on its way.
 */
export function useLoaded<T>(loadable: Loadable<T>): T {
  const language = useLanguage();
  return use<T>(loadable.load(language) as Promise<T>);
}

/**
 * `t(key, values)` for a screen's texts in the current language. While another language's
 * catalogue is still on its way the component suspends (the nearest <Suspense> shows).
 */
export function useTexts<C extends Catalogue>(texts: Texts<C>): Translate<C> {
  const language = useLanguage();
  const catalogue = use<C>(texts.load(language) as Promise<C>);
  return useMemo(() => translator(texts, catalogue, language), [catalogue, language, texts]);
}

/** `t` over `catalogue` in `language`; a key it lacks is said in English. */
function translator<C extends Catalogue>(
  texts: Texts<C>,
  catalogue: C,
  language: Language,
): Translate<C> {
  return (key, values) =>
    key in catalogue
      ? format(catalogue, language, key, values)
      : format(texts.en, 'en', key, values);
}

/**
 * `t(key, values)` that never suspends: the current language's texts when they are already here,
 * else English until they are (switchLanguage loads every catalogue before switching, so this is
 * rare). For what renders outside any screen's Suspense boundary: the toaster at the app's root,
 * whose suspending hung the whole tree in tests.
 */
export function useTextsNow<C extends Catalogue>(texts: Texts<C>): Translate<C> {
  const language = useLanguage();
  const loading = texts.load(language);
  const isHere = loading.status === 'fulfilled' && loading.value !== undefined;
  const catalogue = isHere ? loading.value! : texts.en;
  const shown = isHere ? language : 'en';
  return useMemo(() => translator(texts, catalogue, shown), [catalogue, shown, texts]);
}

/**
 * Switches the app to `language` once the texts of the screens already opened are loaded, so the
 * screen on view changes language at once rather than showing a loader.
 */
export async function switchLanguage(language: Language): Promise<void> {
  await Promise.all([...everyLoadable].map((loadable) => loadable.load(language)));
  setLanguage(language);
}
