import { DEV_SMS_DELIVERY_TOKEN, smsGatewayOf } from '../../config/env.js';
import type { Deps } from '../../lib/deps.js';
import {
  AT_PRODUCTION_BASE_URL,
  AT_SANDBOX_BASE_URL,
  createAfricasTalkingGateway,
} from './africastalking.js';
import { startFakeAfricasTalking, type FakeAt } from './fake-gateway-server.js';
import type { SmsGateway } from './gateway.js';

// Which gateway sends a process's SMS (config/env.ts smsGatewayOf): Africa's Talking, or the local
// fake started on loopback on first use. One per deps object, like the payment providers.

const gateways = new WeakMap<Deps, Promise<SmsGateway | null>>();

/** The secret of the delivery-report URL. */
export const smsDeliveryToken = (deps: Pick<Deps, 'env'>) =>
  deps.env.SMS_DELIVERY_TOKEN ?? DEV_SMS_DELIVERY_TOKEN;

/** The URL Africa's Talking (or the fake) posts delivery reports to. */
export function smsDeliveryUrl(deps: Pick<Deps, 'env'>): string {
  const base = deps.env.PAYMENTS_CALLBACK_BASE_URL ?? deps.env.APP_URL;
  const origin = base ? new URL(base).origin : `http://localhost:${deps.env.PORT}`;
  return `${origin}/api/communication/sms/delivery/${smsDeliveryToken(deps)}/`;
}

/** Tests hand in their own gateway (usually the fake, with reports kept for them). */
export function useSmsGateway(deps: Deps, gateway: SmsGateway | null): void {
  gateways.set(deps, Promise.resolve(gateway));
}

let processFake: Promise<FakeAt> | null = null;

async function build(deps: Deps): Promise<SmsGateway | null> {
  const { env } = deps;
  const kind = smsGatewayOf(env);
  if (kind === 'none') return null;
  if (kind === 'africastalking') {
    const username = env.AFRICASTALKING_USERNAME;
    return createAfricasTalkingGateway({
      baseUrl:
        env.AFRICASTALKING_BASE_URL ??
        (username === 'sandbox' ? AT_SANDBOX_BASE_URL : AT_PRODUCTION_BASE_URL),
      username,
      apiKey: env.AFRICASTALKING_API_KEY ?? '',
      senderId: env.AFRICASTALKING_SENDER_ID,
      timeoutMs: env.SMS_TIMEOUT_MS,
    });
  }
  processFake ??= startFakeAfricasTalking({ deliveryUrl: smsDeliveryUrl(deps) });
  const fake = await processFake;
  deps.logger.info(
    { baseUrl: fake.baseUrl },
    "SMS: the local fake Africa's Talking prints messages",
  );
  return createAfricasTalkingGateway({
    baseUrl: fake.baseUrl,
    username: fake.username,
    apiKey: fake.apiKey,
    senderId: env.AFRICASTALKING_SENDER_ID,
    timeoutMs: env.SMS_TIMEOUT_MS,
  });
}

/** The process's gateway, or null when none is configured (production without Africa's Talking). */
export function smsGatewayFor(deps: Deps): Promise<SmsGateway | null> {
  let gateway = gateways.get(deps);
  if (!gateway) {
    gateway = build(deps);
    gateways.set(deps, gateway);
  }
  return gateway;
}
