import { availableParallelism } from 'node:os';
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

  describe('production (ASVS 5.0 V13.1: no unsafe configuration deploys)', () => {
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgresql://h/db',
      JWT_SECRET: 'q3Vt8pZ1xN4rL7bK0mW2sY6cH9dJ5fA_Eg-UoTiRkXvB',
      APP_URL: 'https://pango.example',
      SMTP_URL: 'smtps://user:pass@smtp.example:465',
      CREDENTIALS_KEY: 'x5Vq0m1Zs8a2Hk7Lr3Pw9Ty4Bn6Dc0Fg1Ju5Ie8Oq2U=',
      PESAPAL_CONSUMER_KEY: 'live-key',
      PESAPAL_CONSUMER_SECRET: 'live-secret',
    };
    const problemsOf = (overrides: Record<string, string>) => {
      try {
        loadEnv({ ...production, ...overrides });
        return [];
      } catch (err) {
        return (err as Error).message.split('\n').slice(1);
      }
    };

    it('starts with a generated secret, APP_URL and SMTP_URL', () => {
      expect(loadEnv(production)).toMatchObject({
        NODE_ENV: 'production',
        APP_URL: production.APP_URL,
      });
    });

    it('runs one API process per core unless WEB_CONCURRENCY says otherwise', () => {
      expect(loadEnv(production).WEB_CONCURRENCY).toBe(availableParallelism());
      expect(loadEnv({ ...production, WEB_CONCURRENCY: '3' }).WEB_CONCURRENCY).toBe(3);
    });

    it("requires CREDENTIALS_KEY (32 bytes in base64), which seals landlords' Daraja apps", () => {
      expect(problemsOf({ CREDENTIALS_KEY: '' })).toEqual([
        "  CREDENTIALS_KEY: CREDENTIALS_KEY is required in production: it seals landlords' Daraja credentials (openssl rand -base64 32)",
      ]);
      expect(problemsOf({ CREDENTIALS_KEY: 'dG9vLXNob3J0' })).toEqual([
        '  CREDENTIALS_KEY: CREDENTIALS_KEY must be 32 random bytes in base64 (openssl rand -base64 32)',
      ]);
    });

    it('names APP_URL and SMTP_URL on one line each when missing', () => {
      expect(problemsOf({ APP_URL: '', SMTP_URL: '' })).toEqual([
        '  APP_URL: APP_URL is required in production: the public URL emailed links point to',
        '  SMTP_URL: SMTP_URL is required in production: without it emails would be printed to the log',
      ]);
    });

    it.each([
      ['the old compose default', 'change-me-in-production-change-me-in-production', 'change-me'],
      ['a changeme variant', 'CHANGEME_please_0123456789abcdefghijkl', 'CHANGEME'],
      ['a tutorial secret', 'my-super-secret-jwt-key-for-pango-2026!!', 'secret'],
      ['a placeholder', 'placeholder-value-0123456789-abcdefghij', 'placeholder'],
    ])('refuses %s as JWT_SECRET', (_name, secret, word) => {
      expect(problemsOf({ JWT_SECRET: secret })).toEqual([
        `  JWT_SECRET: JWT_SECRET looks like a placeholder (contains "${word}"): generate one, e.g. \`openssl rand -hex 32\``,
      ]);
    });

    it('refuses a secret of one repeated pattern', () => {
      expect(problemsOf({ JWT_SECRET: 'ab'.repeat(24) })).toEqual([
        '  JWT_SECRET: JWT_SECRET looks like a placeholder (too few distinct characters): generate one, e.g. `openssl rand -hex 32`',
      ]);
    });

    describe('sandbox payments (issue 17, item 4)', () => {
      const noKeys = { PESAPAL_CONSUMER_KEY: '', PESAPAL_CONSUMER_SECRET: '' };

      it('refuses to start when any payment kind falls back to the sandbox', () => {
        expect(problemsOf(noKeys)).toEqual([
          '  ALLOW_SANDBOX_PAYMENTS: PAYMENT_PROVIDER_DEPOSIT, PAYMENT_PROVIDER_RENT, PAYMENT_PROVIDER_SUBSCRIPTION resolve to the sandbox, where no real money moves and payers can mark their own payments paid. Set PESAPAL_CONSUMER_KEY and PESAPAL_CONSUMER_SECRET (or PAYMENT_PROVIDER_<KIND>=mpesa with the MPESA_* credentials), or ALLOW_SANDBOX_PAYMENTS=true for a trial deployment that takes no real payments',
        ]);
        expect(problemsOf({ PAYMENT_PROVIDER_RENT: 'sandbox' })[0]).toMatch(
          /^ {2}ALLOW_SANDBOX_PAYMENTS: PAYMENT_PROVIDER_RENT resolve to the sandbox/,
        );
        expect(problemsOf({ ...noKeys, ALLOW_SANDBOX_PAYMENTS: 'false' })).toHaveLength(1);
      });

      it('starts on the sandbox when ALLOW_SANDBOX_PAYMENTS=true says so', () => {
        expect(loadEnv({ ...production, ...noKeys, ALLOW_SANDBOX_PAYMENTS: 'true' })).toMatchObject(
          { ALLOW_SANDBOX_PAYMENTS: true, PAYMENT_PROVIDER_RENT: 'sandbox' },
        );
        expect(problemsOf({ ALLOW_SANDBOX_PAYMENTS: 'yes' })).toEqual([
          '  ALLOW_SANDBOX_PAYMENTS: ALLOW_SANDBOX_PAYMENTS must be true or false',
        ]);
      });
    });

    it('lets development and tests run without APP_URL, SMTP_URL or a secret', () => {
      for (const NODE_ENV of ['development', 'test']) {
        expect(() => loadEnv({ NODE_ENV, DATABASE_URL: 'postgresql://h/db' })).not.toThrow();
      }
    });
  });

  it('reads CORS_ORIGINS as a list of origins and refuses anything else', () => {
    const base = { DATABASE_URL: 'postgresql://h/db' };
    expect(loadEnv(base).CORS_ORIGINS).toEqual([]);
    expect(
      loadEnv({ ...base, CORS_ORIGINS: 'https://a.example, http://localhost:5173/' }).CORS_ORIGINS,
    ).toEqual(['https://a.example', 'http://localhost:5173']);
    expect(() => loadEnv({ ...base, CORS_ORIGINS: 'https://a.example/app,*' })).toThrow(
      /CORS_ORIGINS entry "https:\/\/a.example\/app" is not an origin[\s\S]*CORS_ORIGINS entry "\*"/,
    );
  });

  it('reads TRUST_PROXY as a hop count, true, or addresses', () => {
    const trust = (TRUST_PROXY: string) =>
      loadEnv({ DATABASE_URL: 'postgresql://h/db', TRUST_PROXY }).TRUST_PROXY;
    expect(trust('1')).toBe(1);
    expect(trust('true')).toBe(true);
    expect(trust('false')).toBeUndefined();
    expect(trust('loopback, uniquelocal')).toBe('loopback, uniquelocal');
  });

  it('fills defaults: port 3000, 5-minute access tokens, 30-day refresh families', () => {
    const env = loadEnv({ DATABASE_URL: 'postgresql://h/db' });
    expect(env).toMatchObject({
      PORT: 3000,
      ACCESS_TOKEN_TTL_SECONDS: 300,
      REFRESH_TOKEN_TTL_DAYS: 30,
    });
  });

  describe('API processes and pools (ADR 046)', () => {
    const base = { DATABASE_URL: 'postgresql://h/db' };
    const counts = (source: Record<string, string>) => {
      const { WEB_CONCURRENCY, DATABASE_POOL_MAX } = loadEnv({ ...base, ...source });
      return { WEB_CONCURRENCY, DATABASE_POOL_MAX };
    };

    it('runs one process with a pool of 10 outside production', () => {
      expect(counts({})).toEqual({ WEB_CONCURRENCY: 1, DATABASE_POOL_MAX: 10 });
      expect(counts({ NODE_ENV: 'test' })).toEqual({ WEB_CONCURRENCY: 1, DATABASE_POOL_MAX: 10 });
    });

    it('shares 40 connections out between the processes asked for, 2 to 10 each', () => {
      expect(counts({ WEB_CONCURRENCY: '4' })).toEqual({
        WEB_CONCURRENCY: 4,
        DATABASE_POOL_MAX: 10,
      });
      expect(counts({ WEB_CONCURRENCY: '8' })).toEqual({
        WEB_CONCURRENCY: 8,
        DATABASE_POOL_MAX: 5,
      });
      expect(counts({ WEB_CONCURRENCY: '32' })).toMatchObject({ DATABASE_POOL_MAX: 2 });
      expect(counts({ WEB_CONCURRENCY: '8', DATABASE_POOL_MAX: '12' })).toMatchObject({
        DATABASE_POOL_MAX: 12,
      });
    });

    it('refuses a count that is not a whole number from 1', () => {
      expect(() => loadEnv({ ...base, WEB_CONCURRENCY: '0' })).toThrow(
        'WEB_CONCURRENCY: WEB_CONCURRENCY must be at least 1',
      );
      expect(() => loadEnv({ ...base, DATABASE_POOL_MAX: '2.5' })).toThrow(
        'DATABASE_POOL_MAX: DATABASE_POOL_MAX must be a whole number of connections',
      );
    });
  });

  describe('payments', () => {
    const base = { DATABASE_URL: 'postgresql://h/db' };
    const mpesa = {
      MPESA_CONSUMER_KEY: 'key',
      MPESA_CONSUMER_SECRET: 'secret',
      MPESA_SHORTCODE: '174379',
      MPESA_PASSKEY: 'passkey',
      MPESA_CALLBACK_TOKEN: 'a-long-random-callback-token',
    };

    it('defaults every payment to the sandbox without Pesapal credentials, else to Pesapal', () => {
      expect(loadEnv(base)).toMatchObject({
        PAYMENT_PROVIDER_DEPOSIT: 'sandbox',
        PAYMENT_PROVIDER_RENT: 'sandbox',
        PAYMENT_PROVIDER_SUBSCRIPTION: 'sandbox',
        PESAPAL_BASE_URL: 'https://cybqa.pesapal.com/pesapalv3',
        MPESA_BASE_URL: 'https://sandbox.safaricom.co.ke',
        MPESA_TRANSACTION_TYPE: 'CustomerPayBillOnline',
      });
      const env = loadEnv({ ...base, PESAPAL_CONSUMER_KEY: 'k', PESAPAL_CONSUMER_SECRET: 's' });
      expect(env.PAYMENT_PROVIDER_RENT).toBe('pesapal');
    });

    it('names each missing credential of an explicitly selected provider', () => {
      expect(() => loadEnv({ ...base, PAYMENT_PROVIDER_RENT: 'mpesa' })).toThrow(
        'PAYMENT_PROVIDER_RENT: PAYMENT_PROVIDER_RENT=mpesa needs MPESA_CONSUMER_KEY, MPESA_CONSUMER_SECRET, MPESA_SHORTCODE, MPESA_PASSKEY, MPESA_CALLBACK_TOKEN',
      );
      expect(() =>
        loadEnv({ ...base, ...mpesa, MPESA_PASSKEY: '', PAYMENT_PROVIDER_RENT: 'mpesa' }),
      ).toThrow('PAYMENT_PROVIDER_RENT=mpesa needs MPESA_PASSKEY');
      expect(() => loadEnv({ ...base, PAYMENT_PROVIDER_DEPOSIT: 'pesapal' })).toThrow(
        'PAYMENT_PROVIDER_DEPOSIT=pesapal needs PESAPAL_CONSUMER_KEY, PESAPAL_CONSUMER_SECRET',
      );
      expect(loadEnv({ ...base, ...mpesa, PAYMENT_PROVIDER_RENT: 'mpesa' })).toMatchObject({
        PAYMENT_PROVIDER_RENT: 'mpesa',
        PAYMENT_PROVIDER_DEPOSIT: 'sandbox',
      });
    });

    it('rejects bad URLs, unknown providers and transaction types', () => {
      let message = '';
      try {
        loadEnv({
          ...base,
          PESAPAL_BASE_URL: 'not a url',
          PAYMENTS_CALLBACK_BASE_URL: 'nope',
          SANDBOX_PUBLIC_URL: 'ftp://localhost',
          PAYMENT_PROVIDER_SUBSCRIPTION: 'paypal',
          MPESA_TRANSACTION_TYPE: 'CustomerPayCash',
        });
      } catch (err) {
        message = (err as Error).message;
      }
      expect(message).toContain('PESAPAL_BASE_URL: PESAPAL_BASE_URL must be a URL');
      expect(message).toContain('PAYMENTS_CALLBACK_BASE_URL: PAYMENTS_CALLBACK_BASE_URL must be');
      expect(message).toContain('SANDBOX_PUBLIC_URL: SANDBOX_PUBLIC_URL must be a URL');
      expect(message).toContain('PAYMENT_PROVIDER_SUBSCRIPTION: must be pesapal, mpesa or sandbox');
      expect(message).toContain('MPESA_TRANSACTION_TYPE: MPESA_TRANSACTION_TYPE must be');
    });

    it('waits 15 s for a provider unless told, and refuses a time-out outside 0.1-60 s', () => {
      expect(loadEnv(base)).toMatchObject({ PESAPAL_TIMEOUT_MS: 15_000, MPESA_TIMEOUT_MS: 15_000 });
      expect(loadEnv({ ...base, MPESA_TIMEOUT_MS: '8000' }).MPESA_TIMEOUT_MS).toBe(8_000);
      expect(() => loadEnv({ ...base, PESAPAL_TIMEOUT_MS: '0' })).toThrow(
        'PESAPAL_TIMEOUT_MS: PESAPAL_TIMEOUT_MS must be at least 100 (milliseconds)',
      );
      expect(() => loadEnv({ ...base, MPESA_TIMEOUT_MS: '300000' })).toThrow(
        'MPESA_TIMEOUT_MS: MPESA_TIMEOUT_MS must be at most 60000 (one minute)',
      );
      expect(() => loadEnv({ ...base, MPESA_TIMEOUT_MS: '15s' })).toThrow('MPESA_TIMEOUT_MS:');
    });

    it('refuses half a Pesapal key pair', () => {
      expect(() => loadEnv({ ...base, PESAPAL_CONSUMER_SECRET: 's' })).toThrow(
        'PESAPAL_CONSUMER_KEY: PESAPAL_CONSUMER_KEY is required with PESAPAL_CONSUMER_SECRET',
      );
    });
  });
});
