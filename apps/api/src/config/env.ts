import { z } from 'zod';

// The only reader of process.env in the API (ESLint enforces it). A bad variable stops start-up
// with one line per problem instead of failing later in a request.
const DEV_JWT_SECRET = 'pango-development-secret-change-me-0123456789';

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
    JWT_SECRET: z
      .string()
      .min(32, 'JWT_SECRET must be at least 32 characters')
      .default(DEV_JWT_SECRET),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(300),
    REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(30),
    BCRYPT_COST: z.coerce.number().int().min(4).max(15).default(12),
    APP_URL: z.url('APP_URL must be a URL like https://pango.example').optional(),
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
    TRUST_PROXY: z.string().optional(),
    LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
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
    PAYMENTS_CALLBACK_BASE_URL: z
      .url('PAYMENTS_CALLBACK_BASE_URL must be a URL like https://pango.example')
      .optional(),
    PAYMENT_PROVIDER_DEPOSIT: PaymentProviderSchema.optional(),
    PAYMENT_PROVIDER_RENT: PaymentProviderSchema.optional(),
    PAYMENT_PROVIDER_SUBSCRIPTION: PaymentProviderSchema.optional(),
  })
  .superRefine((env, ctx) => {
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
    if (env.NODE_ENV === 'production' && env.JWT_SECRET === DEV_JWT_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: 'JWT_SECRET must be set in production',
      });
    }
  })
  .transform((env) => {
    // Unset provider choices resolve here so every reader sees one definite value.
    const fallback =
      env.PESAPAL_CONSUMER_KEY && env.PESAPAL_CONSUMER_SECRET ? 'pesapal' : 'sandbox';
    return {
      ...env,
      PAYMENT_PROVIDER_DEPOSIT: env.PAYMENT_PROVIDER_DEPOSIT ?? fallback,
      PAYMENT_PROVIDER_RENT: env.PAYMENT_PROVIDER_RENT ?? fallback,
      PAYMENT_PROVIDER_SUBSCRIPTION: env.PAYMENT_PROVIDER_SUBSCRIPTION ?? fallback,
    };
  });

export type Env = z.infer<typeof EnvSchema>;

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
