import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { APPLICATION_HOLDS } from '@pango/shared';
import { resolvedProviders, sandboxRule } from './sandbox-payments.js';

// The only reader of process.env in the API (ESLint enforces it). A bad variable stops start-up
// with one line per problem instead of failing later in a request.
const DEV_JWT_SECRET = 'pango-development-secret-change-me-0123456789';

// Secrets copied from a template or a tutorial rather than generated (the dev default, the compose
// file's old `change-me-in-production...`): anyone who read the same template can sign tokens.
const PLACEHOLDER_SECRET =
  /change[-_ ]?me|replace[-_ ]?me|secret|placeholder|example|password|default/i;
// A generated secret of 32+ characters uses far more distinct characters than this.
const MIN_DISTINCT_SECRET_CHARS = 12;

/** Why a production JWT_SECRET is unusable, or null when it looks generated. */
function placeholderSecretReason(secret: string): string | null {
  const word = PLACEHOLDER_SECRET.exec(secret)?.[0];
  if (word) return `JWT_SECRET looks like a placeholder (contains "${word}")`;
  if (new Set(secret).size < MIN_DISTINCT_SECRET_CHARS)
    return 'JWT_SECRET looks like a placeholder (too few distinct characters)';
  return null;
}

const PaymentProviderSchema = z.enum(['pesapal', 'mpesa', 'sandbox'], {
  error: 'must be pesapal, mpesa or sandbox',
});
const PAYMENT_KINDS = ['DEPOSIT', 'RENT', 'SUBSCRIPTION'] as const;
const PESAPAL_CREDENTIALS = ['PESAPAL_CONSUMER_KEY', 'PESAPAL_CONSUMER_SECRET'] as const;
const MPESA_CREDENTIALS = [
  'MPESA_CONSUMER_KEY',
  'MPESA_CONSUMER_SECRET',
  'MPESA_SHORTCODE',
  'MPESA_PASSKEY',
  'MPESA_CALLBACK_TOKEN',
] as const;

/** 32 bytes in base64, as `openssl rand -base64 32` prints them. */
const credentialsKey = (name: string) =>
  z
    .string()
    .refine(
      (v) => /^[A-Za-z0-9+/]{43}=$/.test(v) && Buffer.from(v, 'base64').length === 32,
      `${name} must be 32 random bytes in base64 (openssl rand -base64 32)`,
    );

