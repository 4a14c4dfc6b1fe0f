#!/usr/bin/env node
// Inserts the demo data set (skips when the demo landlord already exists).
// Usage: DATABASE_URL=postgresql://user@host:5432/db pnpm db:seed   (run pnpm db:migrate first)
// Optional: DATABASE_SCHEMA=<schema> to seed a schema other than the connection's default.
import { DEMO_ACCOUNTS, DEMO_PAYBILL_LINE, seed } from './lib/seed.mjs';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error(
    'db:seed: DATABASE_URL is not set.\n' +
      '  Example: DATABASE_URL=postgresql://postgres@127.0.0.1:5432/pango pnpm db:seed',
  );
  process.exit(1);
}

try {
  const { seeded } = await seed(databaseUrl, {
    schema: process.env.DATABASE_SCHEMA || undefined,
    log: (message) => console.log(`db:seed: ${message}`),
  });
  if (seeded) {
    console.log('db:seed: demo accounts:');
    for (const a of DEMO_ACCOUNTS) {
      console.log(
        `  ${a.role.padEnd(8)} ${a.email.padEnd(22)} ${a.password}${a.note ? `  (${a.note})` : ''}`,
      );
    }
    console.log(`db:seed: ${DEMO_PAYBILL_LINE}`);
  }
} catch (error) {
  console.error(`db:seed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
