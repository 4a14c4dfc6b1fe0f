import { randomBytes } from 'node:crypto';

// The confirmation and validation URLs a landlord registers with Safaricom. Daraja refuses URLs
// containing some words (kenya-notes.md: "mpesa", "safaricom", "exe", "cmd", "sql", "query"), so
// they live under /api/c2b/ and a token containing one of them is drawn again.

export const DARAJA_FORBIDDEN_URL_WORDS = [
  'mpesa',
  'm-pesa',
  'safaricom',
  'exe',
  'exec',
  'cmd',
  'sql',
  'query',
] as const;

export const hasForbiddenWord = (url: string): boolean =>
  DARAJA_FORBIDDEN_URL_WORDS.some((word) => url.toLowerCase().includes(word));

/** 32 random bytes, base64url (43 characters): unguessable, and free of the refused words. */
export function newUrlToken(): string {
  for (;;) {
    const token = randomBytes(32).toString('base64url');
    if (!hasForbiddenWord(token)) return token;
  }
}

export const C2B_PATH = '/api/c2b';

export function c2bUrls(origin: string, token: string) {
  return {
    confirmation_url: `${origin}${C2B_PATH}/${token}/confirmation`,
    validation_url: `${origin}${C2B_PATH}/${token}/validation`,
  };
}
