import { z } from 'zod';
import { MESSAGES } from './messages.js';
import { hasNoControlChars } from './login-rules.js';

// Free text that may span lines (a report's description, a message, notes, a decline reason):
// line breaks and tabs are part of the text; every other control character is refused, as in
// one-line fields (validation.ts `plainText`). A NUL would otherwise reach Postgres, which refuses
// it in text (a 500).

export const hasOnlyTextControls = (value: string): boolean =>
  hasNoControlChars(value.replace(/[\t\n\r]/g, ''));

/** A trimmed multi-line text field; chain the field's own rules (`.min(...)`, `.max(...)`). */
export function multilineText(requiredMessage?: string) {
  return z
    .string(requiredMessage ? { error: requiredMessage } : undefined)
    .trim()
    .refine(hasOnlyTextControls, { message: MESSAGES.controlCharacters, abort: true });
}
