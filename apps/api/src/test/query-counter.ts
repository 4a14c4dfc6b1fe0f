import { PrismaPg } from '@prisma/adapter-pg';
import { createApp } from '../app.js';
import { PrismaClient } from '../generated/prisma/client.js';
import type { Db } from '../lib/db.js';
import type { TestContext } from './context.js';

/**
 * A second app over the test context's schema whose Prisma client counts the SQL statements it
 * sends (Prisma's query event: one per statement, transactions' BEGIN/COMMIT included). Tests
 * compare counts between small and large data sets to prove a route issues no query per row.
 */
export function createQueryCountingApp(ctx: TestContext) {
  const adapter = new PrismaPg(
    { connectionString: ctx.env.DATABASE_URL },
    ctx.env.DATABASE_SCHEMA ? { schema: ctx.env.DATABASE_SCHEMA } : undefined,
  );
  const client = new PrismaClient({ adapter, log: [{ emit: 'event', level: 'query' }] });
  const counter = { queries: 0, statements: [] as string[] };
  client.$on('query', (event) => {
    counter.queries += 1;
    counter.statements.push(event.query);
  });
  // Same model API as the app's client; only the log option differs.
  const db = client as unknown as Db;
  const app = createApp({ ...ctx.deps, db });
  return {
    app,
    /** Runs `fn` and returns how many statements it sent. */
    async count(fn: () => Promise<unknown>): Promise<number> {
      counter.queries = 0;
      counter.statements = [];
      await fn();
      return counter.queries;
    },
    statements: () => [...counter.statements],
    close: () => client.$disconnect(),
  };
}
