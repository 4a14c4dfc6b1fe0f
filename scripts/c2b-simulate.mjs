// `pnpm c2b:simulate --account <ref> --amount <n> [--phone 2547…] [--trans-id …] [--name …]`:
// posts the confirmation Daraja would post for a paybill payment (payments.md 2.6) to the
// landlord's confirmation URL on the running `pnpm start` app, since Safaricom cannot reach a
// laptop. The landlord's short code and URL token are read from the database `pnpm start` uses
// (found as `pnpm job` finds it: DATABASE_URL, else the embedded Postgres in .data/postgres).
//   pnpm c2b:simulate --account A2 --amount 12000            the demo landlord's paybill
//   pnpm c2b:simulate --account "hse a2" --amount 500 --phone 254712345678
// Options: --landlord <email> (default the demo landlord), --url <app origin> (default APP_URL,
// else http://localhost:$PORT or 3000), --trans-id <id> (default a fresh SIM… id; repeat one to see
// that a second delivery changes nothing).
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { resolveDatabase } from './lib/database.mjs';
import { withClient } from './lib/pg-client.mjs';
import { DEMO_LANDLORD } from './lib/seed.mjs';

const USAGE =
  'Usage: pnpm c2b:simulate --account <account number> --amount <KSh> [--phone 2547…] [--trans-id <id>] [--name <first name>] [--landlord <email>] [--url <origin>]';

const { values } = parseArgs({
  options: {
    account: { type: 'string' },
    amount: { type: 'string' },
    phone: { type: 'string' },
    'trans-id': { type: 'string' },
    name: { type: 'string' },
    landlord: { type: 'string' },
    url: { type: 'string' },
  },
});

class Refusal extends Error {}
/** Stops the run with a message (after the database, if this run started one, is stopped). */
const fail = (message) => {
  throw new Refusal(message);
};

/** Daraja's TransTime: YYYYMMDDHHmmss, Nairobi time. */
const darajaTime = (at) =>
  new Date(at.getTime() + 3 * 60 * 60 * 1000).toISOString().replace(/[-:T]/g, '').slice(0, 14);

function simulatedTransId() {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return `SIM${[...randomBytes(7)].map((b) => alphabet[b % alphabet.length]).join('')}`;
}

const landlordEmail = (values.landlord ?? DEMO_LANDLORD.email).toLowerCase();
const origin = (
  values.url ??
  process.env.APP_URL ??
  `http://localhost:${process.env.PORT ?? 3000}`
).replace(/\/+$/, '');

const badOption =
  values.amount !== undefined && !/^\d+(\.\d{1,2})?$/.test(values.amount)
    ? `--amount must be a number of shillings like 12000 (got "${values.amount}")`
    : values['trans-id'] !== undefined && !/^[A-Za-z0-9]{1,40}$/.test(values['trans-id'])
      ? '--trans-id must be letters and digits'
      : values.phone !== undefined && !/^254[17]\d{8}$/.test(values.phone)
        ? '--phone must be a 2547… or 2541… number, e.g. 254712345678'
        : null;
if (badOption) {
  console.error(`c2b:simulate: ${badOption}\n${USAGE}`);
  process.exit(2);
}

const database = await resolveDatabase({ persistent: true, reuseRunning: true });
let exitCode = 0;
try {
  await withClient(database.url, process.env.DATABASE_SCHEMA || undefined, async (client) => {
    const setting = (
      await client.query(
        `SELECT s."landlord_id", s."shortcode", s."shortcode_type", s."url_token"
           FROM "mpesa_c2b_settings" s JOIN "users" u ON u."id" = s."landlord_id"
          WHERE u."email" = $1`,
        [landlordEmail],
      )
    ).rows[0];
    if (!setting)
      fail(
        `${landlordEmail} has no paybill set up: save one in Settings → M-Pesa Paybill / Till first.`,
      );

    if (values.account === undefined || values.amount === undefined) {
      const accounts = await client.query(
        `SELECT t."payment_account_number", u."full_name"
           FROM "tenancies" t JOIN "users" u ON u."id" = t."tenant_id"
          WHERE t."landlord_id" = $1 AND t."status" IN ('active', 'notice')
            AND t."payment_account_number" IS NOT NULL
          ORDER BY t."payment_account_number" LIMIT 20`,
        [setting.landlord_id],
      );
      console.error(USAGE);
      console.error(`\nPaybill ${setting.shortcode} (${landlordEmail}); account numbers:`);
      for (const row of accounts.rows)
        console.error(`  ${row.payment_account_number.padEnd(12)} ${row.full_name}`);
      exitCode = 2;
      return;
    }

    const transId = (values['trans-id'] ?? simulatedTransId()).toUpperCase();
    const body = {
      TransactionType: setting.shortcode_type === 'till' ? 'Buy Goods' : 'Pay Bill',
      TransID: transId,
      TransTime: darajaTime(new Date()),
      TransAmount: values.amount.includes('.') ? values.amount : `${values.amount}.00`,
      BusinessShortCode: setting.shortcode,
      BillRefNumber: values.account,
      InvoiceNumber: '',
      OrgAccountBalance: '',
      ThirdPartyTransID: '',
      // Daraja masks the number today; a given phone is sent whole so the phone match is tried.
      MSISDN: values.phone ?? '2547 ***** 149',
      FirstName: values.name ?? 'SIMULATED',
      MiddleName: '',
      LastName: 'PAYER',
    };
    const url = `${origin}/api/c2b/${setting.url_token}/confirmation`;
    let response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    } catch (error) {
      fail(
        `could not reach ${origin} (${error.cause?.code ?? error.message}): is \`pnpm start\` running? (--url sets another origin)`,
      );
    }
    const answer = await response.text();
    console.log(`POST ${origin}/api/c2b/…/confirmation  ${transId}  KSh ${body.TransAmount}`);
    console.log(`  answer: ${response.status} ${answer}`);
    if (!response.ok) {
      exitCode = 1;
      return;
    }
    const stored = (
      await client.query(
        `SELECT c."status", c."reason", u."full_name"
           FROM "c2b_transactions" c
           LEFT JOIN "tenancies" t ON t."id" = c."tenancy_id"
           LEFT JOIN "users" u ON u."id" = t."tenant_id"
          WHERE c."shortcode" = $1 AND c."trans_id" = $2`,
        [setting.shortcode, transId],
      )
    ).rows[0];
    if (!stored) console.log('  not stored: the app answered but kept nothing (another database?)');
    else if (stored.status === 'credited') console.log(`  credited to ${stored.full_name}`);
    else if (stored.status === 'unmatched')
      console.log('  no single tenant fits: it waits in Payments → Unmatched payments');
    else if (stored.status === 'rejected')
      console.log(`  rejected (${stored.reason}): see Unmatched payments → Rejected`);
    else console.log(`  stored as ${stored.status}`);
  });
} catch (error) {
  if (!(error instanceof Refusal)) throw error;
  console.error(`c2b:simulate: ${error.message}`);
  exitCode = 2;
} finally {
  await database.stop();
}
process.exit(exitCode);
