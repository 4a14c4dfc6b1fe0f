// The reference data set for benchmarks (issue 12): about 2,000 landlords, one agency with 5,000
// units and a decade of rent, about 60,000 units in all, their tenants, payments, rent ledger and
// maintenance reports. Plain `pg`, one pg.Client, built by the server with INSERT ... SELECT over
// generate_series (a handful of big statements, one transaction per stage), so the default size
// loads in minutes.
//
// Deterministic: every choice is a hash of the row's key (hashint8extended), never random(), so the
// same flags and the same --as-of date give the same rows. Rows satisfy every constraint of
// prisma/migrations (CHECKs, unique keys, the units' composite foreign key) and the ledger rules of
// docs/decisions/012-rent-ledger.md: one charge per tenancy and month (charge_key), one credit per
// completed rent payment (payment_id), nothing for failed, cancelled or pending payments.
import { createRequire } from 'node:module';
import path from 'node:path';
import { migrate, quoteIdent } from './migrate.mjs';
import { withClient } from './pg-client.mjs';
import { ROOT } from './run.mjs';

// bcrypt is a dependency of apps/api, not of the root package.
const bcrypt = createRequire(path.join(ROOT, 'apps/api/package.json'))('bcrypt');

export const LARGE_DEFAULTS = Object.freeze({
  landlords: 2000,
  agencyUnits: 5000,
  units: 60000,
  months: 12,
  // 5,000 units x ~92% occupied x 120 months x ~1.9 payment rows a month (installments, failed
  // attempts, deposits) = about 1 million payments of the agency (the CSV export benchmark).
  agencyMonths: 120,
});

export const LARGE_AGENCY = Object.freeze({
  email: 'agency@pango.test',
  password: 'Agency123',
  fullName: 'Jambo Agency Ltd',
  landlordCode: 'PNG-AGNCY',
});
export const LARGE_LANDLORD_PASSWORD = 'Landlord123';
export const LARGE_TENANT_PASSWORD = 'Tenant123';
/** The agency's first tenant: the current tenant of its first unit. */
export const LARGE_AGENCY_TENANT = Object.freeze({
  email: 'tenant1@agency.pango.test',
  password: LARGE_TENANT_PASSWORD,
});

/** Cost of the (three) password hashes: the API's default, so sign-in does not rehash them. */
const BCRYPT_COST = 12;
const AGENCY_UNITS_PER_PROPERTY = 100;
const MAX_MONTHS = 600;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const DAY_MS = 86_400_000;

// ---------------------------------------------------------------------------------------------
// Deterministic choices on the Node side (landlords and properties: a few thousand rows).

