import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../../config/env.js';
import { createLogger } from '../../../lib/logger.js';
import { warnIfSandboxPayments } from './sandbox-warning.js';

// A production process allowed onto the sandbox says so at start-up (issue 17, item 4).

const production = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgresql://h/db',
  JWT_SECRET: 'q3Vt8pZ1xN4rL7bK0mW2sY6cH9dJ5fA_Eg-UoTiRkXvB',
  APP_URL: 'https://pango.example',
  SMTP_URL: 'smtps://user:pass@smtp.example:465',
  CREDENTIALS_KEY: 'x5Vq0m1Zs8a2Hk7Lr3Pw9Ty4Bn6Dc0Fg1Ju5Ie8Oq2U=',
};

function warningsOf(source: Record<string, string>) {
  const lines: { level: number; msg: string }[] = [];
  const logger = createLogger('info', {
    write: (chunk: string) => void lines.push(JSON.parse(chunk)),
  });
  warnIfSandboxPayments({ env: loadEnv(source), logger });
  return lines.filter((line) => line.level === 40).map((line) => line.msg);
}

describe('the start-up warning about sandbox payments', () => {
  it('is logged by a production process allowed onto the sandbox', () => {
    expect(warningsOf({ ...production, ALLOW_SANDBOX_PAYMENTS: 'true' })).toEqual([
      expect.stringMatching(
        /^SANDBOX PAYMENTS IN PRODUCTION: PAYMENT_PROVIDER_DEPOSIT, PAYMENT_PROVIDER_RENT, PAYMENT_PROVIDER_SUBSCRIPTION use the sandbox\. No real money moves/,
      ),
    ]);
  });

  it('is not logged with a real provider, nor in development', () => {
    const pesapal = { PESAPAL_CONSUMER_KEY: 'k', PESAPAL_CONSUMER_SECRET: 's' };
    expect(warningsOf({ ...production, ...pesapal })).toEqual([]);
    expect(warningsOf({ DATABASE_URL: 'postgresql://h/db' })).toEqual([]);
  });
});
