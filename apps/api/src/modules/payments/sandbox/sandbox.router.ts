import express, { type Router } from 'express';
import type { Deps } from '../../../lib/deps.js';
import { notFound } from '../../../lib/errors.js';
import { publicOrigin } from '../../../lib/public-origin.js';
import { CONTENT_SECURITY_POLICY } from '../../../lib/security-headers.js';
import { parsePesapalNotification, pesapalAck } from '../providers/pesapal-notification.js';
import { handleOrderNotification } from '../notifications.service.js';
import { providersOf } from '../providers/registry.js';
import { CHECKOUT_CSS, renderCheckoutPage, renderMissingPage } from './checkout-page.js';
import {
  getSandboxCheckout,
  isSandboxOutcome,
  settleSandboxOrder,
} from './sandbox-checkout.service.js';

/**
 * The page's CSP: the app's, except that its form may also lead back to the merchant's origin.
 * The Pay button posts here and is answered by a redirect to the return URL, and browsers check
 * form-action on that redirect too: on another origin than the app (SANDBOX_PUBLIC_URL, like a
 * real provider) 'self' alone would stop the payer on the way back.
 */
function checkoutPagePolicy(returnUrl: string): string {
  const directives: Record<string, readonly string[]> = {
    ...CONTENT_SECURITY_POLICY,
    'form-action': [...CONTENT_SECURITY_POLICY['form-action'], new URL(returnUrl).origin],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join(';');
}

/** The sandbox's hosted page and its IPN endpoint; answer 404 unless a kind uses the sandbox. */
export function sandboxRoutes(router: Router, deps: Deps): void {
  const isEnabled = () => providersOf(deps).usesSandbox();
  const form = express.urlencoded({ extended: false, limit: '2kb' });

  router.get('/sandbox/checkout.css', (_req, res) => {
    res.type('text/css').set('Cache-Control', 'public, max-age=3600').send(CHECKOUT_CSS);
  });

  router.get('/sandbox/checkout/:trackingId/', async (req, res) => {
    const view = isEnabled() ? await getSandboxCheckout(deps, req.params.trackingId) : null;
    res.set('Cache-Control', 'no-store');
    if (!view) res.status(404).type('html').send(renderMissingPage());
    else
      res
        .type('html')
        .set('Content-Security-Policy', checkoutPagePolicy(view.returnUrl))
        .send(renderCheckoutPage(view));
  });

  router.post('/sandbox/checkout/:trackingId/', form, async (req, res) => {
    const outcome: unknown = (req.body as Record<string, unknown> | undefined)?.outcome;
    const ipnBase = deps.env.PAYMENTS_CALLBACK_BASE_URL ?? publicOrigin(deps.env, req);
    const redirectTo =
      isEnabled() && isSandboxOutcome(outcome)
        ? await settleSandboxOrder(deps, req.params.trackingId, outcome, ipnBase)
        : null;
    if (!redirectTo) res.status(404).type('html').send(renderMissingPage());
    else res.redirect(303, redirectTo);
  });

  // Pesapal-shaped IPN from the hosted page above: a trigger to query the sandbox, nothing more.
  router.get('/sandbox/ipn/', async (req, res) => {
    const notification = parsePesapalNotification({ query: req.query });
    if (!isEnabled() || !notification) throw notFound();
    let ok = true;
    try {
      await handleOrderNotification(deps, notification.orderTrackingId);
    } catch (err) {
      ok = false;
      deps.logger.error({ err, notification }, 'sandbox IPN processing failed');
    }
    // Pesapal's convention: HTTP 200 always, the body's status says whether we processed it.
    res.json(pesapalAck(notification, ok));
  });
}
