import { describe, expect, it } from 'vitest';
import { ConfigError, loadEnv } from './env.js';

describe('loadEnv', () => {
  it('names every bad variable in one message', () => {
    expect(() => loadEnv({ DATABASE_URL: 'mysql://x', PORT: 'abc' })).toThrow(ConfigError);
    try {
      loadEnv({ DATABASE_URL: 'mysql://x', PORT: 'abc' });
    } catch (err) {
      expect((err as Error).message).toContain(
        'DATABASE_URL: DATABASE_URL must start with postgresql://',
      );
      expect((err as Error).message).toContain('PORT:');
    }
  });

  it('requires a real JWT secret in production', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgresql://h/db' })).toThrow(
      /JWT_SECRET must be set in production/,
    );
  });

  it('fills defaults: port 3000, 5-minute access tokens, 30-day refresh families', () => {
    const env = loadEnv({ DATABASE_URL: 'postgresql://h/db' });
    expect(env).toMatchObject({
      PORT: 3000,
      ACCESS_TOKEN_TTL_SECONDS: 300,
      REFRESH_TOKEN_TTL_DAYS: 30,
    });
  });
});