/** A hash of (key, salt) as a float in [0, 1). */
function rand(key, salt) {
  let h = Math.imul(key ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(salt + 0x632be5ab, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}
const pick = (list, r) => list[Math.floor(r * list.length)];

/** A bijective scramble of id on `bits` bits, written in `length` characters of CODE_ALPHABET. */
function code(id, bits, length) {
  const mask = (1n << BigInt(bits)) - 1n;
  let x = (BigInt(id) * 0x9e3779b97n) & mask;
  x ^= x >> BigInt(Math.floor(bits / 2));
  let out = '';
  for (let i = length - 1; i >= 0; i -= 1) out += CODE_ALPHABET[Number((x >> BigInt(5 * i)) & 31n)];
  return out;
}

/** The same scramble as SQL over a bigint expression (must stay below 2^27 for the product). */
function codeSql(idSql, bits, length) {
  const mask = (1n << BigInt(bits)) - 1n;
  const mixed = `((${idSql})::bigint * ${0x9e3779b97n} & ${mask})`;
  const x = `(${mixed} # (${mixed} >> ${Math.floor(bits / 2)}))`;
  const chars = [];
  for (let i = length - 1; i >= 0; i -= 1)
    chars.push(`substr('${CODE_ALPHABET}', ((${x} >> ${5 * i}) & 31)::int + 1, 1)`);
  return `(${chars.join(' || ')})`;
}

const sqlText = (s) => `'${String(s).replaceAll("'", "''")}'`;
const sqlTextArray = (list) => `ARRAY[${list.map(sqlText).join(',')}]::text[]`;

// prettier-ignore
const FIRST_NAMES = [
  'Wanjiku', 'Achieng', 'Otieno', 'Kamau', 'Njeri', 'Mwangi', 'Atieno', 'Omondi', 'Wambui',
  'Kiprono', 'Chebet', 'Kipchoge', 'Nyambura', 'Muthoni', 'Odhiambo', 'Akinyi', 'Wafula', 'Nekesa',
  'Barasa', 'Auma', 'Kariuki', 'Wairimu', 'Mutua', 'Mwikali', 'Kioko', 'Nduta', 'Onyango',
  'Adhiambo', 'Juma', 'Halima', 'Amina', 'Hassan', 'Fatuma', 'Baraka', 'Faith', 'Brian', 'Mercy',
  'Kevin', 'Grace', 'Dennis', 'Joy', 'Collins', 'Esther', 'Victor', 'Purity', 'Emmanuel',
  'Caroline', 'Daniel', 'Sharon', 'Peter', 'Lucy', 'John', 'Mary', 'James', 'Ann', 'Joseph', 'Jane',
  'David', 'Ruth', 'Samuel',
];
// prettier-ignore
const LAST_NAMES = [
  'Kamau', 'Otieno', 'Mwangi', 'Wanjiru', 'Ochieng', 'Kiptoo', 'Njoroge', 'Mutua', 'Odhiambo',
  'Kariuki', 'Wambua', 'Chepkoech', 'Kimani', 'Omondi', 'Waweru', 'Korir', 'Nyaga', 'Macharia',
  'Owino', 'Kibet', 'Mugo', 'Onyango', 'Ndungu', 'Kiplagat', 'Gitau', 'Muriuki', 'Wekesa', 'Simiyu',
  'Mohamed', 'Ali', 'Njuguna', 'Githinji', 'Rotich', 'Cheruiyot', 'Okoth', 'Achieng', 'Wafula',
  'Barasa', 'Makau', 'Musyoka', 'Ngugi', 'Karanja', 'Maina', 'Kiprop', 'Langat', 'Mbugua', 'Nzioka',
  'Kilonzo', 'Oduor', 'Atieno',
];
// [area, city, county, price level 0..1]
// prettier-ignore
// A person's name and a Kenyan mobile number (stored canonical, 2547… / 2541…), as SQL
// expressions over an id (stable per id).
const nameSql = (idSql) =>
  `pg_temp.pick(${sqlTextArray(FIRST_NAMES)}, pg_temp.rnd(${idSql}, 71)) || ' ' || pg_temp.pick(${sqlTextArray(LAST_NAMES)}, pg_temp.rnd(${idSql}, 72))`;
const phoneSql = (idSql, salt) =>
  `(CASE WHEN pg_temp.rnd(${idSql}, ${salt + 1}) < 0.8 THEN '2547' ELSE '2541' END || lpad(floor(pg_temp.rnd(${idSql}, ${salt}) * 100000000)::bigint::text, 8, '0'))`;

const AREAS = [
  ['Kilimani', 'Nairobi', 'Nairobi County', 0.8],
  ['Kileleshwa', 'Nairobi', 'Nairobi County', 0.85],
  ['Lavington', 'Nairobi', 'Nairobi County', 0.9],
  ['Westlands', 'Nairobi', 'Nairobi County', 0.85],
  ['Parklands', 'Nairobi', 'Nairobi County', 0.7],
  ['South B', 'Nairobi', 'Nairobi County', 0.5],
  ['South C', 'Nairobi', 'Nairobi County', 0.55],
  ["Lang'ata", 'Nairobi', 'Nairobi County', 0.6],
  ['Embakasi', 'Nairobi', 'Nairobi County', 0.3],
  ['Donholm', 'Nairobi', 'Nairobi County', 0.35],
  ['Buruburu', 'Nairobi', 'Nairobi County', 0.4],
  ['Umoja', 'Nairobi', 'Nairobi County', 0.25],
  ['Kasarani', 'Nairobi', 'Nairobi County', 0.35],
  ['Roysambu', 'Nairobi', 'Nairobi County', 0.4],
  ['Githurai', 'Nairobi', 'Nairobi County', 0.2],
  ['Kahawa West', 'Nairobi', 'Nairobi County', 0.3],
  ['Zimmerman', 'Nairobi', 'Nairobi County', 0.3],
  ['Kayole', 'Nairobi', 'Nairobi County', 0.15],
  ['Rongai', 'Ongata Rongai', 'Kajiado County', 0.3],
  ['Kitengela', 'Kitengela', 'Kajiado County', 0.25],
  ['Syokimau', 'Syokimau', 'Machakos County', 0.45],
  ['Ruaka', 'Ruaka', 'Kiambu County', 0.5],
  ['Ngong', 'Ngong', 'Kajiado County', 0.3],
  ['Thome', 'Nairobi', 'Nairobi County', 0.45],
  ['Nyali', 'Mombasa', 'Mombasa County', 0.75],
  ['Bamburi', 'Mombasa', 'Mombasa County', 0.45],
  ['Mtwapa', 'Mtwapa', 'Kilifi County', 0.4],
  ['Kizingo', 'Mombasa', 'Mombasa County', 0.7],
  ['Milimani', 'Kisumu', 'Kisumu County', 0.6],
  ['Mamboleo', 'Kisumu', 'Kisumu County', 0.3],
  ['Section 58', 'Nakuru', 'Nakuru County', 0.4],
  ['Elgon View', 'Eldoret', 'Uasin Gishu County', 0.5],
  ['Kapsoya', 'Eldoret', 'Uasin Gishu County', 0.3],
  ['Makongeni', 'Thika', 'Kiambu County', 0.25],
];
const AGENCY_AREAS = [8, 9, 10, 11, 12, 13, 14, 15, 5, 6, 20, 21];
// prettier-ignore
const ROADS = [
  'Ngong Road', 'Argwings Kodhek Road', 'Lenana Road', 'Dennis Pritt Road', 'Othaya Road',
  'Mombasa Road', 'Thika Road', 'Jogoo Road', 'Outering Road', 'Kiambu Road', 'Waiyaki Way',
  "Lang'ata Road", 'Magadi Road', 'Kangundo Road', 'Limuru Road', 'Kenyatta Avenue', 'Moi Avenue',
  'Links Road', 'Oginga Odinga Street', 'Nyerere Road',
];
// prettier-ignore
const PROPERTY_PREFIXES = [
  'Acacia', 'Baobab', 'Jacaranda', 'Mvule', 'Mugumo', 'Savannah', 'Sunrise', 'Sunset', 'Riverside',
  'Hillview', 'Lakeview', 'Greenfield', 'Palm', 'Cedar', 'Amani', 'Baraka', 'Neema', 'Tumaini',
  'Upendo', 'Zawadi', 'Kilima', 'Imani', 'Furaha', 'Jamii', 'Uhuru', 'Harambee', 'Nyota', 'Pwani',
];
// prettier-ignore
const PROPERTY_SUFFIXES = [
  'Apartments', 'Court', 'Heights', 'Residences', 'Gardens', 'Towers', 'Villas', 'Flats', 'Place',
  'Plaza', 'House', 'Homes', 'Estate', 'Suites',
];
// prettier-ignore
const AGENCY_ESTATES = [
  'Jambo Gardens', 'Jambo Court', 'Jambo Heights', 'Jambo Villas', 'Jambo Towers', 'Jambo Park',
  'Jambo Ridge', 'Jambo Springs',
];
const REMINDER_DAYS = ['{1,5}', '{25,1}', '{28,3,5}', '{1}', '{5}', '{3,5,10}'];
const REMINDER_MESSAGE =
  'Hello, this is a friendly reminder that your rent is due. You can pay through the Pango tenant portal with M-Pesa or card. Thank you.';

// Month index m = year * 12 + (month - 1).
const monthIndexOf = (date) => date.getUTCFullYear() * 12 + date.getUTCMonth();
const monthStartMs = (m) => Date.UTC(Math.floor(m / 12), m % 12, 1);
const sqlTimestamp = (ms) => new Date(ms).toISOString().replace('T', ' ').replace('Z', '');

function checkOptions(o) {
  const ints = ['landlords', 'agencyUnits', 'units', 'months', 'agencyMonths'];
  for (const key of ints) {
    if (!Number.isInteger(o[key]) || o[key] < 1)
      throw new Error(`seedLarge(): ${key} must be a positive integer (got ${o[key]})`);
  }
  if (o.months > MAX_MONTHS || o.agencyMonths > MAX_MONTHS)
    throw new Error(`seedLarge(): months and agencyMonths are at most ${MAX_MONTHS}`);
  if (o.agencyUnits > o.units)
    throw new Error('seedLarge(): agencyUnits cannot exceed units (the agency is one of them)');
  const otherUnits = o.units - o.agencyUnits;
  if (o.landlords === 1 && otherUnits > 0)
    throw new Error('seedLarge(): with one landlord (the agency), units must equal agencyUnits');
  if (otherUnits < o.landlords - 1)
    throw new Error(
      `seedLarge(): ${o.landlords - 1} other landlords need at least one unit each (${otherUnits} left after the agency)`,
    );
  if (!/^\d{4}-\d{2}-\d{2}$/.test(o.asOf) || Number.isNaN(Date.parse(`${o.asOf}T00:00:00Z`)))
    throw new Error(`seedLarge(): asOf must be a date YYYY-MM-DD (got ${o.asOf})`);
}

/** Landlords and their properties (ids 1..n in order; the agency is landlord 1, units from 1). */
function planPortfolio(o, cm) {
  const otherCount = o.landlords - 1;
  const otherUnits = o.units - o.agencyUnits;
  // Skewed unit counts: most 5-40, 4% 40-120, 1% 200-800, scaled to the total exactly (the
  // weights' mean is close to 55,000 / 1,999, so the ranges stay about as written).
  const weights = [];
  for (let l = 2; l <= o.landlords; l += 1) {
    const r = rand(l, 1);
    weights.push(
      r < 0.01
        ? 190 + 550 * rand(l, 2)
        : r < 0.05
          ? 40 + 80 * rand(l, 2)
          : 5 + 35 * rand(l, 3) ** 1.6,
    );
  }
  const totalWeight = weights.reduce((a, b) => a + b, 0);
  const counts = [o.agencyUnits];
  let cumulative = 0;
  let given = 0;
  for (let i = 0; i < otherCount; i += 1) {
    cumulative += weights[i];
    // Every landlord keeps at least one unit, the rest is spread by weight.
    const target =
      i + 1 + Math.floor((cumulative / totalWeight) * (otherUnits - otherCount) + 1e-9);
    counts.push(i === otherCount - 1 ? otherUnits - given : target - given);
    given += counts.at(-1);
  }

  const landlords = [];
  const properties = [];
  let nextUnit = 1;
  for (let l = 1; l <= o.landlords; l += 1) {
    const isAgency = l === 1;
    const h = isAgency ? o.agencyMonths : o.months;
    const hs = cm - h + 1;
    const createdMs =
      monthStartMs(hs) -
      (5 + Math.floor(rand(l, 4) * 55)) * DAY_MS +
      Math.floor(rand(l, 5) * 12 * 3600_000) +
      3 * 3600_000;
    const units = counts[l - 1];
    const sizes = [];
    if (isAgency) {
      for (let rest = units; rest > 0; rest -= AGENCY_UNITS_PER_PROPERTY)
        sizes.push(Math.min(rest, AGENCY_UNITS_PER_PROPERTY));
    } else {
      let rest = units;
      for (let i = 0; rest > 0; i += 1) {
        const size =
          rest <= 60 && rand(l * 131 + i, 6) < 0.55
            ? rest
            : Math.min(rest, 4 + Math.floor(rand(l * 131 + i, 7) * 57));
        sizes.push(size);
        rest -= size;
      }
    }
    const homeArea = isAgency ? 8 : Math.floor(rand(l, 8) * AREAS.length);
    sizes.forEach((size, i) => {
      const areaIndex = isAgency
        ? AGENCY_AREAS[Math.floor(i / 4) % AGENCY_AREAS.length]
        : rand(l * 131 + i, 9) < 0.7
          ? homeArea
          : Math.floor(rand(l * 131 + i, 10) * AREAS.length);
      const [area, city, county, level] = AREAS[areaIndex];
      const name = isAgency
        ? `${AGENCY_ESTATES[Math.floor(i / 10) % AGENCY_ESTATES.length]} ${'ABCDEFGHJK'[i % 10]}${i >= 80 ? ` ${Math.floor(i / 80) + 1}` : ''}`
        : `${pick(PROPERTY_PREFIXES, rand(l * 131 + i, 11))} ${pick(PROPERTY_SUFFIXES, rand(l * 131 + i, 12))}${sizes.length > 1 ? ` ${i + 1}` : ''}`;
      properties.push({
        id: properties.length + 1,
        landlordId: l,
        name,
        address: `Plot ${10 + Math.floor(rand(l * 131 + i, 13) * 990)}, ${pick(ROADS, rand(l * 131 + i, 14))}, ${area}`,
        city,
        state: county,
        unitCount: size,
        createdAt: sqlTimestamp(createdMs + (i + 1) * 3600_000),
        level: Math.min(1, Math.max(0, level + (rand(l * 131 + i, 15) - 0.5) * 0.2)),
        firstUnit: nextUnit,
      });
      nextUnit += size;
    });

    const company = !isAgency && rand(l, 16) < 0.15;
    const last = pick(LAST_NAMES, rand(l, 17));
    const plan = isAgency
      ? 'enterprise'
      : units <= 10 && sizes.length <= 3
        ? 'starter'
        : units <= 50 && sizes.length <= 10
          ? rand(l, 18) < 0.15
            ? 'onetime'
            : 'basic'
          : units <= 100 && sizes.length <= 25
            ? 'professional'
            : 'enterprise';
    landlords.push({
      id: l,
      email: isAgency ? LARGE_AGENCY.email : `landlord${l}@pango.test`,
      fullName: isAgency
        ? LARGE_AGENCY.fullName
        : company
          ? `${last} Properties Ltd`
          : `${pick(FIRST_NAMES, rand(l, 19))} ${last}`,
      phone: isAgency
        ? '254709000000'
        : `2547${String(Math.floor(rand(l, 20) * 1e8)).padStart(8, '0')}`,
      createdAt: sqlTimestamp(createdMs),
      landlordCode: isAgency ? LARGE_AGENCY.landlordCode : `PNG-${code(l, 25, 5)}`,
      nationalId: String(10_000_000 + Math.floor(rand(l, 21) * 29_999_999)),
      till:
        isAgency || rand(l, 22) < 0.6 ? String(100_000 + Math.floor(rand(l, 23) * 899_999)) : null,
      address: isAgency
        ? 'Jambo House, Moi Avenue, Nairobi'
        : `${pick(ROADS, rand(l, 24))}, ${AREAS[homeArea][0]}`,
      website: isAgency ? 'https://jamboagency.co.ke' : null,
      plan,
      expiresAt:
        plan === 'onetime'
          ? null
          : sqlTimestamp(
              Date.parse(`${o.asOf}T00:00:00Z`) +
                (60 + Math.floor(rand(l, 25) * 305)) * DAY_MS +
                9 * 3600_000,
            ),
      reminderDays: isAgency || rand(l, 26) < 0.4 ? pick(REMINDER_DAYS, rand(l, 27)) : null,
      units,
      propertyCount: sizes.length,
      // For the SQL stages:
      hs,
      slots: Math.ceil(h / 4) + 1,
      dueDay: pick([1, 5, 5, 5, 5, 10, 10, 15, 28, 30], rand(l, 28)),
      depositMonths: rand(l, 29) < 0.2 ? 2 : 1,
      vacancy: isAgency ? 0.1 : 0.15,
      domain: isAgency ? 'agency.pango.test' : `landlord${l}.pango.test`,
      // Installments per month (cumulative shares of 1, 2 and 3; the rest pay in 4).
      installments: isAgency ? [0.55, 0.82, 0.95] : [0.85, 0.97, 1],
    });
  }
  return { landlords, properties };
}

// ---------------------------------------------------------------------------------------------

/**
 * Seeds the reference data set into `databaseUrl` (migrating it first).
 * @param {string} databaseUrl
 * @param {{ landlords?: number, agencyUnits?: number, units?: number, months?: number,
 *   agencyMonths?: number, schema?: string, reset?: boolean, asOf?: string,
 *   log?: (message: string) => void }} [options]
 */
export async function seedLarge(databaseUrl, options = {}) {
  if (!databaseUrl) throw new Error('seedLarge(): databaseUrl is required');
  const o = {
    ...LARGE_DEFAULTS,
    ...Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)),
  };
  o.asOf ??= new Date().toISOString().slice(0, 10);
  checkOptions(o);
  const log = o.log ?? (() => {});
  const started = performance.now();
  const stages = [];
  const stage = async (name, fn) => {
    const t = performance.now();
    const result = await fn();
    const seconds = (performance.now() - t) / 1000;
    stages.push({ name, seconds });
    log(`${name}: ${seconds.toFixed(1)} s`);
    return result;
  };

  if (o.reset && o.schema) {
    await withClient(databaseUrl, null, (c) =>
      c.query(`DROP SCHEMA IF EXISTS ${quoteIdent(o.schema)} CASCADE`),
    );
  }
  await stage('migrate', () => migrate(databaseUrl, { schema: o.schema, log }));

  return withClient(databaseUrl, o.schema, async (client) => {
    const q = (sql, params) => client.query(sql, params);
    await emptyOrRefuse(q, o, stage);
    await tuneSession(q);

    // What every stage reads: the query function and its bulk tools, the options, the portfolio
    // plan, and the seed's "now" as a month index (cm), a timestamp and a date in SQL.
    const asOfMs = Date.parse(`${o.asOf}T00:00:00Z`);
    const cm = monthIndexOf(new Date(asOfMs));
    const s = {
      q,
      ...bulkTools(q, log),
      o,
      plan: planPortfolio(o, cm),
      cm,
      L: o.landlords,
      endTs: `'${sqlTimestamp(asOfMs)}'::timestamp`,
      asOfDate: `'${o.asOf}'::date`,
    };
    await defineHelpers(q, cm);

    await stage('landlords', () => seedLandlords(s));
    await stage('properties and unit types', () => seedPropertiesAndUnitTypes(s));
    await stage('tenancy plan', () => planTenancies(s));
    await stage('tenants and units', () => seedTenantsAndUnits(s));
    const arithmetic = await stage('payments', () => seedPayments(s));
    await stage('rent ledger', () => seedRentLedger(s));
    await stage('reports', () => seedReports(s));
    await stage('sequences and analyze', () => resetSequencesAndAnalyze(s));

    const summary = await summarize(q, s.plan, o, arithmetic);
    summary.stages = stages;
    summary.elapsedSeconds = (performance.now() - started) / 1000;
    return summary;
  });
}

