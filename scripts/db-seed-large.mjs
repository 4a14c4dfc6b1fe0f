#!/usr/bin/env node
// Loads the reference data set for benchmarks (issue 12) into DATABASE_URL: about 2,000 landlords,
// one agency with 5,000 units and about a million payments, about 60,000 units in all, their
// tenants, payments, rent ledger and reports. Migrates first; refuses a database that holds data
// unless --reset. The embedded database is not the reference: DATABASE_URL is required.
// Usage: DATABASE_URL=postgresql://user@host:5432/db pnpm db:seed:large [flags]   (--help lists them)
import { LARGE_DEFAULTS, seedLarge } from './lib/seed-large.mjs';

const USAGE = `Usage: DATABASE_URL=postgresql://user@host:5432/db pnpm db:seed:large [flags]
  --landlords <n>       landlords, the agency included        (default ${LARGE_DEFAULTS.landlords})
  --agency-units <n>    units of the agency landlord           (default ${LARGE_DEFAULTS.agencyUnits})
  --units <n>           units in all, the agency's included    (default ${LARGE_DEFAULTS.units})
  --months <n>          months of history of the other landlords (default ${LARGE_DEFAULTS.months})
  --agency-months <n>   months of history of the agency        (default ${LARGE_DEFAULTS.agencyMonths})
  --schema <name>       Postgres schema to fill (default: the connection's, public)
  --as-of <YYYY-MM-DD>  the day the history ends (default: today, UTC); same flags and date, same rows
  --reset               empty the schema first (with --schema: drop and recreate it)`;

const NUMERIC = {
  '--landlords': 'landlords',
  '--agency-units': 'agencyUnits',
  '--units': 'units',
  '--months': 'months',
  '--agency-months': 'agencyMonths',
};

function fail(message) {
  console.error(`db:seed:large: ${message}`);
  process.exit(1);
}

function parseArgs(argv) {
  const options = {};
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    const value = () => {
      const v = inline ?? argv[(i += 1)];
      if (v === undefined || v === '') fail(`${flag} needs a value\n${USAGE}`);
      return v;
    };
    if (flag === '--help' || flag === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else if (flag === '--reset') {
      options.reset = true;
    } else if (flag === '--schema') {
      const schema = value();
      if (!/^[a-z_][a-z0-9_]*$/.test(schema)) fail(`--schema must be a plain schema name`);
      options.schema = schema;
    } else if (flag === '--as-of') {
      options.asOf = value();
    } else if (NUMERIC[flag]) {
      const v = value();
      if (!/^\d+$/.test(v) || Number(v) < 1) fail(`${flag} must be a positive integer`);
      options[NUMERIC[flag]] = Number(v);
    } else {
      fail(`unknown argument ${argv[i]}\n${USAGE}`);
    }
  }
  return options;
}

const options = parseArgs(process.argv.slice(2));
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  fail(
    'DATABASE_URL is not set. The reference data set goes into a real PostgreSQL server (the embedded\n' +
      '  database of pnpm start/dev is not the reference), e.g.\n' +
      '  createdb -h 127.0.0.1 -U postgres pango_large\n' +
      '  DATABASE_URL=postgresql://postgres@127.0.0.1:5432/pango_large pnpm db:seed:large',
  );
}

const fmt = (n) => n.toLocaleString('en-US');
try {
  const s = await seedLarge(databaseUrl, {
    ...options,
    log: (message) => console.log(`db:seed:large: ${message}`),
  });
  const a = s.agency;
  console.log(`db:seed:large: done in ${s.elapsedSeconds.toFixed(1)} s (history up to ${s.asOf})
  landlords        ${fmt(s.landlords)}
  properties       ${fmt(s.properties)}
  units            ${fmt(s.units)} (${fmt(s.occupiedUnits)} occupied)
  tenant accounts  ${fmt(s.tenantUsers)} (current, former and applicants; ${fmt(s.pendingApplications)} pending applications)
  payments         ${fmt(s.payments)} (${fmt(s.completedPayments)} completed, ${fmt(s.failedPayments)} failed or cancelled, ${fmt(s.pendingPayments)} pending)
    of the agency  ${fmt(s.agencyPayments)} = ${fmt(a.tenancies)} tenancies, ${fmt(a.tenantMonths)} tenant-months x ${a.paymentsPerTenantMonth} rent payment rows + ${fmt(a.deposits)} deposits
  ledger rows      ${fmt(s.ledgerEntries)} (agency ${fmt(s.agencyLedgerEntries)})
  balances now     ${fmt(s.balances.owing)} owing, ${fmt(s.balances.settled)} settled, ${fmt(s.balances.in_credit)} in credit
  reports          ${fmt(s.reports)} (${fmt(s.openReports)} open or pending)
  sign-ins:`);
  for (const account of s.accounts) {
    console.log(
      `    ${account.role.padEnd(8)} ${account.email.padEnd(28)} ${account.password.padEnd(12)} ${account.note}`,
    );
  }
  console.log(
    '    every other landlord signs in with Landlord123 (landlord<N>@pango.test), every tenant with Tenant123',
  );
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
