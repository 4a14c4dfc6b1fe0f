import { defineLoadable, useLoaded } from './texts';

// The spec's validation and result sentences (MESSAGES, TENANT_PORTAL_MESSAGES, PAYMENT_MESSAGES
// and the rest in @pango/shared) are English strings: the zod schemas, the forms and the API all
// say them. A Kiswahili reader sees them through this: an English sentence the catalogue knows
// (packages/shared/src/i18n/web/{en,sw}/messages.json) becomes its Kiswahili, anything else goes
// through unchanged. English costs nothing: the lookup is in the Kiswahili chunk (ADR 044).

/** English sentence -> the sentence in the reader's language (unknown text unchanged). */
export type MessageText = (text: string) => string;

const unchanged: MessageText = (text) => text;

export const messageTexts = defineLoadable<MessageText>(unchanged, {
  sw: () => import('./message-texts-sw'),
});

/**
 * The reader's language for a sentence from `@pango/shared` or the server: field errors (Field),
 * alerts (Alert) and the few toasts of the tenant screens go through it.
 */
export const useMessageText = (): MessageText => useLoaded(messageTexts);