/** Transactions, timed sub-steps and index-free bulk loads over one connection. */
function bulkTools(q, log) {
  const inTransaction = async (fn) => {
    await q('BEGIN');
    try {
      const result = await fn();
      await q('COMMIT');
      return result;
    } catch (error) {
      await q('ROLLBACK').catch(() => {});
      throw error;
    }
  };

  const step = async (label, fn) => {
    const t = performance.now();
    const result = await fn();
    log(`  ${label}: ${((performance.now() - t) / 1000).toFixed(1)} s`);
    return result;
  };
  // Loading a big table is about five times faster without its secondary indexes and foreign
  // keys (measured: 2 M payments, 205 s with them, 44 s loading then building them). They are
  // dropped and rebuilt from their own definitions inside the caller's transaction, so a failure
  // rolls the schema back with the rows.
  const bulkLoad = async (table, fn) => {
    const { rows: indexes } = await q(
      `SELECT i.indexrelid::regclass::text AS "name", pg_get_indexdef(i.indexrelid) AS "def"
         FROM pg_index i
        WHERE i.indrelid = $1::regclass AND NOT i.indisprimary
          AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
      [quoteIdent(table)],
    );
    const { rows: foreignKeys } = await q(
      `SELECT conname AS "name", pg_get_constraintdef(oid) AS "def" FROM pg_constraint
        WHERE conrelid = $1::regclass AND contype = 'f' ORDER BY conname`,
      [quoteIdent(table)],
    );
    for (const fk of foreignKeys)
      await q(`ALTER TABLE ${quoteIdent(table)} DROP CONSTRAINT ${quoteIdent(fk.name)}`);
    for (const index of indexes) await q(`DROP INDEX ${index.name}`);
    const result = await step(`${table}: insert`, fn);
    await step(
      `${table}: ${indexes.length} indexes, ${foreignKeys.length} foreign keys`,
      async () => {
        for (const index of indexes) await q(index.def);
        for (const fk of foreignKeys)
          await q(
            `ALTER TABLE ${quoteIdent(table)} ADD CONSTRAINT ${quoteIdent(fk.name)} ${fk.def}`,
          );
      },
    );
    return result;
  };
  return { inTransaction, step, bulkLoad };
}

/** A seed goes into an empty database; with --reset an existing one is emptied first. */
async function emptyOrRefuse(q, o, stage) {
  const { rows: present } = await q('SELECT EXISTS (SELECT 1 FROM "users") AS "any"');
  if (present[0].any) {
    if (!o.reset) {
      throw new Error(
        'the database already holds data; pass --reset to empty it first (it truncates every table of the schema, or drops and recreates the schema given with --schema)',
      );
    }
    await stage('reset', async () => {
      const { rows } = await q(
        `SELECT string_agg(format('%I', tablename), ', ') AS "tables" FROM pg_tables
          WHERE schemaname = current_schema() AND tablename <> '_prisma_migrations'`,
      );
      await q(`TRUNCATE ${rows[0].tables} RESTART IDENTITY CASCADE`);
    });
  }
}

async function tuneSession(q) {
  // Session settings for bulk work: nothing here outlives the connection.
  await q(`SET synchronous_commit = off`);
  await q(`SET jit = off`);
  await q(`SET work_mem = '256MB'`);
  await q(`SET maintenance_work_mem = '512MB'`);
  await q(`SET temp_buffers = '1GB'`);
}

// ---------------------------------------------------------------------------------------------
// The stages, in order. Each takes the seed context (see seedLarge) and fills its tables.

// 1. Landlords
async function seedLandlords({ q, inTransaction, o, plan }) {
  return inTransaction(async () => {
    // A fixed salt keeps reruns identical; these passwords are published anyway.
    const salt = `$2b$${BCRYPT_COST}$PangoReferenceDataSet.`;
    const [agencyHash, landlordHash, tenantHash] = await Promise.all(
      [LARGE_AGENCY.password, LARGE_LANDLORD_PASSWORD, LARGE_TENANT_PASSWORD].map((p) =>
        bcrypt.hash(p, salt),
      ),
    );
    o.tenantHash = tenantHash;
    const ls = plan.landlords;
    const col = (key) => ls.map((l) => l[key]);
    await q(
      `CREATE TEMP TABLE seed_landlords AS
       SELECT * FROM unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::int[], $6::float8[], $7::text[],
                            $8::timestamp[], $9::float8[], $10::float8[], $11::float8[])
         AS t(id, hs, slots, due_day, deposit_months, vacancy, domain, created_at, kw1, kw2, kw3)`,
      [
        col('id'),
        col('hs'),
        col('slots'),
        col('dueDay'),
        col('depositMonths'),
        col('vacancy'),
        col('domain'),
        col('createdAt'),
        ls.map((l) => l.installments[0]),
        ls.map((l) => l.installments[1]),
        ls.map((l) => l.installments[2]),
      ],
    );
    await q(
      `INSERT INTO "users" ("id", "email", "password_hash", "full_name", "phone_number", "role", "is_active",
                            "approval_status", "token_version", "created_at", "updated_at")
       SELECT id, email, CASE WHEN id = 1 THEN $6 ELSE $7 END, full_name, phone, 'landlord', true, 'approved', 0,
              created_at, created_at
         FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::timestamp[])
           AS t(id, email, full_name, phone, created_at)`,
      [
        col('id'),
        col('email'),
        col('fullName'),
        col('phone'),
        col('createdAt'),
        agencyHash,
        landlordHash,
      ],
    );
    await q(
      `INSERT INTO "landlord_profiles" ("user_id", "landlord_code", "national_id", "mpesa_till_number", "address",
                                        "website", "created_at", "updated_at")
       SELECT id, code, national_id, till, address, website, created_at, created_at
         FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::timestamp[])
           AS t(id, code, national_id, till, address, website, created_at)`,
      [
        col('id'),
        col('landlordCode'),
        col('nationalId'),
        col('till'),
        col('address'),
        col('website'),
        col('createdAt'),
      ],
    );
    await q(
      `INSERT INTO "subscriptions" ("landlord_id", "plan", "is_active", "started_at", "expires_at", "created_at", "updated_at")
       SELECT id, plan::"SubscriptionPlan", true, created_at, expires_at, created_at, created_at
         FROM unnest($1::int[], $2::text[], $3::timestamp[], $4::timestamp[]) AS t(id, plan, created_at, expires_at)`,
      [col('id'), col('plan'), col('createdAt'), col('expiresAt')],
    );
    const withReminders = ls.filter((l) => l.reminderDays);
    await q(
      `INSERT INTO "reminder_settings" ("landlord_id", "days_of_month", "subject", "message", "send_email", "active",
                                        "created_at", "updated_at")
       SELECT id, days::int[], 'Rent Reminder', $3, true, true, created_at, created_at
         FROM unnest($1::int[], $2::text[], $4::timestamp[]) AS t(id, days, created_at)`,
      [
        withReminders.map((l) => l.id),
        withReminders.map((l) => l.reminderDays),
        REMINDER_MESSAGE,
        withReminders.map((l) => l.createdAt),
      ],
    );
  });
}

// 2. Properties, unit plan, unit types
async function seedPropertiesAndUnitTypes({ q, inTransaction, plan }) {
  return inTransaction(async () => {
    const ps = plan.properties;
    const col = (key) => ps.map((p) => p[key]);
    await q(
      `CREATE TEMP TABLE seed_props AS
       SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[],
                            $8::timestamp[], $9::float8[], $10::int[])
         AS t(id, landlord_id, name, address, city, state, unit_count, created_at, level, first_unit)`,
      [
        col('id'),
        col('landlordId'),
        col('name'),
        col('address'),
        col('city'),
        col('state'),
        col('unitCount'),
        col('createdAt'),
        col('level'),
        col('firstUnit'),
      ],
    );
    await q(
      `INSERT INTO "properties" ("id", "landlord_id", "name", "address", "city", "state", "unit_count", "created_at", "updated_at")
       SELECT id, landlord_id, name, address, city, state, unit_count, created_at, created_at FROM seed_props ORDER BY id`,
    );
    // Room type by unit, rent from the room type's range placed by the property's price level.
    await q(
      `CREATE TEMP TABLE seed_units AS
       SELECT s.*,
              CASE WHEN s.rt = 0 THEN 'studio' ELSE s.rt || '-bedroom' END AS room_type,
              (greatest(5000, least(120000,
                 round(((ARRAY[5000, 9000, 16000, 28000, 45000, 60000])[s.rt + 1]
                   + ((ARRAY[18000, 35000, 60000, 90000, 110000, 120000])[s.rt + 1]
                      - (ARRAY[5000, 9000, 16000, 28000, 45000, 60000])[s.rt + 1]) * s.lvl) / 500) * 500)))::int AS rent
         FROM (
           SELECT p.first_unit + i - 1 AS id, p.landlord_id, p.id AS property_id, p.name AS property_name,
                  p.created_at, i,
                  CASE WHEN p.unit_count <= 12 THEN i::text
                       ELSE chr(65 + (i - 1) / 20) || ((i - 1) % 20 + 1) END AS unit_number,
                  CASE WHEN r < 0.22 THEN 0 WHEN r < 0.55 THEN 1 WHEN r < 0.82 THEN 2 WHEN r < 0.94 THEN 3
                       WHEN r < 0.985 THEN 4 ELSE 5 END AS rt,
                  least(1, greatest(0, p.level + (pg_temp.rnd(p.first_unit + i - 1, 12) - 0.5) * 0.3)) AS lvl
             FROM seed_props p
             CROSS JOIN LATERAL generate_series(1, p.unit_count) i
             CROSS JOIN LATERAL (SELECT pg_temp.rnd(p.first_unit + i - 1, 11) AS r) x
         ) s`,
    );
    await q(`ALTER TABLE seed_units ADD PRIMARY KEY (id)`);
    await q(
      `CREATE TEMP TABLE seed_types AS
       SELECT row_number() OVER (ORDER BY u.landlord_id, u.rt)::int AS id, u.landlord_id, u.rt, u.room_type,
              (round(avg(u.rent) / 500) * 500)::int AS rent
         FROM seed_units u GROUP BY u.landlord_id, u.rt, u.room_type`,
    );
    await q(
      `INSERT INTO "unit_types" ("id", "landlord_id", "property_id", "name", "rent", "deposit", "description",
                                 "is_custom", "created_at", "updated_at")
       SELECT t.id, t.landlord_id, NULL, t.room_type, t.rent, t.rent * l.deposit_months,
              (ARRAY['Self-contained studio', 'One bedroom, open-plan kitchen', 'Two bedrooms, master en-suite',
                     'Three bedrooms with DSQ', 'Four bedrooms, family home', 'Five bedrooms, family home'])[t.rt + 1],
              false, l.created_at, l.created_at
         FROM seed_types t JOIN seed_landlords l ON l.id = t.landlord_id ORDER BY t.id`,
    );
  });
}

// 3. Tenancies: per unit, stays and vacancies counted back from this month.
async function planTenancies({ q, cm, L, endTs, asOfDate }) {
  await q(
    `CREATE TEMP TABLE seed_slots AS
     SELECT s.*, (${cm} - sum(s.gap + s.stay) OVER (PARTITION BY s.unit_id ORDER BY s.j) + s.stay)::int AS end_m
       FROM (
         SELECT u.id AS unit_id, u.landlord_id, l.hs, j, u.id::bigint * 64 + j AS tkey,
                CASE WHEN j = 0 THEN
                       CASE WHEN u.id <> 1 AND pg_temp.rnd(u.id, 21) < l.vacancy
                            THEN 1 + floor(pg_temp.rnd(u.id, 22) * 6)::int ELSE 0 END
                     ELSE (ARRAY[0, 0, 0, 0, 0, 0, 1, 1, 1, 2, 2, 3])[1 + floor(pg_temp.rnd(u.id::bigint * 64 + j, 23) * 12)::int]
                END AS gap,
                4 + floor(power(pg_temp.rnd(u.id::bigint * 64 + j, 24), 1.3) * 60)::int AS stay
           FROM seed_units u JOIN seed_landlords l ON l.id = u.landlord_id
           CROSS JOIN LATERAL generate_series(0, l.slots - 1) j
       ) s`,
  );
  await q(
    `CREATE TEMP TABLE seed_ten AS
     WITH t AS (
       SELECT s.unit_id, s.landlord_id, s.hs, s.j, s.tkey, s.end_m, s.end_m - s.stay + 1 AS start_m,
              (s.j = 0 AND s.gap = 0) AS is_current
         FROM seed_slots s WHERE s.end_m >= s.hs
     ), n AS (
       SELECT t.*,
              (${L} + row_number() OVER (ORDER BY t.landlord_id, t.is_current DESC, t.unit_id, t.j))::int AS tenant_id,
              row_number() OVER (PARTITION BY t.landlord_id ORDER BY t.is_current DESC, t.unit_id, t.j)::int AS seq,
              t.start_m < t.hs AS already_living,
              greatest(t.start_m, t.hs) AS bill_start,
              least(pg_temp.ms(t.start_m) + floor(pg_temp.rnd(t.tkey, 36) * 10)::int, ${asOfDate}) AS move_in,
              CASE WHEN pg_temp.rnd(t.tkey, 34) < 0.7 THEN l.due_day
                   ELSE (ARRAY[1, 1, 5, 5, 5, 10, 15, 28, 30, 31])[1 + floor(pg_temp.rnd(t.tkey, 35) * 10)::int] END AS due_day,
              CASE WHEN r.p < 0.72 THEN 'ontime' WHEN r.p < 0.87 THEN 'late' WHEN r.p < 0.92 THEN 'prepaid'
                   ELSE 'partial' END AS profile,
              CASE WHEN r.k < l.kw1 THEN 1 WHEN r.k < l.kw2 THEN 2 WHEN r.k < l.kw3 THEN 3 ELSE 4 END AS kbase,
              pg_temp.rnd(t.tkey, 33) < 0.2 AS card_user,
              2 + (pg_temp.rnd(t.tkey, 37) < 0.4)::int AS prepay_c,
              pg_temp.rnd(t.tkey, 38) < 0.1 AS former_active,
              u.rent, u.rent * l.deposit_months AS deposit, u.property_id,
              left('unit ' || u.unit_number || ', ' || u.property_name, 80) AS place,
              l.domain
         FROM t
         JOIN seed_landlords l ON l.id = t.landlord_id
         JOIN seed_units u ON u.id = t.unit_id
         CROSS JOIN LATERAL (SELECT pg_temp.rnd(t.tkey, 31) AS p, pg_temp.rnd(t.tkey, 32) AS k) r
     ), c AS (
       SELECT n.*,
              least(CASE WHEN n.already_living
                         THEN pg_temp.ms(n.hs) + make_interval(days => floor(pg_temp.rnd(n.tkey, 39) * 9)::int)
                         ELSE n.move_in - make_interval(days => 3 + floor(pg_temp.rnd(n.tkey, 39) * 12)::int) END
                    + make_interval(secs => 10800 + floor(pg_temp.rnd(n.tkey, 40) * 50000)),
                    ${endTs} - interval '3 hours') AS created_at,
              CASE WHEN pg_temp.due(${cm + 1}, n.due_day) - 5 < ${asOfDate} THEN ${cm + 1}
                   WHEN pg_temp.due(${cm}, n.due_day) - 5 < ${asOfDate} THEN ${cm} ELSE ${cm - 1} END AS last_m
         FROM n
     )
     SELECT c.*,
            CASE WHEN c.is_current THEN c.last_m ELSE c.end_m END AS bill_end,
            CASE WHEN c.is_current THEN pg_temp.due(greatest(c.last_m + 1, c.bill_start), c.due_day) END AS rent_due_date,
            least(c.created_at + make_interval(secs => 3600 + floor(pg_temp.rnd(c.tkey, 41) * 150000)),
                  ${endTs} - interval '1 hour') AS decided_at,
            CASE WHEN c.is_current THEN ${endTs} ELSE pg_temp.ms(c.end_m + 1)::timestamp END AS occupied_until
       FROM c`,
  );
  await q(`CREATE UNIQUE INDEX ON seed_ten (tenant_id)`);
  await q(`CREATE INDEX ON seed_ten (unit_id)`);
  // Applicants for vacant units: most pending (the unit is reserved), a few declined.
  await q(
    `CREATE TEMP TABLE seed_appl AS
     SELECT ((SELECT coalesce(max(tenant_id), ${L}) FROM seed_ten)
             + row_number() OVER (ORDER BY u.landlord_id, u.id))::int AS tenant_id,
            row_number() OVER (PARTITION BY u.landlord_id ORDER BY u.id)::int AS seq,
            u.id AS unit_id, u.landlord_id, l.domain,
            CASE WHEN pg_temp.rnd(u.id, 42) < 0.3 / 0.36 THEN 'pending' ELSE 'declined' END AS status,
            ${endTs} - make_interval(secs => 7200 + floor(pg_temp.rnd(u.id, 43) * 1200000)) AS applied_at
       FROM seed_units u JOIN seed_landlords l ON l.id = u.landlord_id
      WHERE pg_temp.rnd(u.id, 41) < 0.36
        AND NOT EXISTS (SELECT 1 FROM seed_ten t WHERE t.unit_id = u.id AND t.is_current)`,
  );
  await q(`ANALYZE seed_ten`);
  await q(`ANALYZE seed_appl`);
}

// 4. Tenants: users, units (with their current tenants), profiles, applications
async function seedTenantsAndUnits({ q, inTransaction, o, endTs }) {
  return inTransaction(async () => {
    await q(
      `INSERT INTO "users" ("id", "email", "password_hash", "full_name", "phone_number", "role", "is_active",
                            "approval_status", "token_version", "created_at", "updated_at")
       SELECT tenant_id, email, $1, ${nameSql('tenant_id')}, ${phoneSql('tenant_id', 73)}, 'tenant',
              is_active, approval::"ApprovalStatus", CASE WHEN is_active OR approval = 'pending' THEN 0 ELSE 1 END,
              created_at, updated_at
         FROM (
           SELECT tenant_id, 'tenant' || seq || '@' || domain AS email, is_current OR former_active AS is_active,
                  'approved' AS approval, created_at,
                  CASE WHEN is_current OR former_active THEN decided_at
                       ELSE least(occupied_until, ${endTs} - interval '1 minute') END AS updated_at
             FROM seed_ten
           UNION ALL
           SELECT tenant_id, 'applicant' || seq || '@' || domain, false, status,
                  applied_at - interval '5 minutes',
                  CASE WHEN status = 'declined' THEN least(applied_at + interval '1 day', ${endTs} - interval '1 minute')
                       ELSE applied_at - interval '5 minutes' END
             FROM seed_appl
         ) x ORDER BY tenant_id`,
      [o.tenantHash],
    );
    // Tenancies come from the plan below (one per seed_ten row, id = tenant id), not from the
    // trigger that opens one when a unit gets a tenant (ADR 021): it would date them today.
    await q('ALTER TABLE "units" DISABLE TRIGGER "units_tenancy_sync"');
    await q(
      `INSERT INTO "units" ("id", "landlord_id", "property_id", "unit_type_id", "unit_number", "room_type", "rent",
                            "deposit", "is_available", "rent_due_date", "current_tenant_id", "bedrooms", "bathrooms",
                            "size", "created_at", "updated_at")
       SELECT u.id, u.landlord_id, u.property_id, ty.id, u.unit_number, u.room_type, u.rent,
              u.rent * l.deposit_months, t.tenant_id IS NULL AND a.unit_id IS NULL, t.rent_due_date, t.tenant_id,
              u.rt, greatest(1, u.rt - (pg_temp.rnd(u.id, 13) < 0.5)::int),
              22 + u.rt * 28 + floor(pg_temp.rnd(u.id, 14) * 12)::int,
              u.created_at, greatest(u.created_at, coalesce(t.decided_at, u.created_at), coalesce(a.applied_at, u.created_at))
         FROM seed_units u
         JOIN seed_landlords l ON l.id = u.landlord_id
         JOIN seed_types ty ON ty.landlord_id = u.landlord_id AND ty.rt = u.rt
         LEFT JOIN seed_ten t ON t.unit_id = u.id AND t.is_current
         LEFT JOIN seed_appl a ON a.unit_id = u.id AND a.status = 'pending'
        ORDER BY u.id`,
    );
    await q('ALTER TABLE "units" ENABLE TRIGGER "units_tenancy_sync"');
    await q(
      `INSERT INTO "tenancies" ("id", "landlord_id", "tenant_id", "unit_id", "status", "start_date", "end_date",
                                "monthly_rent", "deposit", "rent_due_day", "created_at", "updated_at")
       SELECT tenant_id, landlord_id, tenant_id, unit_id,
              (CASE WHEN is_current THEN 'active' ELSE 'ended' END)::"TenancyStatus",
              pg_temp.ms(bill_start), CASE WHEN NOT is_current THEN pg_temp.ms(end_m + 1) - 1 END,
              rent, deposit, due_day, decided_at, least(occupied_until, ${endTs})
         FROM seed_ten ORDER BY tenant_id`,
    );
    await q(
      `INSERT INTO "tenant_profiles" ("user_id", "landlord_id", "national_id", "phone_number", "emergency_contact",
                                      "move_in_date", "deposit_paid", "booking_id", "created_at", "updated_at")
       SELECT tenant_id, landlord_id, (20000000 + floor(pg_temp.rnd(tenant_id, 75) * 19999999)::int)::text,
              ${phoneSql('tenant_id', 73)}, ${phoneSql('tenant_id', 76)}, move_in, deposit_paid,
              'BK-' || ${codeSql('tenant_id', 30, 6)}, created_at, created_at
         FROM (
           SELECT tenant_id, landlord_id, move_in, NOT already_living AS deposit_paid, created_at FROM seed_ten
           UNION ALL
           SELECT tenant_id, landlord_id, NULL, false, applied_at - interval '5 minutes' FROM seed_appl
         ) x ORDER BY tenant_id`,
    );
    await q(
      `INSERT INTO "tenant_applications" ("tenant_id", "landlord_id", "unit_id", "status", "already_living_in_property",
                                          "requires_deposit", "deposit_paid", "notes", "decline_reason", "applied_at", "decided_at")
       SELECT tenant_id, landlord_id, unit_id, status::"ApprovalStatus", already_living, requires_deposit,
              deposit_paid, notes, decline_reason, applied_at, decided_at
         FROM (
           SELECT tenant_id, landlord_id, unit_id, 'approved' AS status, already_living,
                  NOT already_living AS requires_deposit, NOT already_living AS deposit_paid,
                  CASE WHEN already_living THEN 'Already living in the unit; registering for online payments.' END AS notes,
                  NULL AS decline_reason, created_at + interval '5 minutes' AS applied_at, decided_at
             FROM seed_ten
           UNION ALL
           SELECT tenant_id, landlord_id, unit_id, status, false, true, false, NULL,
                  CASE WHEN status = 'declined' THEN 'The unit has been offered to another applicant.' END,
                  applied_at,
                  CASE WHEN status = 'declined' THEN least(applied_at + interval '1 day', ${endTs} - interval '1 minute') END
             FROM seed_appl
         ) x ORDER BY applied_at, tenant_id`,
    );
  });
}

// 5. Payments: per tenancy and month what is paid, in how many installments, after how many
// failed attempts; deposits when a tenancy starts.
async function seedPayments({ q, inTransaction, step, bulkLoad, endTs }) {
  return inTransaction(async () => {
    await step('tenant-months', () =>
      q(
        `CREATE TEMP TABLE seed_tm AS
       SELECT t.tenant_id, t.unit_id, t.landlord_id, t.profile, t.kbase, t.card_user, t.prepay_c, t.is_current,
              t.bill_start, t.bill_end, t.created_at AS user_created, t.rent, m,
              pg_temp.rent_at(t.rent, m) AS amt, pg_temp.due(m, t.due_day) AS due,
              t.tenant_id::bigint * 100000 + m AS key
         FROM seed_ten t CROSS JOIN LATERAL generate_series(t.bill_start, t.bill_end) m`,
      ),
    );
    await step('payment plan', () =>
      q(
        `CREATE TEMP TABLE seed_pay AS
       WITH mo AS (
         SELECT tm.*,
                CASE WHEN tm.profile = 'late' AND (tm.m - 1 - tm.bill_start) % 2 = 1
                          AND pg_temp.rnd(tm.key - 1, 51) < 0.35 THEN tm.m - 1 ELSE tm.m END AS period_m,
                CASE tm.profile
                  WHEN 'late' THEN
                    CASE WHEN (tm.m - tm.bill_start) % 2 = 1 AND pg_temp.rnd(tm.key, 51) < 0.35 THEN 0
                         ELSE tm.amt + CASE WHEN (tm.m - 1 - tm.bill_start) % 2 = 1 AND pg_temp.rnd(tm.key - 1, 51) < 0.35
                                            THEN pg_temp.rent_at(tm.rent, tm.m - 1) ELSE 0 END END
                  WHEN 'prepaid' THEN
                    CASE WHEN (tm.m - tm.bill_start) % tm.prepay_c = 0
                         THEN tm.amt * CASE WHEN tm.is_current THEN tm.prepay_c
                                            ELSE least(tm.prepay_c, tm.bill_end - tm.m + 1) END
                         ELSE 0 END
                  WHEN 'partial' THEN
                    CASE WHEN pg_temp.rnd(tm.key, 52) < 0.55 THEN tm.amt
                         WHEN pg_temp.rnd(tm.key, 52) < 0.9 THEN (round(tm.amt * (0.4 + 0.5 * pg_temp.rnd(tm.key, 53)) / 100) * 100)::int
                         ELSE (round(tm.amt * 1.5 / 100) * 100)::int END
                  ELSE tm.amt
                END AS total,
                CASE tm.profile
                  WHEN 'ontime' THEN -4 + floor(pg_temp.rnd(tm.key, 55) * 6)::int
                  WHEN 'late' THEN 3 + floor(pg_temp.rnd(tm.key, 55) * 18)::int
                  WHEN 'partial' THEN -2 + floor(pg_temp.rnd(tm.key, 55) * 13)::int
                  ELSE -6 + floor(pg_temp.rnd(tm.key, 55) * 5)::int
                END AS day_offset,
                CASE WHEN tm.profile = 'prepaid' THEN 1
                     ELSE greatest(1, least(4, tm.kbase + CASE WHEN pg_temp.rnd(tm.key, 54) < 0.1 THEN -1
                                                              WHEN pg_temp.rnd(tm.key, 54) > 0.9 THEN 1 ELSE 0 END)) END AS k0
           FROM seed_tm tm
       ), inst AS (
         -- Rent installments
         SELECT mo.tenant_id, mo.unit_id, mo.landlord_id, mo.card_user, 'rent' AS kind, mo.key, j, k,
                CASE WHEN j < k THEN (floor(mo.total / k / 100.0) * 100)::int
                     ELSE mo.total - (k - 1) * (floor(mo.total / k / 100.0) * 100)::int END AS amount,
                CASE WHEN mo.profile = 'prepaid' THEN mo.total / mo.amt
                     WHEN k = 1 AND mo.total = mo.amt AND pg_temp.rnd(mo.key, 58) < 0.5 THEN 1 END AS months_covered,
                mo.period_m,
                greatest(mo.due::timestamp
                           + make_interval(days => mo.day_offset + (j - 1) * (3 + floor(pg_temp.rnd(mo.key * 8 + j, 56) * 7)::int))
                           + make_interval(secs => 10800 + floor(pg_temp.rnd(mo.key * 8 + j, 57) * 57600)),
                         mo.user_created + interval '1 hour') AS ts
           FROM (SELECT mo.*, CASE WHEN mo.total < 200 * mo.k0 THEN 1 ELSE mo.k0 END AS k FROM mo WHERE mo.total > 0) mo
           CROSS JOIN LATERAL generate_series(1, mo.k) j
         UNION ALL
         -- Deposits, when the tenancy began in Pango
         SELECT t.tenant_id, t.unit_id, t.landlord_id, t.card_user, 'deposit', t.tkey, 1, 1,
                greatest(100, (round(t.deposit * pg_temp.rent_at(t.rent, t.start_m)::numeric / t.rent / 100) * 100)::int),
                NULL, NULL,
                least(t.created_at + make_interval(secs => 1200 + floor(pg_temp.rnd(t.tkey, 62) * 100000)),
                      ${endTs} - interval '2 minutes')
           FROM seed_ten t WHERE NOT t.already_living
       ), att AS (
         SELECT inst.*, a,
                inst.ts - make_interval(mins => a * (2 + floor(pg_temp.rnd(inst.key * 64 + inst.j * 8 + a, 59) * 23)::int)) AS created_at,
                pg_temp.rnd(inst.key * 64 + inst.j * 8 + a, 60) AS rs,
                CASE WHEN inst.card_user THEN pg_temp.rnd(inst.key * 64 + inst.j * 8 + a, 61) < 0.9
                     ELSE pg_temp.rnd(inst.key * 64 + inst.j * 8 + a, 61) < 0.04 END AS card
           FROM inst
           CROSS JOIN LATERAL generate_series(0, CASE WHEN pg_temp.rnd(inst.key * 8 + inst.j, 63) < 0.012 THEN 2
                                                      WHEN pg_temp.rnd(inst.key * 8 + inst.j, 63) < 0.075 THEN 1
                                                      ELSE 0 END) a
       )
       SELECT (row_number() OVER (ORDER BY att.created_at, att.tenant_id, att.kind, att.key, att.j, att.a DESC))::int AS id,
              att.kind, att.amount, att.card, att.tenant_id, att.landlord_id, att.unit_id, att.period_m,
              CASE WHEN att.a = 0 THEN att.months_covered END AS months_covered,
              CASE WHEN att.a > 0 THEN CASE WHEN att.rs < 0.25 THEN 'cancelled' ELSE 'failed' END
                   WHEN att.created_at > ${endTs} - interval '1 day' AND att.rs < 0.05 THEN 'pending'
                   ELSE 'completed' END AS status,
              att.created_at,
              left(CASE WHEN att.kind = 'deposit' THEN 'Deposit for ' || t.place
                        WHEN att.months_covered > 1 THEN 'Rent for ' || att.months_covered || ' months, ' || t.place
                        ELSE 'Rent, ' || t.place END, 100) AS description
         FROM att JOIN seed_ten t ON t.tenant_id = att.tenant_id
        WHERE att.created_at < ${endTs} - interval '1 minute'`,
      ),
    );
    await q(`ALTER TABLE seed_pay ADD PRIMARY KEY (id)`);
    const receipt = codeSql('id', 35, 7);
    // The rent-received trigger (ADR 048) is off for the load; the month sums are written once.
    await q('ALTER TABLE "payments" DISABLE TRIGGER "payments_rent_received"');
    await bulkLoad('payments', () =>
      q(
        `INSERT INTO "payments" ("id", "kind", "amount", "currency", "status", "provider", "payer_id", "tenant_id",
                               "landlord_id", "unit_id", "months_covered", "merchant_reference", "order_tracking_id",
                               "checkout_request_id", "merchant_request_id", "mpesa_receipt", "confirmation_code",
                               "payment_method", "description", "failure_reason", "completed_at", "created_at", "updated_at",
                               "tenancy_id")
       SELECT p.id, p.kind::"PaymentKind", p.amount, 'KES', p.status::"PaymentStatus",
              (CASE WHEN p.card THEN 'pesapal' ELSE 'mpesa' END)::"PaymentProvider",
              p.tenant_id, p.tenant_id, p.landlord_id, p.unit_id, p.months_covered,
              'P' || CASE WHEN p.kind = 'rent' THEN 'R' ELSE 'D' END || ${codeSql('p.id', 50, 10)},
              CASE WHEN p.card THEN md5('pango-order-' || p.id)::uuid::text END,
              CASE WHEN NOT p.card THEN 'ws_CO_' || to_char(p.created_at, 'DDMMYYYYHH24MISS') || lpad(p.id::text, 10, '0') END,
              CASE WHEN NOT p.card THEN (10000 + p.id % 90000) || '-' || (10000000 + (p.id::bigint * 7919) % 90000000) || '-1' END,
              r.receipt, r.receipt,
              CASE WHEN NOT p.card THEN 'mpesa' WHEN pg_temp.rnd(p.id, 64) < 0.7 THEN 'Visa' ELSE 'MasterCard' END,
              p.description,
              CASE p.status
                WHEN 'cancelled' THEN 'Request cancelled by user'
                WHEN 'failed' THEN CASE WHEN p.card
                  THEN pg_temp.pick(ARRAY['Card declined by the issuer', 'Insufficient funds', '3-D Secure authentication failed'], pg_temp.rnd(p.id, 65))
                  ELSE pg_temp.pick(ARRAY['The balance is insufficient for the transaction.', 'DS timeout user cannot be reached',
                                          'The initiator information is invalid.', 'No response from user.'], pg_temp.rnd(p.id, 65)) END
              END,
              c.completed_at, p.created_at,
              CASE p.status WHEN 'completed' THEN c.completed_at WHEN 'pending' THEN p.created_at
                            ELSE p.created_at + make_interval(secs => 30 + floor(pg_temp.rnd(p.id, 67) * 60)) END,
              p.tenant_id
         FROM seed_pay p
         CROSS JOIN LATERAL (
           SELECT CASE WHEN p.status = 'completed'
                       THEN least(p.created_at + make_interval(secs => 15 + floor(pg_temp.rnd(p.id, 66) * 165)),
                                  ${endTs} - interval '1 second') END AS completed_at
         ) c
         CROSS JOIN LATERAL (
           SELECT CASE WHEN p.status <> 'completed' THEN NULL
                       WHEN p.card THEN 'PSP' || ${receipt}
                       ELSE chr(65 + extract(year FROM p.created_at)::int - 2006)
                            || chr(64 + extract(month FROM p.created_at)::int)
                            || substr('123456789ABCDEFGHIJKLMNOPQRSTUV', extract(day FROM p.created_at)::int, 1)
                            || ${receipt} END AS receipt
         ) r
        ORDER BY p.id`,
      ),
    );
    await q(
      `INSERT INTO "rent_received_months"
              ("landlord_id", "month", "property_id", "tenant_key", "has_certificate", "gross", "withheld", "payments")
       SELECT pay."landlord_id", date_trunc('month', d."received")::date, u."property_id",
              COALESCE(pay."tenant_id", 0), false, sum(pay."amount"), 0, count(*)
         FROM "payments" pay JOIN "units" u ON u."id" = pay."unit_id"
        CROSS JOIN LATERAL (SELECT COALESCE(pay."paid_on",
                ((pay."completed_at" AT TIME ZONE 'UTC') AT TIME ZONE 'Africa/Nairobi')::date) AS "received") d
        WHERE pay."status" = 'completed' AND pay."kind" = 'rent' AND d."received" IS NOT NULL
        GROUP BY 1, 2, 3, 4
        ORDER BY 1, 2, 3, 4`,
    );
    // Total Collected per property, kept by the same trigger function (ADR 050).
    await q(
      `INSERT INTO "rent_collected_totals" ("landlord_id", "property_id", "gross", "payments")
       SELECT "landlord_id", "property_id", sum("gross"), sum("payments")
         FROM "rent_received_months" GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    await q('ALTER TABLE "payments" ENABLE TRIGGER "payments_rent_received"');
    const { rows } = await q(
      `SELECT (SELECT count(*) FROM seed_ten WHERE landlord_id = 1)::int AS tenancies,
              (SELECT count(*) FROM seed_tm WHERE landlord_id = 1)::int AS tenant_months,
              (SELECT count(*) FROM seed_pay WHERE landlord_id = 1)::int AS payments,
              (SELECT count(*) FROM seed_pay WHERE landlord_id = 1 AND kind = 'deposit')::int AS deposits,
              (SELECT count(*) FROM seed_pay WHERE landlord_id = 1 AND status IN ('failed', 'cancelled'))::int AS failed`,
    );
    return rows[0];
  });
}

