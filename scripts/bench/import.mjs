// The portfolio import on 2,000 rows (issue 21 item 1, ADR 031): preview then commit through the
// production build on a throwaway schema, timed from the client. Goal: both under 10 s together.
import { serveApp } from '../lib/serve-app.mjs';
import { withClient } from '../lib/pg-client.mjs';

export const IMPORT_GOAL_MS = 10_000;
const PASSWORD = 'Landlord123';
const COLUMNS =
  'property,unit,room_type,rent,deposit,tenant_name,phone,email,id_number,move_in_date,balance,deposit_held';

/** 2,000 rows: 50 properties of 40 units, three in four let, balances owed and prepaid. */
export function importBenchFile(rows = 2000) {
  const lines = [COLUMNS];
  for (let i = 0; i < rows; i += 1) {
    const unit = [
      `Bench Court ${Math.floor(i / 40) + 1}`,
      `B${i + 1}`,
      i % 3 ? '1 bedroom' : 'studio',
      9000 + (i % 7) * 500,
      9000,
    ];
    const tenant =
      i % 4 === 3
        ? ['', '', '', '', '', '', '']
        : [
            `Tenant ${i + 1}`,
            `07${String(20_000_000 + i).padStart(8, '0')}`,
            `bench-${i + 1}@example.test`,
            '',
            '2024-01-15',
            (i % 5) * 1000 - 1000,
            9000,
          ];
    lines.push([...unit, ...tenant].join(','));
  }
  return lines.join('\n');
}

async function json(res, what) {
  if (!res.ok)
    throw new Error(`${what} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  return res.json();
}

/** Starts its own server (serve-app), imports the file and answers the timings in ms. */
export async function benchImport({ rows = 2000 } = {}) {
  const app = await serveApp();
  try {
    const email = `bench-import-${Date.now()}@example.test`;
    await json(
      await fetch(`${app.origin}/api/accounts/landlord/register/complete/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          session_id: crypto.randomUUID(),
          national_id: '23456789',
          full_name: 'Bench Landlord',
          email,
          password: PASSWORD,
          phone_number: '0722123456',
          address: 'Nairobi',
          properties: [
            {
              name: 'Bench Start',
              address: 'Ngong Road',
              units: [{ unit_number: 'S1', room_type: 'studio', monthly_rent: 9000 }],
            },
          ],
        }),
      }),
      'register',
    );
    // 2,000 units need a plan without a unit limit.
    await withClient(app.database.url, app.schema, (client) =>
      client.query(
        `UPDATE subscriptions SET plan = 'onetime', is_active = true, expires_at = NULL
          WHERE landlord_id = (SELECT id FROM users WHERE email = $1)`,
        [email],
      ),
    );
    const { access } = await json(
      await fetch(`${app.origin}/api/accounts/token/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD, user_type: 'landlord' }),
      }),
      'sign-in',
    );
    const auth = { authorization: `Bearer ${access}` };
    const form = new FormData();
    form.append('file', new Blob([importBenchFile(rows)], { type: 'text/csv' }), 'bench.csv');
    const started = performance.now();
    const preview = await json(
      await fetch(`${app.origin}/api/accounts/import/preview/`, {
        method: 'POST',
        headers: auth,
        body: form,
      }),
      'preview',
    );
    const previewed = performance.now();
    if (preview.has_errors)
      throw new Error(
        `the bench file has errors: ${JSON.stringify(preview.rows.find((r) => r.errors.length))}`,
      );
    const result = await json(
      await fetch(`${app.origin}/api/accounts/import/commit/`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ preview_id: preview.preview_id }),
      }),
      'commit',
    );
    const committed = performance.now();
    return {
      rows,
      creates: result.creates,
      previewMs: Math.round(previewed - started),
      commitMs: Math.round(committed - previewed),
      totalMs: Math.round(committed - started),
    };
  } finally {
    await app.stop();
  }
}
