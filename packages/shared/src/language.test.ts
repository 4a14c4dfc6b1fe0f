import { describe, expect, it } from 'vitest';
import {
  formatDateIn,
  formatKshIn,
  isLanguage,
  languageFromBrowser,
  localeOf,
} from './language.js';

describe('language', () => {
  it.each([
    [['sw-KE', 'en'], 'sw'],
    [['sw'], 'sw'],
    [['SW-tz'], 'sw'],
    [['en-KE', 'sw'], 'en'],
    [['swe'], 'en'],
    [[], 'en'],
    [undefined, 'en'],
  ] as const)('the browser preferring %j gets %s', (preferred, expected) => {
    expect(languageFromBrowser(preferred)).toBe(expected);
  });

  it('knows only English and Kiswahili', () => {
    expect(isLanguage('sw')).toBe(true);
    expect(isLanguage('fr')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
    expect(localeOf('sw')).toBe('sw-KE');
    expect(localeOf('en')).toBe('en-KE');
  });

  it.each([
    ['2025-03-05', 'en', '5 Mar 2025'],
    ['2025-03-05', 'sw', '5 Mac 2025'],
    ['2025-08-31', 'sw', '31 Ago 2025'],
    ['2025-12-31T21:30:00Z', 'sw', '1 Jan 2026'],
    ['2025-12-31T20:30:00Z', 'en', '31 Dec 2025'],
  ] as const)('%s in %s reads %s', (value, language, expected) => {
    expect(formatDateIn(value, language)).toBe(expected);
  });

  it('writes money the same way in both', () => {
    expect(formatKshIn(12500, 'sw')).toBe('KSh 12,500');
    expect(formatKshIn(12500, 'en')).toBe('KSh 12,500');
  });
});