// 6. Rent ledger: a charge per tenancy and month, a credit per completed rent payment.
// The ledger's triggers keep rent_balances and mark arrears_ageing row by row (migrations
// rent_balances, arrears_ageing); for millions of rows they are off during the load and both are
// written once from the entries.
async function seedRentLedger({ q, inTransaction, bulkLoad, endTs }) {
  return inTransaction(async () => {
    await q('ALTER TABLE "rent_ledger_entries" DISABLE TRIGGER "rent_balances_apply"');
    await q('ALTER TABLE "rent_ledger_entries" DISABLE TRIGGER "arrears_ageing_touch_entry"');
    await bulkLoad('rent_ledger_entries', () =>
      q(
        `INSERT INTO "rent_ledger_entries" ("tenancy_id", "tenant_id", "unit_id", "landlord_id", "payment_id", "type",
                                          "amount", "period_start", "description", "charge_key", "created_at")
       SELECT tenant_id, tenant_id, unit_id, landlord_id, payment_id, type::"LedgerEntryType", amount, period_start,
              description, charge_key, created_at
         FROM (
           SELECT tenant_id, unit_id, landlord_id, NULL::int AS payment_id, 'charge' AS type, amt AS amount,
                  pg_temp.ms(m) AS period_start, 'Rent for ' || to_char(pg_temp.ms(m), 'FMMonth YYYY') AS description,
                  tenant_id || ':' || unit_id || ':' || to_char(pg_temp.ms(m), 'YYYY-MM') AS charge_key,
                  least(greatest((due - 5)::timestamp + interval '1 hour', user_created + interval '1 hour'),
                        ${endTs} - interval '1 minute') AS created_at
             FROM seed_tm
           UNION ALL
           SELECT p.tenant_id, p.unit_id, p.landlord_id, p.id, 'payment', -p.amount, pg_temp.ms(s.period_m),
                  p.description, NULL, p.completed_at
             FROM "payments" p JOIN seed_pay s ON s.id = p.id
            WHERE p.kind = 'rent' AND p.status = 'completed'
         ) e
        ORDER BY created_at, payment_id NULLS FIRST, tenant_id, unit_id, period_start`,
      ),
    );
    await q(
      `INSERT INTO "rent_balances" ("tenancy_id", "tenant_id", "unit_id", "landlord_id", "balance")
       SELECT "tenancy_id", min("tenant_id"), min("unit_id"), min("landlord_id"), sum("amount")::int
         FROM "rent_ledger_entries" GROUP BY "tenancy_id"`,
    );
    // Every tenancy's arrears ageing starts stale, as the migration leaves it (ADR 047).
    await q(
      `INSERT INTO "arrears_ageing" ("tenancy_id", "landlord_id", "property_id")
       SELECT b."tenancy_id", b."landlord_id", u."property_id"
         FROM "rent_balances" b JOIN "units" u ON u."id" = b."unit_id"`,
    );
    await q('ALTER TABLE "rent_ledger_entries" ENABLE TRIGGER "rent_balances_apply"');
    await q('ALTER TABLE "rent_ledger_entries" ENABLE TRIGGER "arrears_ageing_touch_entry"');
  });
}

