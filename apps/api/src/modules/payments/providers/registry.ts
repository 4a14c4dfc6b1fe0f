import type { Env } from '../../../config/env.js';
import type { Deps } from '../../../lib/deps.js';
import type { PaymentProvider, ProviderName } from './provider.js';
import { createDarajaClient } from './daraja-client.js';
import { createDarajaProvider } from './daraja-provider.js';
import { createPesapalClient } from './pesapal-client.js';
import { createPesapalProvider } from './pesapal-provider.js';
import { createSandboxProvider } from './sandbox-provider.js';

// Which provider takes each kind of payment (docs/decisions/011): PAYMENT_PROVIDER_<KIND> when
// set, else Pesapal when its credentials are configured, else the offline sandbox. The sandbox
// stands in for Pesapal, so its payments are stored with provider 'pesapal'.

export type PaymentKindName = 'deposit' | 'rent' | 'subscription' | 'sms_credits';
export type StoredProvider = 'pesapal' | 'mpesa';

type PaymentEnv = Pick<
  Env,
  | 'PESAPAL_CONSUMER_KEY'
  | 'PESAPAL_CONSUMER_SECRET'
  | 'MPESA_CONSUMER_KEY'
  | 'MPESA_CONSUMER_SECRET'
  | 'MPESA_SHORTCODE'
  | 'MPESA_PASSKEY'
  | 'PAYMENT_PROVIDER_DEPOSIT'
  | 'PAYMENT_PROVIDER_RENT'
  | 'PAYMENT_PROVIDER_SUBSCRIPTION'
>;

export type ProviderRegistry = {
  /** The provider new payments of this kind go to. */
  forKind(kind: PaymentKindName): PaymentProvider;
  /** The provider that holds an existing payment. */
  forPayment(payment: { kind: PaymentKindName; provider: string }): PaymentProvider;
  /** Whether forPayment can build the provider that holds this payment from configuration. */
  canServe(payment: { provider: string }): boolean;
  /** Whether any kind is configured to use the offline sandbox. */
  usesSandbox(): boolean;
};

export const storedProviderOf = (name: ProviderName): StoredProvider =>
  name === 'mpesa' ? 'mpesa' : 'pesapal';

function configuredName(env: PaymentEnv, kind: PaymentKindName): ProviderName {
  const explicit = {
    deposit: env.PAYMENT_PROVIDER_DEPOSIT,
    rent: env.PAYMENT_PROVIDER_RENT,
    subscription: env.PAYMENT_PROVIDER_SUBSCRIPTION,
    // SMS packs are paid to the platform like the subscription, through the same provider.
    sms_credits: env.PAYMENT_PROVIDER_SUBSCRIPTION,
  }[kind];
  // config/env.ts already resolves an unset choice; the fallback keeps hand-built envs working.
  return explicit ?? (hasPesapal(env) ? 'pesapal' : 'sandbox');
}

const hasPesapal = (env: PaymentEnv) =>
  Boolean(env.PESAPAL_CONSUMER_KEY && env.PESAPAL_CONSUMER_SECRET);

const hasMpesa = (env: PaymentEnv) =>
  Boolean(
    env.MPESA_CONSUMER_KEY && env.MPESA_CONSUMER_SECRET && env.MPESA_SHORTCODE && env.MPESA_PASSKEY,
  );

function buildRegistry(deps: Deps): ProviderRegistry {
  const env: PaymentEnv = deps.env;
  const built = new Map<ProviderName, PaymentProvider>();
  const get = (name: ProviderName): PaymentProvider => {
    let provider = built.get(name);
    if (!provider) {
      provider = createProvider(deps, name);
      built.set(name, provider);
    }
    return provider;
  };
  return {
    forKind: (kind) => get(configuredName(env, kind)),
    forPayment(payment) {
      if (payment.provider === 'mpesa') return get('mpesa');
      // Stored 'pesapal' is the real Pesapal or its sandbox stand-in, whichever is configured.
      const configured = configuredName(env, payment.kind);
      if (configured !== 'mpesa') return get(configured);
      return get(hasPesapal(env) ? 'pesapal' : 'sandbox');
    },
    // Stored 'pesapal' always has Pesapal or the sandbox; an M-Pesa payment needs Daraja's
    // credentials (e.g. demo data or a provider switched off since); 'manual' has no provider.
    canServe: (payment) =>
      payment.provider === 'pesapal' || (payment.provider === 'mpesa' && hasMpesa(env)),
    usesSandbox: () =>
      (['deposit', 'rent', 'subscription'] as const).some(
        (kind) => configuredName(env, kind) === 'sandbox',
      ),
  };
}

