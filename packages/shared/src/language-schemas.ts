import { z } from 'zod';
import { LANGUAGES, type Language } from './language.js';

// The language bodies of the API (issue 25 item 6, ADR 045), apart from language.ts so the web's
// first loads, which read the language, build no zod schema (architecture.md, `*-schemas.ts`).

export const LANGUAGE_MESSAGES = {
  invalid: 'Choose English or Kiswahili.',
} as const;

export const LanguageSchema = z.enum(LANGUAGES, { error: LANGUAGE_MESSAGES.invalid });

/** PUT /accounts/tenant/language/: the tenant's own choice. */
export const TenantLanguageInputSchema = z.object({ language: LanguageSchema });

/** PUT /accounts/tenants/{id}/message-language/: the landlord's choice; null follows the tenant. */
export const MessageLanguageInputSchema = z.object({
  message_language: LanguageSchema.nullable(),
});

/** The answer of the landlord's PUT, and the two fields of the tenant detail. */
export type TenantLanguages = { language: Language; message_language: Language | null };