// 7. Maintenance reports: about half a report per unit, each by the tenant living there then.
async function seedReports({ q, inTransaction, endTs }) {
  return inTransaction(() =>
    q(
      `INSERT INTO "reports" ("tenancy_id", "tenant_id", "landlord_id", "unit_id", "property_id", "title", "category", "priority",
                              "status", "description", "terms_version", "terms_accepted_at", "created_at",
                              "updated_at", "resolved_at")
       WITH c AS (
         SELECT u.id AS unit_id, u.landlord_id, u.property_id, u.unit_number, u.id::bigint * 4 + n AS rkey,
                pg_temp.ms(l.hs)::timestamp + (${endTs} - pg_temp.ms(l.hs)::timestamp) * pg_temp.rnd(u.id::bigint * 4 + n, 81) AS ts
           FROM seed_units u JOIN seed_landlords l ON l.id = u.landlord_id
           CROSS JOIN LATERAL generate_series(1, CASE WHEN pg_temp.rnd(u.id, 80) < 0.55 THEN 0
                                                      WHEN pg_temp.rnd(u.id, 80) < 0.9 THEN 1 ELSE 2 END) n
       ), r AS (
         SELECT c.*, t.tenant_id, t.is_current, pg_temp.rnd(c.rkey, 82) AS rc, pg_temp.rnd(c.rkey, 83) AS rs,
                CASE WHEN pg_temp.rnd(c.rkey, 82) < 0.25 THEN 'plumbing' WHEN pg_temp.rnd(c.rkey, 82) < 0.43 THEN 'electrical'
                     WHEN pg_temp.rnd(c.rkey, 82) < 0.58 THEN 'maintenance' WHEN pg_temp.rnd(c.rkey, 82) < 0.66 THEN 'security'
                     WHEN pg_temp.rnd(c.rkey, 82) < 0.74 THEN 'pest' WHEN pg_temp.rnd(c.rkey, 82) < 0.82 THEN 'wifi'
                     WHEN pg_temp.rnd(c.rkey, 82) < 0.89 THEN 'cleanliness' WHEN pg_temp.rnd(c.rkey, 82) < 0.94 THEN 'noise'
                     WHEN pg_temp.rnd(c.rkey, 82) < 0.97 THEN 'safety' ELSE 'other' END AS category
           FROM c JOIN seed_ten t ON t.unit_id = c.unit_id
            AND c.ts >= t.created_at + interval '1 day' AND c.ts < t.occupied_until
       ), s AS (
         SELECT r.*,
                CASE WHEN NOT r.is_current THEN CASE WHEN r.rs < 0.85 THEN 'resolved' ELSE 'closed' END
                     WHEN ${endTs} - r.ts < interval '45 days'
                       THEN CASE WHEN r.rs < 0.45 THEN 'open' WHEN r.rs < 0.65 THEN 'pending'
                                 WHEN r.rs < 0.95 THEN 'resolved' ELSE 'closed' END
                     ELSE CASE WHEN r.rs < 0.04 THEN 'open' WHEN r.rs < 0.06 THEN 'pending'
                               WHEN r.rs < 0.86 THEN 'resolved' ELSE 'closed' END
                END AS status,
                r.ts + least(make_interval(secs => 7200 + floor(pg_temp.rnd(r.rkey, 84) * 1800000)),
                            (${endTs} - r.ts) * (0.2 + 0.7 * pg_temp.rnd(r.rkey, 88))) AS done_at
           FROM r
       )
       SELECT s.tenant_id, s.tenant_id, s.landlord_id, s.unit_id, s.property_id, x.title, s.category,
              CASE WHEN pg_temp.rnd(s.rkey, 85) < 0.08 THEN 'urgent' WHEN pg_temp.rnd(s.rkey, 85) < 0.3 THEN 'high'
                   WHEN pg_temp.rnd(s.rkey, 85) < 0.75 THEN 'medium' ELSE 'low' END,
              s.status,
              x.title || ' in unit ' || s.unit_number || '. ' ||
                pg_temp.pick(ARRAY['Please send someone to check.', 'It started two days ago.', 'This has happened before.',
                                   'It is getting worse every day.', 'Kindly assist as soon as possible.',
                                   'The caretaker has been informed but nothing has been done.'], pg_temp.rnd(s.rkey, 87)),
              CASE WHEN ${endTs} - s.ts < interval '30 days' THEN ${sqlText(TERMS_VERSION)} END,
              CASE WHEN ${endTs} - s.ts < interval '30 days' THEN s.ts END,
              s.ts,
              CASE WHEN s.status IN ('resolved', 'closed') THEN s.done_at
                   WHEN s.status = 'pending' THEN least(s.ts + interval '1 day', ${endTs} - interval '1 minute')
                   ELSE s.ts END,
              CASE WHEN s.status IN ('resolved', 'closed') THEN s.done_at END
         FROM s
         CROSS JOIN LATERAL (
           SELECT CASE s.category
             WHEN 'plumbing' THEN pg_temp.pick(ARRAY['Leaking kitchen tap', 'Blocked toilet', 'No water supply', 'Burst pipe in the bathroom', 'Low water pressure', 'Blocked sink'], pg_temp.rnd(s.rkey, 86))
             WHEN 'electrical' THEN pg_temp.pick(ARRAY['Power outage in the unit', 'Faulty socket', 'Corridor lights not working', 'Breaker keeps tripping', 'Exposed wires near the meter'], pg_temp.rnd(s.rkey, 86))
             WHEN 'maintenance' THEN pg_temp.pick(ARRAY['Cracked wall in the bedroom', 'Leaking roof', 'Broken window pane', 'Door does not close', 'Damp patch on the ceiling'], pg_temp.rnd(s.rkey, 86))
             WHEN 'security' THEN pg_temp.pick(ARRAY['Broken door lock', 'Gate left open at night', 'Attempted break-in', 'Faulty gate intercom'], pg_temp.rnd(s.rkey, 86))
             WHEN 'pest' THEN pg_temp.pick(ARRAY['Cockroaches in the kitchen', 'Bedbugs', 'Rats in the parking area', 'Termites in the door frame'], pg_temp.rnd(s.rkey, 86))
             WHEN 'wifi' THEN pg_temp.pick(ARRAY['No internet connection', 'Slow WiFi in the evenings', 'WiFi router not working'], pg_temp.rnd(s.rkey, 86))
             WHEN 'cleanliness' THEN pg_temp.pick(ARRAY['Garbage not collected', 'Dirty staircase', 'Overflowing drainage outside'], pg_temp.rnd(s.rkey, 86))
             WHEN 'noise' THEN pg_temp.pick(ARRAY['Loud music from a neighbour', 'Construction noise at night', 'Noisy generator'], pg_temp.rnd(s.rkey, 86))
             WHEN 'safety' THEN pg_temp.pick(ARRAY['Fire extinguisher missing', 'Gas smell in the corridor', 'Broken stair railing'], pg_temp.rnd(s.rkey, 86))
             ELSE pg_temp.pick(ARRAY['Parking space taken', 'Water meter reading wrong', 'Request for repainting'], pg_temp.rnd(s.rkey, 86))
           END AS title
         ) x
        ORDER BY s.ts, s.unit_id, s.rkey`,
    ),
  );
}

