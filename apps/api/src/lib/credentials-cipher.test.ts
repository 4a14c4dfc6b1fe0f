import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  credentialsKeysOf,
  isSealedWithOldKey,
  openSecret,
  sealSecret,
} from './credentials-cipher.js';

// ADR 025: AES-256-GCM with a key from the environment, bound to its row and field.

const key = () => randomBytes(32).toString('base64');
const keysOf = (current: string, previous?: string) =>
  credentialsKeysOf({
    NODE_ENV: 'production',
    CREDENTIALS_KEY: current,
    CREDENTIALS_KEY_PREVIOUS: previous,
  });

describe('credentials cipher', () => {
  it('opens what it sealed, and never shows the plaintext in the sealed value', () => {
    const keys = keysOf(key());
    const sealed = sealSecret(keys, 'consumer-secret-123', 'row:1:consumer_secret');
    expect(sealed).not.toContain('consumer-secret-123');
    expect(sealSecret(keys, 'consumer-secret-123', 'row:1:consumer_secret')).not.toBe(sealed);
    expect(openSecret(keys, sealed, 'row:1:consumer_secret')).toBe('consumer-secret-123');
  });

  it("refuses a value moved to another row or field, a tampered one, or another key's", () => {
    const keys = keysOf(key());
    const sealed = sealSecret(keys, 'passkey', 'row:1:passkey');
    expect(() => openSecret(keys, sealed, 'row:2:passkey')).toThrow(/integrity/);
    expect(() => openSecret(keys, sealed, 'row:1:consumer_key')).toThrow(/integrity/);
    const parts = sealed.split('.');
    parts[4] = Buffer.from('tampered').toString('base64url');
    expect(() => openSecret(keys, parts.join('.'), 'row:1:passkey')).toThrow(/integrity/);
    expect(() => openSecret(keysOf(key()), sealed, 'row:1:passkey')).toThrow(/neither/);
  });

  it('opens values sealed with the previous key during a rotation, and says they are old', () => {
    const old = key();
    const sealed = sealSecret(keysOf(old), 'k', 'ctx');
    const rotated = keysOf(key(), old);
    expect(openSecret(rotated, sealed, 'ctx')).toBe('k');
    expect(isSealedWithOldKey(rotated, sealed)).toBe(true);
    expect(isSealedWithOldKey(rotated, sealSecret(rotated, 'k', 'ctx'))).toBe(false);
  });

  it('has no fallback key in production', () => {
    expect(() => credentialsKeysOf({ NODE_ENV: 'production' })).toThrow(/required/);
    expect(() => credentialsKeysOf({ NODE_ENV: 'development' })).not.toThrow();
  });
});
