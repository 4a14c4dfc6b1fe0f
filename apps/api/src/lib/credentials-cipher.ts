import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Env } from '../config/env.js';

// Secrets a landlord hands us (their Daraja consumer key, secret and passkey) are sealed with
// AES-256-GCM before they reach the database (ADR 025). A sealed value reads
// `v1.<key id>.<iv>.<tag>.<ciphertext>` (base64url): the key id says which key sealed it, so a
// rotated key (CREDENTIALS_KEY_PREVIOUS) still opens old values until they are sealed again.
// The additional data binds a value to its row and field: a value copied into another landlord's
// row, or from the passkey column into the secret's, does not open.

const VERSION = 'v1';
const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;

// Outside production only: anyone can read this, so nothing sealed with it is secret.
const DEVELOPMENT_KEY = createHash('sha256').update('pango-development-credentials-key').digest();

export type CredentialsKeys = { current: Buffer; previous: Buffer | null };

export class CredentialsSealError extends Error {}

export function credentialsKeysOf(
  env: Pick<Env, 'NODE_ENV' | 'CREDENTIALS_KEY' | 'CREDENTIALS_KEY_PREVIOUS'>,
): CredentialsKeys {
  if (!env.CREDENTIALS_KEY && env.NODE_ENV === 'production')
    // config/env.ts refuses to start like this; a hand-built env must not fall back either.
    throw new CredentialsSealError('CREDENTIALS_KEY is required in production');
  return {
    current: env.CREDENTIALS_KEY ? Buffer.from(env.CREDENTIALS_KEY, 'base64') : DEVELOPMENT_KEY,
    previous: env.CREDENTIALS_KEY_PREVIOUS
      ? Buffer.from(env.CREDENTIALS_KEY_PREVIOUS, 'base64')
      : null,
  };
}

/** A short, public fingerprint of a key (never the key). */
export const keyIdOf = (key: Buffer): string =>
  createHash('sha256').update(key).digest('base64url').slice(0, 8);

export function sealSecret(keys: CredentialsKeys, plaintext: string, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, keys.current, iv);
  cipher.setAAD(Buffer.from(context));
  const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [
    VERSION,
    keyIdOf(keys.current),
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    sealed.toString('base64url'),
  ].join('.');
}

/** Whether a sealed value was sealed with an older key (and should be sealed again). */
export const isSealedWithOldKey = (keys: CredentialsKeys, sealed: string): boolean =>
  sealed.split('.')[1] !== keyIdOf(keys.current);

export function openSecret(keys: CredentialsKeys, sealed: string, context: string): string {
  const [version, keyId, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !keyId || !iv || !tag || body === undefined)
    throw new CredentialsSealError('Not a sealed credential');
  const key = [keys.current, keys.previous].find((k) => k && keyIdOf(k) === keyId);
  if (!key)
    throw new CredentialsSealError(
      `Sealed with key ${keyId}, which is neither CREDENTIALS_KEY nor CREDENTIALS_KEY_PREVIOUS`,
    );
  try {
    const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(body, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    throw new CredentialsSealError('A sealed credential failed its integrity check');
  }
}
