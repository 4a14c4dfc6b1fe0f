import { timingSafeEqual } from 'node:crypto';
import type { Request, Response, Router } from 'express';
import express from 'express';
import { isDatabaseUnavailable } from '../../lib/db.js';
import type { Deps } from '../../lib/deps.js';
import { notFound } from '../../lib/errors.js';
import { parseStkCallback, STK_CALLBACK_ACK } from './providers/daraja-callback.js';
import { parsePesapalNotification, pesapalAck } from './providers/pesapal-notification.js';
import { handleOrderNotification, handleStkNotification } from './notifications.service.js';

// Provider notifications. Each is only a trigger: the services ask the provider before changing
// anything, so a forged one changes nothing. Answers follow what each provider expects.

function sameSecret(given: string, expected: string | undefined): boolean {
  if (!expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function notificationRoutes(router: Router, deps: Deps): void {
  const form = express.urlencoded({ extended: false, limit: '10kb' });
  // A database outage is not a bug: one line without a stack (there are many while it lasts); the
  // provider's next notification or reconciliation settles the payment (docs/operations.md).
  const logFailure = (err: unknown, context: Record<string, unknown>, message: string) => {
    if (isDatabaseUnavailable(err)) deps.logger.warn(context, `${message}: database unavailable`);
    else deps.logger.error({ err, ...context }, message);
  };

  const pesapalIpn = async (req: Request, res: Response) => {
    const notification = parsePesapalNotification({ query: req.query, body: req.body });
    if (!notification) {
      res.status(400).json({ detail: 'Not a Pesapal notification.', code: 'VALIDATION_ERROR' });
      return;
    }
    let ok = true;
    try {
      await handleOrderNotification(deps, notification.orderTrackingId);
    } catch (err) {
      ok = false;
      logFailure(err, { notification }, 'Pesapal IPN processing failed');
    }
    // HTTP 200 always; the body's status tells Pesapal whether we processed it (payments.md 1.7).
    res.json(pesapalAck(notification, ok));
  };
  router.get('/pesapal/ipn/', pesapalIpn);
  router.post('/pesapal/ipn/', form, pesapalIpn);

  router.post('/stk/callback/:token/', (req, res) => {
    if (!sameSecret(req.params.token, deps.env.MPESA_CALLBACK_TOKEN)) throw notFound();
    const callback = parseStkCallback(req.body);
    // Daraja retries what it thinks failed: acknowledge at once, then confirm with an STK query.
    res.json(STK_CALLBACK_ACK);
    if (!callback) {
      deps.logger.warn('STK callback with an unreadable body ignored');
      return;
    }
    void handleStkNotification(deps, callback.checkoutRequestId, {
      amount: callback.amount,
      receipt: callback.receipt,
      phone: callback.phone,
    }).catch((err: unknown) =>
      logFailure(
        err,
        { checkoutRequestId: callback.checkoutRequestId },
        'STK callback processing failed',
      ),
    );
  });
}
