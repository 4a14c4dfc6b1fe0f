import type { DarajaClient } from './daraja-client.js';
import { ProviderError, type PaymentProvider } from './provider.js';

// PaymentProvider over Daraja STK push: the prompt appears on the payer's phone, so there is no
// redirect; the callback (or a query) settles the payment.

export type DarajaProviderOptions = {
  /** Overrides the client's CallBackURL (e.g. built from the request origin). */
  callbackUrl?: string;
};

export function createDarajaProvider(
  client: DarajaClient,
  options: DarajaProviderOptions = {},
): PaymentProvider {
  return {
    name: 'mpesa',

    async initiate(input) {
      if (!input.payer.msisdn) {
        throw new ProviderError('M-Pesa needs the payer phone number', 'mpesa');
      }
      const accepted = await client.stkPush({
        amount: input.amount,
        msisdn: input.payer.msisdn,
        // Daraja's limits: AccountReference 12 alphanumerics, TransactionDesc 13 characters.
        accountReference:
          input.merchantReference.replace(/[^A-Za-z0-9]/g, '').slice(0, 12) || 'Pango',
        description: input.description.trim().slice(0, 13) || 'Payment',
        callbackUrl: options.callbackUrl,
      });
      return {
        provider: 'mpesa',
        redirectUrl: null,
        orderTrackingId: null,
        checkoutRequestId: accepted.checkoutRequestId,
        merchantRequestId: accepted.merchantRequestId,
        raw: accepted.raw,
      };
    },

    async queryStatus(query) {
      if (!query.checkoutRequestId) {
        throw new ProviderError('M-Pesa status needs a CheckoutRequestID', 'mpesa');
      }
      const result = await client.stkQuery(query.checkoutRequestId);
      // The query answers the outcome only; amount and receipt arrive with the callback.
      return {
        state: result.state,
        amount: null,
        currency: null,
        merchantReference: null,
        receipt: null,
        paymentMethod: 'MPESA',
        failureReason: result.failureReason,
        raw: result.raw,
      };
    },
  };
}
