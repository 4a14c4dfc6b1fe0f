// Demo data for local use and end-to-end tests. Plain `pg` (runs from plain node before anything is
// built), one pg.Client (works through PGlite's single-connection socket), one transaction.
// Idempotent: does nothing when the demo landlord already exists.
//
// Raw SQL must fill what Prisma fills client-side: `updated_at` (@updatedAt) and uuid ids.
// Money is whole KSh (docs/decisions/003-money-as-integer-ksh.md).
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import pg from 'pg';
import { quoteIdent } from './migrate.mjs';

// bcrypt is a dependency of apps/api, not of the root package.
const requireFromApi = createRequire(new URL('../../apps/api/package.json', import.meta.url));
const bcrypt = requireFromApi('bcrypt');

export const BCRYPT_COST = 10;

export const DEMO_LANDLORD = {
  email: 'landlord@pango.test',
  password: 'Landlord123',
  fullName: 'Wanjiku Kamau',
  landlordCode: 'PNG-DEMO1',
};
export const DEMO_TENANT = {
  email: 'tenant@pango.test',
  password: 'Tenant123',
  fullName: 'Otieno Odhiambo',
};
export const DEMO_PENDING_TENANT = {
  email: 'pending@pango.test',
  password: 'Tenant123',
  fullName: 'Achieng Wafula',
};

/**
 * The demo landlord's M-Pesa paybill (issue 19), so `pnpm c2b:simulate` and the Settings panel's
 * "Simulate a paybill payment" work out of the box. A Daraja sandbox-style number, no real one.
 */
export const DEMO_PAYBILL = { shortcode: '600984', type: 'paybill' };

/** The line start/dev/db:seed print under the demo accounts. */
export const DEMO_PAYBILL_LINE = `M-Pesa paybill ${DEMO_PAYBILL.shortcode} (demo landlord): try \`pnpm c2b:simulate --account <account number> --amount 1000\``;

// The confirmation URL's secret (apps/api c2b-urls.ts): base64url, free of the words Daraja refuses.
const DARAJA_REFUSED = ['mpesa', 'm-pesa', 'safaricom', 'exe', 'exec', 'cmd', 'sql', 'query'];
function c2bUrlToken() {
  for (;;) {
    const token = randomBytes(32).toString('base64url');
    if (!DARAJA_REFUSED.some((word) => token.toLowerCase().includes(word))) return token;
  }
}

/** Demo sign-ins, for the start script to print. */
export const DEMO_ACCOUNTS = [
  { role: 'landlord', email: DEMO_LANDLORD.email, password: DEMO_LANDLORD.password },
  { role: 'tenant', email: DEMO_TENANT.email, password: DEMO_TENANT.password },
  {
    role: 'tenant',
    email: DEMO_PENDING_TENANT.email,
    password: DEMO_PENDING_TENANT.password,
    note: 'pending approval: cannot sign in until the landlord approves the application',
  },
];

// Arbitrary constant key for pg_advisory_xact_lock, so two seeds at once do not both insert.
const SEED_LOCK_KEY = 72707370;
// The sandbox order of the demo tenant's open rent payment (a fixed uuid: the seed runs once).
export const PENDING_ORDER_TRACKING_ID = '5d1c0f3e-7a2b-4c9d-8e6f-0a1b2c3d4e5f';
const DAY_MS = 24 * 60 * 60 * 1000;

/** First day of the month `offset` months from `now`, as 'YYYY-MM-DD' (UTC). */
function monthStart(now, offset) {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
  return d.toISOString().slice(0, 10);
}
function dayOfMonth(now, offset, day) {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, day))
    .toISOString()
    .slice(0, 10);
}
function atNoon(date) {
  return new Date(`${date}T09:00:00.000Z`); // 12:00 in Nairobi
}

/**
 * Seeds the demo data set.
 * @param {string} databaseUrl
 * @param {{ schema?: string, log?: (message: string) => void, appUrl?: string }} [options]
 *   appUrl: where the sandbox page sends the payer back (default APP_URL, else localhost:PORT).
 * @returns {Promise<{ seeded: boolean }>} seeded=false when the demo landlord already existed.
 */
