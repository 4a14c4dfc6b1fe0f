// The fault test's data: a small portfolio (seed-large's generator at a few landlords), then 100
// rent payments to notify: pending Pesapal orders and STK pushes written as if the provider had
// been asked (the fakes are told about them), and paybill (C2B) confirmations for landlords given
// a short code. Everything lives in one throwaway schema.
import { randomBytes, randomUUID } from 'node:crypto';
import { withClient } from '../pg-client.mjs';
import { seedLarge } from '../seed-large.mjs';

export const PAYMENT_COUNT = 100;
const C2B_COUNT = 20;

/**
 * @returns {Promise<Array<{ kind: 'pesapal'|'stk'|'c2b', paymentId: number|null, transId: string|null,
 *   tenancyId: number, amount: number, orderTrackingId?: string, merchantReference?: string,
 *   checkoutRequestId?: string, callbackBody?: unknown, urlToken?: string, confirmation?: unknown }>>}
 */
export async function seedFaultData(databaseUrl, schema, fakes) {
  // A fresh schema (migrated already by the caller): nothing to reset.
  await seedLarge(databaseUrl, {
    schema,
    landlords: 4,
    agencyUnits: 60,
    units: 160,
    months: 2,
    agencyMonths: 2,
  });
  const notes = await withClient(databaseUrl, schema, async (client) => {
    const { rows: tenancies } = await client.query(
      // A paybill payment is credited by its account number unless that is also another
      // tenancy's unit number (match.ts); those are the matcher's to queue, not this test's.
      `SELECT t.id, t.tenant_id, t.unit_id, t.landlord_id, t.monthly_rent, t.payment_account_number,
              NOT EXISTS (SELECT 1 FROM tenancies o JOIN units u ON u.id = o.unit_id
                           WHERE o.landlord_id = t.landlord_id AND o.status = 'active'
                             AND o.id <> t.id AND upper(u.unit_number) = t.payment_account_number)
                AS is_unambiguous
         FROM tenancies t
        WHERE t.status = 'active' AND t.monthly_rent > 0 AND t.payment_account_number IS NOT NULL
        ORDER BY t.id LIMIT $1`,
      [PAYMENT_COUNT],
    );
    if (tenancies.length < PAYMENT_COUNT) {
      throw new Error(`the seed gave ${tenancies.length} tenancies, ${PAYMENT_COUNT} needed`);
    }
    // Every fifth payment a paybill one (the others Pesapal and STK in turn), moved to the next
    // unambiguous account number where needed.
    const kinds = tenancies.map((_, i) => (i % 2 === 0 ? 'pesapal' : 'stk'));
    const unambiguous = tenancies.flatMap((t, i) => (t.is_unambiguous ? [i] : []));
    for (let n = 0; n < C2B_COUNT; n += 1) {
      const i = unambiguous.find((j) => j >= n * 5 && kinds[j] !== 'c2b');
      if (i === undefined) throw new Error('too few unambiguous account numbers for C2B');
      kinds[i] = 'c2b';
    }
    const shortCodes = await paybillsFor(
      client,
      tenancies.filter((_, i) => kinds[i] === 'c2b'),
    );
    const out = [];
    for (const [i, t] of tenancies.entries()) {
      const kind = kinds[i];
      const base = {
        kind,
        tenancyId: t.id,
        amount: t.monthly_rent,
        paymentId: null,
        transId: null,
      };
      if (kind === 'c2b') {
        const transId =
          `FLT${String(i).padStart(4, '0')}${randomBytes(2).toString('hex')}`.toUpperCase();
        const { token, shortCode } = shortCodes.get(t.landlord_id);
        out.push({
          ...base,
          transId,
          urlToken: token,
          confirmation: {
            TransactionType: 'Pay Bill',
            TransID: transId,
            TransTime: '20261124120000',
            TransAmount: `${t.monthly_rent}.00`,
            BusinessShortCode: shortCode,
            BillRefNumber: t.payment_account_number,
            MSISDN: '2547 ***  * 126',
            FirstName: 'FAULT',
          },
        });
        continue;
      }
      const merchantReference = `FLT-${i}-${randomBytes(3).toString('hex')}`;
      const orderTrackingId = kind === 'pesapal' ? randomUUID() : null;
      const checkoutRequestId =
        kind === 'stk' ? `ws_CO_FLT${i}${randomBytes(4).toString('hex')}` : null;
      const { rows } = await client.query(
        `INSERT INTO payments (kind, amount, status, provider, payer_id, tenant_id, landlord_id, unit_id,
            months_covered, merchant_reference, order_tracking_id, checkout_request_id,
            merchant_request_id, description, active_purpose_key, tenancy_id, platform_collected,
            created_at, updated_at)
         VALUES ('rent', $1, 'pending', $2, $3, $3, $4, $5, 1, $6, $7, $8, $9, 'Rent (fault test)',
            $10, $11, true, now() - interval '10 seconds', now())
         RETURNING id`,
        [
          t.monthly_rent,
          kind === 'pesapal' ? 'pesapal' : 'mpesa',
          t.tenant_id,
          t.landlord_id,
          t.unit_id,
          merchantReference,
          orderTrackingId,
          checkoutRequestId,
          checkoutRequestId ? `29115-FLT-${i}` : null,
          `rent:${t.tenant_id}:${t.unit_id}`,
          t.id,
        ],
      );
      out.push({
        ...base,
        paymentId: rows[0].id,
        merchantReference,
        orderTrackingId,
        checkoutRequestId,
      });
    }
    return out;
  });

  const pesapal = notes.filter((n) => n.kind === 'pesapal');
  await fakes.addOrders(
    pesapal.map((n) => ({
      trackingId: n.orderTrackingId,
      merchantReference: n.merchantReference,
      amount: n.amount,
    })),
  );
  const stk = notes.filter((n) => n.kind === 'stk');
  const bodies = await fakes.addPushes(
    stk.map((n, i) => ({
      checkoutRequestId: n.checkoutRequestId,
      merchantRequestId: `29115-FLT-${i}`,
      amount: n.amount,
      phone: 254712345678,
    })),
  );
  stk.forEach((n, i) => (n.callbackBody = bodies[i]));
  return notes;
}

/** A paybill per landlord of the C2B payments: short code and the confirmation URL's token. */
async function paybillsFor(client, tenancies) {
  const landlords = [...new Set(tenancies.map((t) => t.landlord_id))];
  const codes = new Map();
  for (const [i, landlordId] of landlords.entries()) {
    const token = randomBytes(24).toString('base64url');
    const shortCode = String(600100 + i);
    await client.query(
      `INSERT INTO mpesa_c2b_settings (landlord_id, shortcode, shortcode_type, url_token, updated_at)
       VALUES ($1, $2, 'paybill', $3, now())`,
      [landlordId, shortCode, token],
    );
    codes.set(landlordId, { token, shortCode });
  }
  return codes;
}
