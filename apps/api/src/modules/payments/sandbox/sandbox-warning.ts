import { sandboxPaymentSettings } from '../../../config/sandbox-payments.js';
import type { Deps } from '../../../lib/deps.js';

/**
 * A production process that runs on the sandbox (allowed only by ALLOW_SANDBOX_PAYMENTS=true, see
 * config/env.ts) says so at start-up, loudly enough to be seen in any log view (issue 17, item 4).
 * Returns whether it warned.
 */
export function warnIfSandboxPayments(deps: Pick<Deps, 'env' | 'logger'>): boolean {
  const settings = sandboxPaymentSettings(deps.env);
  if (deps.env.NODE_ENV !== 'production' || settings.length === 0) return false;
  deps.logger.warn(
    { settings, ALLOW_SANDBOX_PAYMENTS: true },
    `SANDBOX PAYMENTS IN PRODUCTION: ${settings.join(', ')} use the sandbox. No real money moves ` +
      'and any payer can mark their own payment paid. Set Pesapal or M-Pesa credentials before ' +
      'taking real payments.',
  );
  return true;
}
