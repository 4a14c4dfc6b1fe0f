import { isLanguage, languageFromBrowser, type Language } from '@pango/shared';

// The language the screens speak (issue 25 item 6, ADR 044). Before sign-in it is the visitor's
// stored choice, else the browser's; after sign-in a tenant's own choice (me.language) wins
// (language-sync.tsx). The choice is kept on the device so the next visit starts in it.
export const LANGUAGE_KEY = 'pango.language';

type Listener = () => void;
const listeners = new Set<Listener>();

function stored(): Language | null {
  try {
    const value = window.localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null; // storage disabled
  }
}

function initial(): Language {
  return (
    stored() ?? languageFromBrowser(typeof navigator === 'undefined' ? [] : navigator.languages)
  );
}

let current: Language = initial();
if (typeof document !== 'undefined') document.documentElement.lang = current;

export function getLanguage(): Language {
  return current;
}

export function subscribeLanguage(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Switches every screen to `language` and remembers it on this device. */
export function setLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Storage full or disabled: the choice lasts for this page.
  }
  if (language === current) return;
  current = language;
  document.documentElement.lang = language;
  listeners.forEach((listener) => listener());
}

/** Tests: back to the stored choice or the browser's language. */
export function resetLanguageForTests(): void {
  current = initial();
  listeners.forEach((listener) => listener());
}