/** Milliseconds one provider call may take (ADR 035): 15 s unless set, within 0.1-60 s. */
export const PROVIDER_TIMEOUT_DEFAULT_MS = 15_000;
const providerTimeout = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number of milliseconds` })
    .int(`${name} must be a whole number of milliseconds`)
    .min(100, `${name} must be at least 100 (milliseconds)`)
    .max(60_000, `${name} must be at most 60000 (one minute)`)
    .default(PROVIDER_TIMEOUT_DEFAULT_MS);

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATABASE_URL: z
      .string({ error: 'DATABASE_URL is required (postgresql://user:pass@host:5432/db)' })
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgresql://'),
    DATABASE_SCHEMA: z
      .string()
      .regex(/^[a-z_][a-z0-9_]*$/, 'DATABASE_SCHEMA must be a plain schema name')
      .optional(),
    // API processes `index.js` runs (node:cluster, ADR 046): unset, one per core in production and
    // one elsewhere. A container limited to fewer cores than the host shows sets it.
    WEB_CONCURRENCY: z.coerce
      .number({ error: 'WEB_CONCURRENCY must be a number of API processes' })
      .int('WEB_CONCURRENCY must be a whole number of API processes')
      .min(1, 'WEB_CONCURRENCY must be at least 1')
      .max(64, 'WEB_CONCURRENCY must be at most 64')
      .optional(),
    // Connections of each process's Prisma pool; unset, API_CONNECTION_BUDGET shared by the API
    // processes, 2 to 10 each (ADR 046, docs/scaling.md).
    DATABASE_POOL_MAX: z.coerce
      .number({ error: 'DATABASE_POOL_MAX must be a number of connections' })
      .int('DATABASE_POOL_MAX must be a whole number of connections')
      .min(1, 'DATABASE_POOL_MAX must be at least 1')
      .max(100, 'DATABASE_POOL_MAX must be at most 100')
      .optional(),
    JWT_SECRET: z
      .string()
      .min(32, 'JWT_SECRET must be at least 32 characters')
      .default(DEV_JWT_SECRET),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(300),
    REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(30),
    BCRYPT_COST: z.coerce.number().int().min(4).max(15).default(12),
    APP_URL: z
      .url({ protocol: /^https?$/, error: 'APP_URL must be a URL like https://pango.example' })
      .optional(),
    WEB_DIST_DIR: z.string().optional(),
    // Uploaded ID documents; the API defaults it to <repo>/.data/uploads, a folder nothing serves.
    UPLOADS_DIR: z.string().optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must look like smtp://user:pass@host:587')
      .optional(),
    MAIL_FROM: z.string().default('Pango <no-reply@pango.local>'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    // Express `trust proxy`: a hop count (`1`), `true`, or addresses and subnets (`loopback, 10.0.0.0/8`).
    // It decides req.ip (rate limits, audit) and req.secure (HSTS) from X-Forwarded-* headers.
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((value) => {
        if (value === undefined || value === 'false') return undefined;
        if (value === 'true') return true;
        return /^\d+$/.test(value) ? Number(value) : value;
      }),
    // Origins (scheme://host[:port]) allowed to call the API from a browser; none = same origin only.
    CORS_ORIGINS: z
      .string()
      .optional()
      .transform((value, ctx) =>
        (value ?? '')
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean)
          .map((entry) => {
            const url = URL.canParse(entry) ? new URL(entry) : null;
            if (!url || !/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search) {
              ctx.addIssue({
                code: 'custom',
                message: `CORS_ORIGINS entry "${entry}" is not an origin like https://app.example`,
              });
            }
            return url?.origin ?? entry;
          }),
      ),
    // prisma/migrations, for /readyz; found by walking up from the API's own files when unset.
    MIGRATIONS_DIR: z.string().optional(),
    LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
    // Tenant applications one client address may start per day (ADR 019); journeys raise it.
    TENANT_APPLICATIONS_PER_ADDRESS_PER_DAY: z.coerce
      .number()
      .int()
      .positive()
      .default(APPLICATION_HOLDS.maxPerAddressPerDay),
    // Reset emails to one address, on their own: a load test that lifts the sign-in limit must not
    // let a flood of reset emails out to someone's inbox (issue 17, item 10).
    RESET_EMAILS_PER_MINUTE: z.coerce.number().int().positive().default(1),
    RESET_EMAILS_PER_DAY: z.coerce.number().int().positive().default(5),
    // Payments (docs/decisions/011-payments.md; /work/shared/payments.md for the providers' rules).
    PESAPAL_CONSUMER_KEY: z.string().optional(),
    PESAPAL_CONSUMER_SECRET: z.string().optional(),
    PESAPAL_BASE_URL: z
      .url('PESAPAL_BASE_URL must be a URL like https://pay.pesapal.com/v3')
      .default('https://cybqa.pesapal.com/pesapalv3'),
    PESAPAL_IPN_ID: z.string().optional(),
    MPESA_CONSUMER_KEY: z.string().optional(),
    MPESA_CONSUMER_SECRET: z.string().optional(),
    MPESA_SHORTCODE: z
      .string()
      .regex(/^\d{5,7}$/, 'MPESA_SHORTCODE must be the 5-7 digit paybill or store number')
      .optional(),
    MPESA_PASSKEY: z.string().optional(),
    MPESA_BASE_URL: z
      .url('MPESA_BASE_URL must be a URL like https://api.safaricom.co.ke')
      .default('https://sandbox.safaricom.co.ke'),
    MPESA_TRANSACTION_TYPE: z
      .enum(['CustomerPayBillOnline', 'CustomerBuyGoodsOnline'], {
        error: 'MPESA_TRANSACTION_TYPE must be CustomerPayBillOnline or CustomerBuyGoodsOnline',
      })
      .default('CustomerPayBillOnline'),
    MPESA_PARTY_B: z
      .string()
      .regex(/^\d{5,7}$/, 'MPESA_PARTY_B must be the 5-7 digit till number')
      .optional(),
    // A secret path segment of the STK callback URL: Daraja does not sign its callbacks.
    MPESA_CALLBACK_TOKEN: z
      .string()
      .regex(/^[A-Za-z0-9_-]{16,}$/, 'MPESA_CALLBACK_TOKEN must be 16+ letters, digits, - or _')
      .optional(),
    // How long one call to a provider may take before we stop waiting (ADR 035): a payer waits at
    // the Pay button meanwhile, and a silent provider must not hold a request open for minutes.
    PESAPAL_TIMEOUT_MS: providerTimeout('PESAPAL_TIMEOUT_MS'),
    MPESA_TIMEOUT_MS: providerTimeout('MPESA_TIMEOUT_MS'),
    PAYMENTS_CALLBACK_BASE_URL: z
      .url('PAYMENTS_CALLBACK_BASE_URL must be a URL like https://pango.example')
      .optional(),
    // Where the sandbox's hosted page is served, when not at the payer's own origin: a real
    // provider's page is always another origin, and the journeys test that (issue 17).
    SANDBOX_PUBLIC_URL: z
      .url({
        protocol: /^https?$/,
        error: 'SANDBOX_PUBLIC_URL must be a URL like http://localhost:3000',
      })
      .optional(),
    PAYMENT_PROVIDER_DEPOSIT: PaymentProviderSchema.optional(),
    PAYMENT_PROVIDER_RENT: PaymentProviderSchema.optional(),
    PAYMENT_PROVIDER_SUBSCRIPTION: PaymentProviderSchema.optional(),
    // Seals landlords' Daraja credentials at rest (AES-256-GCM, ADR 025): 32 random bytes in
    // base64 (`openssl rand -base64 32`). Outside production a fixed development key stands in.
    // The previous key, while rotating, still opens what it sealed (the reconcile job re-seals).
    CREDENTIALS_KEY: credentialsKey('CREDENTIALS_KEY').optional(),
    CREDENTIALS_KEY_PREVIOUS: credentialsKey('CREDENTIALS_KEY_PREVIOUS').optional(),
    // Production refuses the sandbox (anyone can mark a payment paid on its page) unless told.
    ALLOW_SANDBOX_PAYMENTS: z
      .enum(['true', 'false'], { error: 'ALLOW_SANDBOX_PAYMENTS must be true or false' })
      .default('false')
      .transform((value) => value === 'true'),
    // The platform's fee on rent and deposits it collects for a landlord, in basis points
    // (100 = 1 %; default none). Each payout line keeps the rate it was computed with (ADR 026).
    PLATFORM_FEE_BP: z.coerce
      .number({ error: 'PLATFORM_FEE_BP must be whole basis points from 0 to 10000' })
      .int('PLATFORM_FEE_BP must be whole basis points from 0 to 10000')
      .min(0, 'PLATFORM_FEE_BP must be whole basis points from 0 to 10000')
      .max(10_000, 'PLATFORM_FEE_BP must be whole basis points from 0 to 10000')
      .default(0),
    // SMS (issue 25, ADR 042): Africa's Talking when its key is set; otherwise, outside production,
    // a local fake that speaks its API, prints each message here and reports it delivered.
    SMS_GATEWAY: z
      .enum(['africastalking', 'fake'], { error: 'SMS_GATEWAY must be africastalking or fake' })
      .optional(),
    AFRICASTALKING_USERNAME: z.string().default('sandbox'),
    AFRICASTALKING_API_KEY: z.string().optional(),
    AFRICASTALKING_BASE_URL: z
      .url('AFRICASTALKING_BASE_URL must be a URL like https://api.africastalking.com')
      .optional(),
    AFRICASTALKING_SENDER_ID: z.string().max(11).optional(),
    // The secret path segment of the delivery-report URL set in Africa's Talking's dashboard.
    SMS_DELIVERY_TOKEN: z
      .string()
      .regex(/^[A-Za-z0-9_-]{24,}$/, 'SMS_DELIVERY_TOKEN must be 24+ letters, digits, - or _')
      .optional(),
    SMS_TIMEOUT_MS: providerTimeout('SMS_TIMEOUT_MS'),
    // A trial deployment (and the journeys) may run the fake in production when told, as the
    // payment sandbox: no SMS reaches anyone.
    ALLOW_FAKE_SMS: z
      .enum(['true', 'false'], { error: 'ALLOW_FAKE_SMS must be true or false' })
      .default('false')
      .transform((value) => value === 'true'),
  })
  .superRefine((env, ctx) => {
    if (env.SMS_GATEWAY === 'africastalking' && !env.AFRICASTALKING_API_KEY)
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_GATEWAY'],
        message: 'SMS_GATEWAY=africastalking needs AFRICASTALKING_API_KEY',
      });
    const missing = (names: readonly (keyof typeof env)[]) => names.filter((n) => !env[n]);
    // Half a Pesapal key pair is always a mistake, selected or not.
    const pesapalMissing = missing(PESAPAL_CREDENTIALS);
    if (pesapalMissing.length === 1) {
      ctx.addIssue({
        code: 'custom',
        path: pesapalMissing,
        message: `${pesapalMissing[0]} is required with ${PESAPAL_CREDENTIALS.find((n) => env[n])}`,
      });
    }
    for (const kind of PAYMENT_KINDS) {
      const key = `PAYMENT_PROVIDER_${kind}` as const;
      const chosen = env[key];
      const needed =
        chosen === 'pesapal' ? PESAPAL_CREDENTIALS : chosen === 'mpesa' ? MPESA_CREDENTIALS : [];
      const absent = missing(needed);
      if (absent.length > 0) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `${key}=${chosen} needs ${absent.join(', ')}`,
        });
      }
    }
    if (env.NODE_ENV === 'production') {
      productionRules(env, ctx);
      sandboxRule(env, ctx);
      smsProductionRule(env, ctx);
    }
  })
  .transform((env) => ({ ...env, ...resolvedProviders(env), ...processCounts(env) }));

