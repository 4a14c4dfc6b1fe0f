import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../language.js';

// The web's texts, one JSON file per screen and language (ADR 044). Every key must exist in
// every language with the same placeholders, and every text must be a valid ICU message: the
// web compiles them at build time and a broken one would fail only there.
const DIR = path.dirname(fileURLToPath(import.meta.url));
const read = (language: string, file: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(DIR, language, file), 'utf8')) as Record<string, string>;
const filesOf = (language: string) =>
  readdirSync(path.join(DIR, language))
    .filter((f) => f.endsWith('.json'))
    .sort();

/** The argument names a message reads ({amount}, {count, plural, ...}), nested ones too. */
function placeholdersOf(message: string): string[] {
  const names = new Set<string>();
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      names.add(element.value);
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        for (const option of Object.values(element.options)) visit(option.value);
      }
      if (element.type === TYPE.tag) visit(element.children);
    }
  };
  visit(parse(message, { ignoreTag: true }));
  return [...names].sort();
}

describe('web catalogues', () => {
  const files = filesOf('en');

  it('has the same screens in every language', () => {
    expect(files.length).toBeGreaterThan(0);
    for (const language of LANGUAGES) expect(filesOf(language)).toEqual(files);
  });

  it.each(files)('%s: every key in both languages, with the same placeholders', (file) => {
    const catalogues = LANGUAGES.map((language) => ({ language, texts: read(language, file) }));
    const [english] = catalogues;
    for (const { language, texts } of catalogues) {
      const missing = Object.keys(english!.texts).filter((key) => !(key in texts));
      const extra = Object.keys(texts).filter((key) => !(key in english!.texts));
      expect({ language, missing, extra }).toEqual({ language, missing: [], extra: [] });
      for (const [key, text] of Object.entries(texts)) {
        expect(text.trim(), `${language}/${file} ${key} is empty`).not.toBe('');
        expect({ key, placeholders: placeholdersOf(text) }).toEqual({
          key,
          placeholders: placeholdersOf(english!.texts[key]!),
        });
      }
    }
  });

  it('reads the placeholders of plain, plural and nested messages', () => {
    expect(placeholdersOf('Pay {amount} by {date}')).toEqual(['amount', 'date']);
    expect(placeholdersOf('{count, plural, one {# day} other {# days to {date}}}')).toEqual([
      'count',
      'date',
    ]);
    expect(placeholdersOf('No placeholders')).toEqual([]);
  });
});