/** Public base the providers call back (IPN, STK callback); fixed per app, not per request. */
export function callbackBase(deps: Deps): string {
  const base = deps.env.PAYMENTS_CALLBACK_BASE_URL ?? deps.env.APP_URL;
  if (base) return new URL(base).origin;
  deps.logger.warn(
    'PAYMENTS_CALLBACK_BASE_URL and APP_URL are unset: provider callbacks go to localhost',
  );
  return `http://localhost:${deps.env.PORT}`;
}

/** Where Daraja posts STK results, for the platform's app and landlords' own apps alike. */
export const stkCallbackUrl = (deps: Deps): string =>
  `${callbackBase(deps)}/api/payments/stk/callback/${deps.env.MPESA_CALLBACK_TOKEN ?? 'unset'}/`;

function createProvider(deps: Deps, name: ProviderName): PaymentProvider {
  switch (name) {
    case 'sandbox':
      return createSandboxProvider(deps.db, deps.env);
    case 'pesapal': {
      const { env } = deps;
      if (!env.PESAPAL_CONSUMER_KEY || !env.PESAPAL_CONSUMER_SECRET)
        throw new Error('Pesapal is selected but PESAPAL_CONSUMER_KEY/SECRET are not set');
      const ipnUrl = `${callbackBase(deps)}/api/payments/pesapal/ipn/`;
      const client = createPesapalClient({
        baseUrl: env.PESAPAL_BASE_URL,
        consumerKey: env.PESAPAL_CONSUMER_KEY,
        consumerSecret: env.PESAPAL_CONSUMER_SECRET,
        ipnUrl,
        ipnId: env.PESAPAL_IPN_ID,
        timeoutMs: env.PESAPAL_TIMEOUT_MS,
      });
      return createPesapalProvider(client, { ipnUrl });
    }
    case 'mpesa': {
      const { env } = deps;
      const { MPESA_CONSUMER_KEY, MPESA_CONSUMER_SECRET, MPESA_SHORTCODE, MPESA_PASSKEY } = env;
      if (!MPESA_CONSUMER_KEY || !MPESA_CONSUMER_SECRET || !MPESA_SHORTCODE || !MPESA_PASSKEY)
        throw new Error('M-Pesa is selected but its MPESA_* credentials are not set');
      const client = createDarajaClient({
        baseUrl: env.MPESA_BASE_URL,
        consumerKey: MPESA_CONSUMER_KEY,
        consumerSecret: MPESA_CONSUMER_SECRET,
        shortCode: MPESA_SHORTCODE,
        passkey: MPESA_PASSKEY,
        transactionType: env.MPESA_TRANSACTION_TYPE,
        partyB: env.MPESA_PARTY_B,
        callbackUrl: stkCallbackUrl(deps),
        timeoutMs: env.MPESA_TIMEOUT_MS,
      });
      return createDarajaProvider(client);
    }
  }
}

// Clients cache tokens (and Pesapal's IPN id): one registry per app, shared by its router, the
// in-process reconciler and the worker's job, all of which receive the same deps object.
const registries = new WeakMap<Deps, ProviderRegistry>();

export function providersOf(deps: Deps): ProviderRegistry {
  let registry = registries.get(deps);
  if (!registry) {
    registry = buildRegistry(deps);
    registries.set(deps, registry);
  }
  return registry;
}