export type Env = z.infer<typeof EnvSchema>;

/** Prisma connections the API processes share when DATABASE_POOL_MAX is unset (ADR 046). */
export const API_CONNECTION_BUDGET = 40;

/** How many API processes, and each one's Prisma pool: one per core in production by default. */
function processCounts(env: {
  NODE_ENV: string;
  WEB_CONCURRENCY?: number;
  DATABASE_POOL_MAX?: number;
}): { WEB_CONCURRENCY: number; DATABASE_POOL_MAX: number } {
  const processes =
    env.WEB_CONCURRENCY ?? (env.NODE_ENV === 'production' ? availableParallelism() : 1);
  const pool =
    env.DATABASE_POOL_MAX ??
    Math.min(10, Math.max(2, Math.floor(API_CONNECTION_BUDGET / processes)));
  return { WEB_CONCURRENCY: processes, DATABASE_POOL_MAX: pool };
}

/**
 * What a production deployment cannot run without: links in emails from configuration, never from
 * a request's Host header; mail through SMTP, never printed into logs; a generated signing secret.
 */
function productionRules(
  env: { JWT_SECRET: string; APP_URL?: string; SMTP_URL?: string; CREDENTIALS_KEY?: string },
  ctx: z.RefinementCtx,
): void {
  const fail = (name: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: [name], message });
  if (env.JWT_SECRET === DEV_JWT_SECRET) {
    fail('JWT_SECRET', 'JWT_SECRET must be set in production (e.g. `openssl rand -hex 32`)');
  } else {
    const reason = placeholderSecretReason(env.JWT_SECRET);
    if (reason) fail('JWT_SECRET', `${reason}: generate one, e.g. \`openssl rand -hex 32\``);
  }
  if (!env.APP_URL) {
    fail('APP_URL', 'APP_URL is required in production: the public URL emailed links point to');
  }
  if (!env.CREDENTIALS_KEY) {
    fail(
      'CREDENTIALS_KEY',
      "CREDENTIALS_KEY is required in production: it seals landlords' Daraja credentials (openssl rand -base64 32)",
    );
  }
  if (!env.SMTP_URL) {
    fail(
      'SMTP_URL',
      'SMTP_URL is required in production: without it emails would be printed to the log',
    );
  }
}

