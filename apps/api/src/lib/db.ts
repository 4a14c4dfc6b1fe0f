// The one place a PrismaClient is built. Configuration comes in as arguments (no process.env here).
// Prisma 7: the generated `prisma-client` talks to Postgres through the `pg` driver adapter
// (query compiler in WebAssembly, no Rust engine; see docs/decisions/002).
import { PrismaPg } from '@prisma/adapter-pg';
import { Prisma, PrismaClient } from '../generated/prisma/client.js';

/**
 * Creates a PrismaClient for `databaseUrl`.
 *
 * `schema` selects the Postgres schema the generated queries are qualified with (tests migrate into
 * a schema of their own). When omitted, a Prisma-style `?schema=` parameter in the URL is honoured;
 * otherwise Prisma's default (`public`) applies.
 */
export function createPrisma(databaseUrl: string, schema?: string) {
  const selected = schema ?? schemaFromUrl(databaseUrl);
  const adapter = new PrismaPg(
    { connectionString: databaseUrl },
    selected ? { schema: selected } : undefined,
  );
  return new PrismaClient({ adapter });
}

/** The application's database handle. */
export type Db = ReturnType<typeof createPrisma>;

/** A handle usable inside `db.$transaction(async (tx) => ...)`. */
export type DbTx = Prisma.TransactionClient;

function schemaFromUrl(databaseUrl: string): string | undefined {
  try {
    return new URL(databaseUrl).searchParams.get('schema') ?? undefined;
  } catch {
    return undefined;
  }
}
