import { createApp } from '../app.js';
import { createPrisma } from '../lib/db.js';
import type { TestContext } from './context.js';

/**
 * A second app over the test context's schema whose database client counts the SQL statements it
 * sends: Prisma's query event (one per statement, transactions' BEGIN/COMMIT included) and each
 * statement lib/hot-query.ts sends on the pool itself. Tests compare counts between small and
 * large data sets to prove a route issues no query per row.
 */
export function createQueryCountingApp(ctx: TestContext) {
  const counter = { queries: 0, statements: [] as string[] };
  const db = createPrisma(ctx.env.DATABASE_URL, ctx.env.DATABASE_SCHEMA, undefined, (statement) => {
    counter.queries += 1;
    counter.statements.push(statement);
  });
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
    close: () => db.$disconnect(),
  };
}