/**
 * The fake SMS gateway reports every message delivered and sends nothing: production refuses it,
 * and Africa's Talking there needs the unguessable delivery-report token.
 */
function smsProductionRule(
  env: {
    SMS_GATEWAY?: string;
    AFRICASTALKING_API_KEY?: string;
    SMS_DELIVERY_TOKEN?: string;
    ALLOW_FAKE_SMS: boolean;
  },
  ctx: z.RefinementCtx,
): void {
  if (env.SMS_GATEWAY === 'fake' && !env.ALLOW_FAKE_SMS)
    ctx.addIssue({
      code: 'custom',
      path: ['SMS_GATEWAY'],
      message:
        'SMS_GATEWAY=fake is refused in production: no SMS would reach anyone (ALLOW_FAKE_SMS=true for a trial deployment)',
    });
  if ((env.AFRICASTALKING_API_KEY || env.SMS_GATEWAY) && !env.SMS_DELIVERY_TOKEN)
    ctx.addIssue({
      code: 'custom',
      path: ['SMS_DELIVERY_TOKEN'],
      message:
        'SMS_DELIVERY_TOKEN is required for SMS in production: the secret of the delivery-report URL (openssl rand -hex 24)',
    });
}

/** Which SMS gateway sends: Africa's Talking, the local fake, or none (production without one). */
export function smsGatewayOf(
  env: Pick<Env, 'SMS_GATEWAY' | 'AFRICASTALKING_API_KEY' | 'NODE_ENV'>,
): 'africastalking' | 'fake' | 'none' {
  if (env.SMS_GATEWAY) return env.SMS_GATEWAY;
  if (env.AFRICASTALKING_API_KEY) return 'africastalking';
  return env.NODE_ENV === 'production' ? 'none' : 'fake';
}

/** Outside production a fixed token stands in, so the fake and the API agree without set-up. */
export const DEV_SMS_DELIVERY_TOKEN = 'local-sms-delivery-reports-0123456789';

export class ConfigError extends Error {}

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

/** For process entry points: a bad configuration prints its lines and exits 1. */
export function loadEnvOrExit(): Env {
  try {
    return loadEnv();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}