export async function seed(
  databaseUrl,
  {
    schema,
    log = () => {},
    appUrl = process.env.APP_URL ?? `http://localhost:${process.env.PORT ?? 3000}`,
  } = {},
) {
  if (!databaseUrl) throw new Error('seed(): databaseUrl is required');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    if (schema) await client.query(`SET search_path TO ${quoteIdent(schema)}`);
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    const existing = await client.query('SELECT 1 FROM "users" WHERE "email" = $1', [
      DEMO_LANDLORD.email,
    ]);
    if (existing.rowCount > 0) {
      await client.query('ROLLBACK');
      log(`demo data already present (${DEMO_LANDLORD.email}), nothing to do`);
      return { seeded: false };
    }
    await insertDemoData(client, new Date(), new URL(appUrl).origin);
    await client.query('COMMIT');
    log(`seeded demo data: ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')}`);
    return { seeded: true };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    // PGlite serves every connection from one backend session: leave its search_path as we found it.
    if (schema) await client.query('RESET search_path').catch(() => {});
    await client.end().catch(() => {});
  }
}

async function insertDemoData(client, now, appUrl) {
  const one = async (sql, params) => (await client.query(sql, params)).rows[0];
  const [landlordHash, tenantHash] = await Promise.all([
    bcrypt.hash(DEMO_LANDLORD.password, BCRYPT_COST),
    bcrypt.hash(DEMO_TENANT.password, BCRYPT_COST),
  ]);
  const pendingHash =
    DEMO_PENDING_TENANT.password === DEMO_TENANT.password
      ? tenantHash
      : await bcrypt.hash(DEMO_PENDING_TENANT.password, BCRYPT_COST);

  const insertUser = (u) =>
    one(
      `INSERT INTO "users" ("email", "password_hash", "full_name", "phone_number", "role", "is_active", "approval_status", "created_at", "updated_at")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) RETURNING "id"`,
      [
        u.email.toLowerCase(),
        u.hash,
        u.fullName,
        u.phone,
        u.role,
        u.isActive,
        u.approvalStatus,
        u.createdAt ?? now,
      ],
    );

  // Landlord, profile, free-trial subscription, reminder settings
  const landlord = await insertUser({
    email: DEMO_LANDLORD.email,
    hash: landlordHash,
    fullName: DEMO_LANDLORD.fullName,
    phone: '254722000111',
    role: 'landlord',
    isActive: true,
    approvalStatus: 'approved',
    createdAt: new Date(now.getTime() - 90 * DAY_MS),
  });
  await client.query(
    `INSERT INTO "landlord_profiles" ("user_id", "landlord_code", "national_id", "mpesa_till_number", "address", "website", "updated_at")
     VALUES ($1, $2, '12345678', '123456', 'Argwings Kodhek Road, Kilimani, Nairobi', NULL, $3)`,
    [landlord.id, DEMO_LANDLORD.landlordCode, now],
  );
  await client.query(
    `INSERT INTO "subscriptions" ("landlord_id", "plan", "is_active", "started_at", "expires_at", "updated_at")
     VALUES ($1, 'free', true, $2, $3, $2)`,
    [landlord.id, now, new Date(now.getTime() + 30 * DAY_MS)],
  );
  await client.query(
    `INSERT INTO "reminder_settings" ("landlord_id", "days_of_month", "subject", "message", "send_email", "active", "updated_at")
     VALUES ($1, $2, 'Rent Reminder', $3, true, true, $4)`,
    [
      landlord.id,
      [1, 5],
      'Hello, this is a friendly reminder that your rent is due. You can pay through the Pango tenant portal with M-Pesa or card. Thank you.',
      now,
    ],
  );

  await client.query(
    `INSERT INTO "mpesa_c2b_settings" ("landlord_id", "shortcode", "shortcode_type", "reject_unknown_accounts", "url_token", "updated_at")
     VALUES ($1, $2, $3, false, $4, $5)`,
    [landlord.id, DEMO_PAYBILL.shortcode, DEMO_PAYBILL.type, c2bUrlToken(), now],
  );

  // Room types (shared by the landlord's properties) and a property-specific custom type
  const unitTypeIds = {};
  for (const [name, rent, description] of [
    ['studio', 15000, 'Self-contained studio'],
    ['1-bedroom', 22000, 'One bedroom, open-plan kitchen'],
    ['2-bedroom', 35000, 'Two bedrooms, master en-suite'],
    ['3-bedroom', 48000, 'Three bedrooms with DSQ'],
  ]) {
    const row = await one(
      `INSERT INTO "unit_types" ("landlord_id", "name", "rent", "deposit", "description", "is_custom", "updated_at")
       VALUES ($1, $2, $3, $3, $4, false, $5) RETURNING "id"`,
      [landlord.id, name, rent, description, now],
    );
    unitTypeIds[name] = row.id;
  }

  // Properties and units
  const properties = [
    {
      name: 'Kilimani Heights',
      address: 'Argwings Kodhek Road, Kilimani',
      units: [
        ['A1', 'studio', 15000],
        ['A2', '1-bedroom', 22000],
        ['B1', '2-bedroom', 35000],
        ['B2', '1-bedroom', 23000],
      ],
    },
    {
      name: 'Riverside Court',
      address: 'Riverside Drive, Westlands',
      units: [
        ['R1', 'studio', 14000],
        ['R2', '2-bedroom', 38000],
        ['R3', '3-bedroom', 48000],
        ['PH1', 'custom-Penthouse', 85000],
        // Vacant rooms for new tenants to choose at signup (ten units in all: still the Starter tier).
        ['R4', 'studio', 13500],
        ['R5', '1-bedroom', 21000],
      ],
    },
  ];
  const units = {};
  const propertyIds = {};
  for (const p of properties) {
    const property = await one(
      `INSERT INTO "properties" ("landlord_id", "name", "address", "city", "state", "unit_count", "created_at", "updated_at")
       VALUES ($1, $2, $3, 'Nairobi', 'Nairobi County', $4, $5, $5) RETURNING "id"`,
      [landlord.id, p.name, p.address, p.units.length, new Date(now.getTime() - 90 * DAY_MS)],
    );
    propertyIds[p.name] = property.id;
    for (const [unitNumber, roomType, rent] of p.units) {
      let unitTypeId = unitTypeIds[roomType] ?? null;
      if (roomType.startsWith('custom-')) {
        const custom = await one(
          `INSERT INTO "unit_types" ("landlord_id", "property_id", "name", "rent", "deposit", "description", "is_custom", "updated_at")
           VALUES ($1, $2, $3, $4, $4, 'Top-floor penthouse with terrace', true, $5) RETURNING "id"`,
          [landlord.id, property.id, roomType.slice('custom-'.length), rent, now],
        );
        unitTypeId = custom.id;
      }
      const bedrooms = roomType === 'studio' ? 0 : Number.parseInt(roomType, 10) || 4;
      const unit = await one(
        `INSERT INTO "units" ("landlord_id", "property_id", "unit_type_id", "unit_number", "room_type", "rent", "deposit", "is_available", "bedrooms", "bathrooms", "updated_at")
         VALUES ($9, $1, $2, $3, $4, $5, $5, true, $6, $7, $8) RETURNING "id", "rent"`,
        [
          property.id,
          unitTypeId,
          unitNumber,
          roomType,
          rent,
          bedrooms,
          Math.max(1, bedrooms - 1),
          now,
          landlord.id,
        ],
      );
      units[unitNumber] = { id: unit.id, rent: unit.rent, propertyId: property.id };
    }
  }

  // Active tenant in Kilimani Heights A2, moved in two months ago
  const home = units.A2;
  const moveIn = monthStart(now, -2);
  const tenant = await insertUser({
    email: DEMO_TENANT.email,
    hash: tenantHash,
    fullName: DEMO_TENANT.fullName,
    phone: '254712345678',
    role: 'tenant',
    isActive: true,
    approvalStatus: 'approved',
    createdAt: new Date(atNoon(moveIn).getTime() - 5 * DAY_MS),
  });
  await client.query(
    `INSERT INTO "tenant_profiles" ("user_id", "landlord_id", "national_id", "phone_number", "emergency_contact", "move_in_date", "deposit_paid", "booking_id", "updated_at")
     VALUES ($1, $2, '23456789', '254712345678', '254733456789', $3, true, 'BK-DEMO-0001', $4)`,
    [tenant.id, landlord.id, moveIn, now],
  );
  await client.query(
    `UPDATE "units" SET "is_available" = false, "current_tenant_id" = $1, "rent_due_date" = $2, "updated_at" = $3 WHERE "id" = $4`,
    [tenant.id, dayOfMonth(now, 1, 5), now, home.id],
  );
  // Putting the tenant in the unit opened their tenancy (trigger units_tenancy_sync, ADR 021) on
  // today's date; the demo tenancy began on the move-in date.
  await client.query(
    `UPDATE "tenancies" SET "start_date" = $1 WHERE "unit_id" = $2 AND "tenant_id" = $3 AND "status" = 'active'`,
    [moveIn, home.id, tenant.id],
  );
  await client.query(
    `INSERT INTO "tenant_applications" ("tenant_id", "landlord_id", "unit_id", "status", "already_living_in_property", "requires_deposit", "deposit_paid", "applied_at", "decided_at")
     VALUES ($1, $2, $3, 'approved', false, true, true, $4, $5)`,
    [
      tenant.id,
      landlord.id,
      home.id,
      new Date(atNoon(moveIn).getTime() - 5 * DAY_MS),
      new Date(atNoon(moveIn).getTime() - 4 * DAY_MS),
    ],
  );

  const insertPayment = (p) =>
    one(
      `INSERT INTO "payments" ("kind", "amount", "status", "provider", "payer_id", "tenant_id", "landlord_id", "unit_id", "months_covered",
         "merchant_reference", "order_tracking_id", "checkout_request_id", "merchant_request_id", "mpesa_receipt", "confirmation_code",
         "payment_method", "description", "completed_at", "created_at", "updated_at")
       VALUES ($1, $2, $3, $4, $5, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, 'mpesa', $15, $16, $17, $17) RETURNING "id"`,
      [
        p.kind,
        p.amount,
        p.status,
        p.provider,
        tenant.id,
        landlord.id,
        home.id,
        p.monthsCovered ?? null,
        p.merchantReference,
        p.orderTrackingId ?? null,
        p.checkoutRequestId ?? null,
        p.merchantRequestId ?? null,
        p.mpesaReceipt ?? null,
        p.confirmationCode ?? null,
        p.description,
        p.completedAt ?? null,
        p.createdAt,
      ],
    );
  const insertLedger = (e) =>
    client.query(
      `INSERT INTO "rent_ledger_entries" ("tenant_id", "unit_id", "landlord_id", "payment_id", "type", "amount", "period_start", "description", "charge_key", "created_at")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        tenant.id,
        home.id,
        landlord.id,
        e.paymentId ?? null,
        e.type,
        e.amount,
        e.periodStart,
        e.description,
        // The monthly charge job's idempotency key (tenant:unit:YYYY-MM), so it never re-posts these.
        e.type === 'charge' ? `${tenant.id}:${home.id}:${String(e.periodStart).slice(0, 7)}` : null,
        e.createdAt,
      ],
    );

  // Deposit through Pesapal before moving in (deposits are held, not part of the rent ledger)
  const depositAt = new Date(atNoon(moveIn).getTime() - 4 * DAY_MS);
  await insertPayment({
    kind: 'deposit',
    amount: home.rent,
    status: 'completed',
    provider: 'pesapal',
    merchantReference: 'PNG-DEMO-DEP-0001',
    orderTrackingId: 'b945e4af-80a5-4ec1-8706-e03f8332fb04',
    confirmationCode: 'SEED0DEP01',
    mpesaReceipt: 'SEED0DEP01',
    description: 'Deposit for Kilimani Heights A2',
    completedAt: depositAt,
    createdAt: depositAt,
  });

  // Two paid months by M-Pesa, and the current month's payment still open on the hosted page. That
  // one is stored as Pesapal (which the offline sandbox stands in for) with the sandbox's own order,
  // so the reconciler can ask about it without any provider credentials.
  for (const [offset, status, receipt] of [
    [-2, 'completed', 'SEEDRENT01'],
    [-1, 'completed', 'SEEDRENT02'],
    [0, 'pending', null],
  ]) {
    const period = monthStart(now, offset);
    const chargedAt = atNoon(period);
    await insertLedger({
      type: 'charge',
      amount: home.rent,
      periodStart: period,
      description: `Rent for ${period.slice(0, 7)}`,
      createdAt: chargedAt,
    });
    const paidAt = atNoon(dayOfMonth(now, offset, 3));
    const n = offset + 3;
    const merchantReference = `PNG-DEMO-RENT-000${n}`;
    const description = `Rent for ${period.slice(0, 7)}`;
    if (status === 'pending') {
      const createdAt = new Date(now.getTime() - 10 * 60 * 1000);
      const payment = await insertPayment({
        kind: 'rent',
        amount: home.rent,
        status,
        provider: 'pesapal',
        monthsCovered: 1,
        merchantReference,
        orderTrackingId: PENDING_ORDER_TRACKING_ID,
        description,
        createdAt,
      });
      await client.query(
        `INSERT INTO "sandbox_orders" ("tracking_id", "merchant_reference", "amount", "currency", "description", "callback_url", "status", "created_at", "updated_at")
         VALUES ($1, $2, $3, 'KES', $4, $5, 'pending', $6, $6)`,
        [
          PENDING_ORDER_TRACKING_ID,
          merchantReference,
          home.rent,
          description,
          `${appUrl}/tenant/payments?payment=${payment.id}`,
          createdAt,
        ],
      );
      continue;
    }
    const payment = await insertPayment({
      kind: 'rent',
      amount: home.rent,
      status,
      provider: 'mpesa',
      monthsCovered: 1,
      merchantReference,
      checkoutRequestId: `ws_CO_SEED_000${n}`,
      merchantRequestId: `SEED-000${n}`,
      mpesaReceipt: receipt,
      description,
      completedAt: paidAt,
      createdAt: paidAt,
    });
    await insertLedger({
      type: 'payment',
      amount: -home.rent,
      paymentId: payment.id,
      periodStart: period,
      description: `M-Pesa ${receipt}`,
      createdAt: paidAt,
    });
  }

  // Receipt numbers for the credited rent payments, numbered as the receipts migration numbers
  // payments credited before receipts existed (by completed_at, then id), and the landlord's counter.
  await client.query(
    `UPDATE "payments" AS p SET "receipt_number" = numbered.n
       FROM (SELECT pay."id", ROW_NUMBER() OVER (ORDER BY pay."completed_at", pay."id") AS n
               FROM "payments" AS pay
              WHERE pay."landlord_id" = $1 AND pay."status" = 'completed' AND pay."kind" = 'rent'
                AND EXISTS (SELECT 1 FROM "rent_ledger_entries" AS e WHERE e."payment_id" = pay."id")) AS numbered
      WHERE p."id" = numbered."id"`,
    [landlord.id],
  );
  await client.query(
    `INSERT INTO "receipt_counters" ("landlord_id", "last_number")
     SELECT $1, COALESCE(MAX("receipt_number"), 0) FROM "payments" WHERE "landlord_id" = $1
     ON CONFLICT ("landlord_id") DO UPDATE SET "last_number" = EXCLUDED."last_number"`,
    [landlord.id],
  );

  // Pending applicant for an available unit (already living there, so no deposit)
  const applicant = await insertUser({
    email: DEMO_PENDING_TENANT.email,
    hash: pendingHash,
    fullName: DEMO_PENDING_TENANT.fullName,
    phone: '254798765432',
    role: 'tenant',
    isActive: false,
    approvalStatus: 'pending',
    createdAt: new Date(now.getTime() - 2 * DAY_MS),
  });
  await client.query(
    `INSERT INTO "tenant_profiles" ("user_id", "landlord_id", "national_id", "phone_number", "emergency_contact", "deposit_paid", "booking_id", "created_at", "updated_at")
     VALUES ($1, $2, 'AB1234567', '254798765432', '254711222333', false, 'BK-DEMO-0002', $3, $3)`,
    [applicant.id, landlord.id, new Date(now.getTime() - 2 * DAY_MS)],
  );
  await client.query(
    `INSERT INTO "tenant_applications" ("tenant_id", "landlord_id", "unit_id", "status", "already_living_in_property", "requires_deposit", "deposit_paid", "notes", "applied_at")
     VALUES ($1, $2, $3, 'pending', true, false, false, 'Already living in the unit; registering for online payments.', $4)`,
    [applicant.id, landlord.id, units.B1.id, new Date(now.getTime() - 2 * DAY_MS)],
  );
  // A pending application reserves its unit, as a real signup does.
  await client.query(`UPDATE "units" SET "is_available" = false WHERE "id" = $1`, [units.B1.id]);

  // Reports: one open, one resolved
  await client.query(
    `INSERT INTO "reports" ("tenant_id", "landlord_id", "unit_id", "property_id", "title", "category", "priority", "status", "description", "created_at", "updated_at")
     VALUES ($1, $2, $3, $4, 'Leaking kitchen tap', 'plumbing', 'medium', 'open',
             'The kitchen tap drips constantly, even when fully closed.', $5, $5)`,
    [tenant.id, landlord.id, home.id, home.propertyId, new Date(now.getTime() - 1 * DAY_MS)],
  );
  const resolvedAt = new Date(now.getTime() - 20 * DAY_MS);
  await client.query(
    `INSERT INTO "reports" ("tenant_id", "landlord_id", "unit_id", "property_id", "title", "category", "priority", "status", "description", "created_at", "updated_at", "resolved_at")
     VALUES ($1, $2, $3, $4, 'Corridor light not working', 'electrical', 'low', 'resolved',
             'The light outside A2 has been off for three days.', $5, $6, $6)`,
    [
      tenant.id,
      landlord.id,
      home.id,
      home.propertyId,
      new Date(now.getTime() - 23 * DAY_MS),
      resolvedAt,
    ],
  );
}
