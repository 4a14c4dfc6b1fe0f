import type { Deps } from '../../../lib/deps.js';
import { landlordDarajaOf, type LandlordDaraja } from '../c2b/c2b-credentials.service.js';
import { createDarajaClient, type DarajaClient } from './daraja-client.js';
import { createDarajaProvider } from './daraja-provider.js';
import { ProviderError, type PaymentProvider } from './provider.js';
import { stkCallbackUrl } from './registry.js';

// A landlord's own Daraja app (issue 19 item 9a, ADR 025): STK prompts for their tenants' rent and
// deposits pay straight into their paybill or till, and its status queries use the same app.
// Clients are cached per landlord (each holds its OAuth token) and rebuilt when the credentials
// change; subscriptions never come here (they always pay the platform).

type Cached = { version: number; client: DarajaClient; provider: PaymentProvider };
const caches = new WeakMap<Deps, Map<number, Cached>>();

function cacheOf(deps: Deps): Map<number, Cached> {
  let cache = caches.get(deps);
  if (!cache) {
    cache = new Map();
    caches.set(deps, cache);
  }
  return cache;
}

/** The Daraja client of an opened landlord app (cached while the credentials stay the same). */
export function landlordDarajaClient(deps: Deps, app: LandlordDaraja): DarajaClient {
  return cachedFor(deps, app).client;
}

function cachedFor(deps: Deps, app: LandlordDaraja): Cached {
  const cache = cacheOf(deps);
  const hit = cache.get(app.landlordId);
  if (hit && hit.version === app.version) return hit;
  const client = createDarajaClient({
    baseUrl: deps.env.MPESA_BASE_URL,
    consumerKey: app.consumerKey,
    consumerSecret: app.consumerSecret,
    shortCode: app.shortcode,
    passkey: app.passkey,
    transactionType:
      app.shortcodeType === 'till' ? 'CustomerBuyGoodsOnline' : 'CustomerPayBillOnline',
    partyB: app.shortcode,
    callbackUrl: stkCallbackUrl(deps),
    timeoutMs: deps.env.MPESA_TIMEOUT_MS,
    now: deps.now,
  });
  const built = { version: app.version, client, provider: createDarajaProvider(client) };
  cache.set(app.landlordId, built);
  return built;
}

/** The landlord's STK provider, or null when they have no credentials of their own. */
export async function landlordStkProvider(
  deps: Deps,
  landlordId: number,
): Promise<PaymentProvider | null> {
  const app = await landlordDarajaOf(deps, landlordId);
  return app ? cachedFor(deps, app).provider : null;
}

/** For a payment sent with the landlord's app: their provider, or a ProviderError if removed. */
export async function requireLandlordStkProvider(
  deps: Deps,
  landlordId: number,
): Promise<PaymentProvider> {
  const provider = await landlordStkProvider(deps, landlordId);
  if (!provider)
    throw new ProviderError(
      `Landlord ${landlordId} removed their Daraja credentials: this STK payment cannot be queried`,
      'mpesa',
    );
  return provider;
}
