#!/usr/bin/env node
// Applies pending migrations in prisma/migrations to DATABASE_URL (Prisma-compatible bookkeeping).
// Usage: DATABASE_URL=postgresql://user@host:5432/db pnpm db:migrate
// Optional: DATABASE_SCHEMA=<schema> to migrate a schema other than the connection's default.
// See docs/decisions/002-migrations-without-schema-engine.md.
import { migrate } from './lib/migrate.mjs';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error(
    'db:migrate: DATABASE_URL is not set.\n' +
      '  Example: DATABASE_URL=postgresql://postgres@127.0.0.1:5432/pango pnpm db:migrate',
  );
  process.exit(1);
}

try {
  const { applied, alreadyApplied } = await migrate(databaseUrl, {
    schema: process.env.DATABASE_SCHEMA || undefined,
    log: (message) => console.log(`db:migrate: ${message}`),
  });
  console.log(`db:migrate: ${applied.length} applied, ${alreadyApplied.length} already applied`);
} catch (error) {
  console.error(`db:migrate: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
