import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { formatDateIn, localeOf } from '@pango/shared';
import en from '@pango/shared/i18n/web/en/messages.json';
import sw from '@pango/shared/i18n/web/sw/messages.json';
import { IntlMessageFormat } from 'intl-messageformat';
import type { MessageText } from './message-texts';

// The Kiswahili of the shared sentences, found by their English (message-texts.ts). The build
// turns texts with placeholders into syntax trees (vite.config.ts, compileMessages); a sentence
// with values ("Use at most {max} characters", "{days, plural, one {# day} other {# days}}") is
// matched as a pattern and its values are carried into the Kiswahili. A value named `date` is a
// date as the shared sentences write it ("5 Mar 2025") and is written again in Kiswahili.

type Text = string | MessageFormatElement[];

// FormatJS's element types (TYPE in @formatjs/icu-messageformat-parser).
const LITERAL = 0;
const ARGUMENT = 1;
const PLURAL = 6;
const POUND = 7;

const ENGLISH_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];
const DATE = '(\\d{1,2} [A-Z][a-z]{2} \\d{4})';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The elements of a text: the build's tree, or a plain `{name}` template read here (tests). */
function elementsOf(text: Text): MessageFormatElement[] {
  if (typeof text !== 'string') return text;
  return text
    .split(/(\{\w+\})/)
    .filter(Boolean)
    .map((part) =>
      /^\{\w+\}$/.test(part)
        ? ({ type: ARGUMENT, value: part.slice(1, -1) } as MessageFormatElement)
        : ({ type: LITERAL, value: part } as MessageFormatElement),
    );
}

/** "5 Mar 2025" -> "5 Mac 2025". */
function dateInKiswahili(english: string): string {
  const [day, month, year] = english.split(' ');
  const index = ENGLISH_MONTHS.indexOf(month!);
  if (index < 0) return english;
  const iso = `${year}-${String(index + 1).padStart(2, '0')}-${day!.padStart(2, '0')}`;
  return formatDateIn(iso, 'sw');
}

type Pattern = { match: RegExp; groups: string[]; key: string };

/** A regular expression source for the elements, and the value name of each capture group. */
function patternOf(elements: MessageFormatElement[], groups: string[], plural?: string): string {
  let source = '';
  for (const element of elements) {
    if (element.type === LITERAL) source += escape(element.value);
    else if (element.type === ARGUMENT) {
      groups.push(element.value);
      source += element.value === 'date' ? DATE : '(.+?)';
    } else if (element.type === POUND && plural) {
      groups.push(plural);
      source += '(\\d+)';
    } else if (element.type === PLURAL) {
      const options = Object.values(element.options).map((option) =>
        patternOf(option.value, groups, element.value),
      );
      source += `(?:${options.join('|')})`;
    } else throw new Error('not a pattern');
  }
  return source;
}

const english = en as Record<string, Text>;
const kiswahili = sw as Record<string, Text>;
const exact = new Map<string, string>();
const patterns: Pattern[] = [];

for (const [key, text] of Object.entries(english)) {
  const elements = elementsOf(text);
  if (elements.every((element) => element.type === LITERAL)) {
    exact.set(elements.map((element) => (element as { value: string }).value).join(''), key);
    continue;
  }
  const groups: string[] = [];
  try {
    patterns.push({ match: new RegExp(`^${patternOf(elements, groups)}$`), groups, key });
  } catch {
    // A select or a formatted number: not used by these sentences.
  }
}

function inKiswahili(key: string, values: Record<string, string | number>): string {
  const text = kiswahili[key]!;
  if (typeof text === 'string' && !/[{}']/.test(text)) return text;
  return String(new IntlMessageFormat(text, localeOf('sw')).format(values));
}

const translate: MessageText = (text) => {
  const key = exact.get(text);
  if (key) return inKiswahili(key, {});
  for (const pattern of patterns) {
    const found = pattern.match.exec(text);
    if (!found) continue;
    const values: Record<string, string | number> = {};
    pattern.groups.forEach((name, i) => {
      const value = found[i + 1];
      if (value === undefined) return; // the plural branch not taken
      values[name] =
        name === 'date' ? dateInKiswahili(value) : /^\d+$/.test(value) ? Number(value) : value;
    });
    return inKiswahili(pattern.key, values);
  }
  return text;
};

export default translate;