// 8. Sequences after explicit ids, then statistics.
async function resetSequencesAndAnalyze({ q }) {
  for (const table of ['users', 'properties', 'unit_types', 'units', 'payments', 'tenancies']) {
    await q(
      `SELECT setval(pg_get_serial_sequence($1, 'id'), (SELECT coalesce(max("id"), 0) + 1 FROM ${quoteIdent(table)}), false)`,
      [quoteIdent(table)],
    );
  }
  // This schema's tables only (a bare ANALYZE would visit every schema of the database).
  const { rows } = await q(
    `SELECT string_agg(format('%I', tablename), ', ') AS "tables" FROM pg_tables WHERE schemaname = current_schema()`,
  );
  await q(`ANALYZE ${rows[0].tables}`);
}

/** The TERMS_VERSION of packages/shared (tenant-portal.ts), for reports' accepted terms. */
const TERMS_VERSION = '2026-11';

async function defineHelpers(q, cm) {
  await q(
    `CREATE FUNCTION pg_temp.rnd(k bigint, salt int) RETURNS double precision IMMUTABLE PARALLEL SAFE LANGUAGE sql
       AS $$ SELECT (hashint8extended(k, salt) & 4503599627370495)::float8 / 4503599627370496.0 $$`,
  );
  await q(
    `CREATE FUNCTION pg_temp.ms(m int) RETURNS date IMMUTABLE PARALLEL SAFE LANGUAGE sql
       AS $$ SELECT make_date(m / 12, m % 12 + 1, 1) $$`,
  );
  // The due date in month m for an anchor day: days 29-31 fall on the month's last day.
  await q(
    `CREATE FUNCTION pg_temp.due(m int, d int) RETURNS date IMMUTABLE PARALLEL SAFE LANGUAGE sql
       AS $$ SELECT make_date(m / 12, m % 12 + 1,
                              least(d, extract(day FROM make_date(m / 12, m % 12 + 1, 1) + interval '1 month' - interval '1 day')::int)) $$`,
  );
  // Rent in month m: today's rent, 4% lower for every full year back (rent changes never rewrite charges).
  await q(
    `CREATE FUNCTION pg_temp.rent_at(rent int, m int) RETURNS int IMMUTABLE PARALLEL SAFE LANGUAGE sql
       AS $$ SELECT greatest(100, round(rent * (1 - 0.04 * least(12, greatest(0, (${cm} - m) / 12))) / 100) * 100)::int $$`,
  );
  await q(
    `CREATE FUNCTION pg_temp.pick(list text[], r double precision) RETURNS text IMMUTABLE PARALLEL SAFE LANGUAGE sql
       AS $$ SELECT list[1 + floor(r * array_length(list, 1))::int] $$`,
  );
}

