import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { localeOf } from '@pango/shared';
import en from '@pango/shared/i18n/web/en/messages.json';
import sw from '@pango/shared/i18n/web/sw/messages.json';
import { IntlMessageFormat } from 'intl-messageformat';
import type { MessageText } from './message-texts';

// The Kiswahili of the shared sentences, found by their English (message-texts.ts). The build
// turns texts with placeholders into syntax trees (vite.config.ts, compileMessages); a sentence
// with a placeholder ("Use at most {max} characters") is matched as a pattern and its values are
// carried into the Kiswahili.

type Text = string | MessageFormatElement[];

const LITERAL = 0;
const ARGUMENT = 1;

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

type Pattern = { match: RegExp; names: string[]; key: string };

const english = en as Record<string, Text>;
const kiswahili = sw as Record<string, Text>;
const exact = new Map<string, string>();
const patterns: Pattern[] = [];

for (const [key, text] of Object.entries(english)) {
  const elements = elementsOf(text);
  const names: string[] = [];
  let source = '';
  let readable = true;
  for (const element of elements) {
    if (element.type === LITERAL) source += escape(element.value);
    else if (element.type === ARGUMENT) {
      names.push(element.value);
      source += '(.+?)';
    } else readable = false; // plural or select: not used in this catalogue
  }
  if (!readable) continue;
  if (names.length === 0)
    exact.set(elements.map((e) => (e as { value: string }).value).join(''), key);
  else patterns.push({ match: new RegExp(`^${source}$`), names, key });
}

function inKiswahili(key: string, values: Record<string, string>): string {
  const text = kiswahili[key]!;
  if (typeof text === 'string' && !/[{}']/.test(text)) return text;
  return String(new IntlMessageFormat(text, localeOf('sw')).format(values));
}

const translate: MessageText = (text) => {
  const key = exact.get(text);
  if (key) return inKiswahili(key, {});
  for (const { match, names, key: patternKey } of patterns) {
    const found = match.exec(text);
    if (found) {
      return inKiswahili(
        patternKey,
        Object.fromEntries(names.map((name, i) => [name, found[i + 1]!])),
      );
    }
  }
  return text;
};

export default translate;
