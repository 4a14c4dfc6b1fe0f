import type { z } from 'zod';

// Which provider each payment kind resolves to, and the production rule against the sandbox
// (issue 17, item 4). Used by env.ts while it validates; reads no environment itself.

type ProviderName = 'pesapal' | 'mpesa' | 'sandbox';

type ProviderChoices = {
  PESAPAL_CONSUMER_KEY?: string;
  PESAPAL_CONSUMER_SECRET?: string;
  PAYMENT_PROVIDER_DEPOSIT?: ProviderName;
  PAYMENT_PROVIDER_RENT?: ProviderName;
  PAYMENT_PROVIDER_SUBSCRIPTION?: ProviderName;
};

/** Unset provider choices resolve here so every reader sees one definite value. */
export function resolvedProviders(env: ProviderChoices) {
  const fallback = env.PESAPAL_CONSUMER_KEY && env.PESAPAL_CONSUMER_SECRET ? 'pesapal' : 'sandbox';
  return {
    PAYMENT_PROVIDER_DEPOSIT: env.PAYMENT_PROVIDER_DEPOSIT ?? fallback,
    PAYMENT_PROVIDER_RENT: env.PAYMENT_PROVIDER_RENT ?? fallback,
    PAYMENT_PROVIDER_SUBSCRIPTION: env.PAYMENT_PROVIDER_SUBSCRIPTION ?? fallback,
  };
}

/** The payment kinds the offline sandbox takes, e.g. ['PAYMENT_PROVIDER_RENT']. */
export function sandboxPaymentSettings(env: ProviderChoices): string[] {
  return Object.entries(resolvedProviders(env))
    .filter(([, provider]) => provider === 'sandbox')
    .map(([name]) => name);
}

/**
 * On the sandbox the payer settles their own order with one unauthenticated POST, so a production
 * deployment that fell back to it (no Pesapal keys, e.g. a bare `docker compose up`) would let any
 * tenant mark rent paid with no money moving (issue 17, item 4). A trial deployment says so.
 */
export function sandboxRule(
  env: ProviderChoices & { ALLOW_SANDBOX_PAYMENTS: boolean },
  ctx: z.RefinementCtx,
): void {
  const onSandbox = sandboxPaymentSettings(env);
  if (onSandbox.length === 0 || env.ALLOW_SANDBOX_PAYMENTS) return;
  ctx.addIssue({
    code: 'custom',
    path: ['ALLOW_SANDBOX_PAYMENTS'],
    message:
      `${onSandbox.join(', ')} resolve to the sandbox, where no real money moves and payers can mark ` +
      'their own payments paid. Set PESAPAL_CONSUMER_KEY and PESAPAL_CONSUMER_SECRET (or ' +
      'PAYMENT_PROVIDER_<KIND>=mpesa with the MPESA_* credentials), or ALLOW_SANDBOX_PAYMENTS=true ' +
      'for a trial deployment that takes no real payments',
  });
}