async function summarize(q, plan, o, arithmetic) {
  const { rows } = await q(
    `SELECT (SELECT count(*) FROM "users" WHERE "role" = 'landlord')::int AS landlords,
            (SELECT count(*) FROM "properties")::int AS properties,
            (SELECT count(*) FROM "units")::int AS units,
            (SELECT count(*) FROM "units" WHERE "current_tenant_id" IS NOT NULL)::int AS occupied_units,
            (SELECT count(*) FROM "users" WHERE "role" = 'tenant')::int AS tenant_users,
            (SELECT count(*) FROM "tenant_applications" WHERE "status" = 'pending')::int AS pending_applications,
            (SELECT count(*) FROM "payments")::int AS payments,
            (SELECT count(*) FROM "payments" WHERE "landlord_id" = 1)::int AS agency_payments,
            (SELECT count(*) FROM "payments" WHERE "status" = 'completed')::int AS completed_payments,
            (SELECT count(*) FROM "payments" WHERE "status" IN ('failed', 'cancelled'))::int AS failed_payments,
            (SELECT count(*) FROM "payments" WHERE "status" = 'pending')::int AS pending_payments,
            (SELECT count(*) FROM "rent_ledger_entries")::int AS ledger_entries,
            (SELECT count(*) FROM "rent_ledger_entries" WHERE "landlord_id" = 1)::int AS agency_ledger_entries,
            (SELECT count(*) FROM "reports")::int AS reports,
            (SELECT count(*) FROM "reports" WHERE "status" IN ('open', 'pending'))::int AS open_reports,
            (SELECT "id" FROM "users" WHERE "email" = $1) AS agency_tenant_id`,
    [LARGE_AGENCY_TENANT.email],
  );
  const c = rows[0];
  const { rows: balances } = await q(
    `SELECT count(*) FILTER (WHERE b > 0)::int AS owing, count(*) FILTER (WHERE b = 0)::int AS settled,
            count(*) FILTER (WHERE b < 0)::int AS in_credit
       FROM (SELECT sum(e."amount") AS b FROM "units" u
               JOIN "rent_ledger_entries" e ON e."tenant_id" = u."current_tenant_id" AND e."unit_id" = u."id"
              GROUP BY u."id") x`,
  );
  const small =
    plan.landlords.find((l) => l.id > 1 && l.units >= 5 && l.units <= 15) ?? plan.landlords[1];
  const accounts = [
    {
      role: 'landlord',
      email: LARGE_AGENCY.email,
      password: LARGE_AGENCY.password,
      note: `${o.agencyUnits} units`,
    },
    {
      role: 'tenant',
      email: LARGE_AGENCY_TENANT.email,
      password: LARGE_AGENCY_TENANT.password,
      note: 'a tenant of the agency',
    },
  ];
  if (small) {
    accounts.push({
      role: 'landlord',
      email: small.email,
      password: LARGE_LANDLORD_PASSWORD,
      note: `${small.units} units, ${small.plan} plan`,
    });
  }
  return {
    asOf: o.asOf,
    options: {
      landlords: o.landlords,
      agencyUnits: o.agencyUnits,
      units: o.units,
      months: o.months,
      agencyMonths: o.agencyMonths,
    },
    landlords: c.landlords,
    properties: c.properties,
    units: c.units,
    occupiedUnits: c.occupied_units,
    tenantUsers: c.tenant_users,
    pendingApplications: c.pending_applications,
    payments: c.payments,
    agencyPayments: c.agency_payments,
    completedPayments: c.completed_payments,
    failedPayments: c.failed_payments,
    pendingPayments: c.pending_payments,
    ledgerEntries: c.ledger_entries,
    agencyLedgerEntries: c.agency_ledger_entries,
    reports: c.reports,
    openReports: c.open_reports,
    balances: balances[0],
    agency: {
      tenancies: arithmetic.tenancies,
      tenantMonths: arithmetic.tenant_months,
      payments: arithmetic.payments,
      deposits: arithmetic.deposits,
      failedOrCancelled: arithmetic.failed,
      paymentsPerTenantMonth: arithmetic.tenant_months
        ? Number(
            ((arithmetic.payments - arithmetic.deposits) / arithmetic.tenant_months).toFixed(2),
          )
        : 0,
    },
    accounts,
  };
}
