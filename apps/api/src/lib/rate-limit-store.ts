import type { Env } from '../config/env.js';
import type { Db } from './db.js';
import { qualifiedTable } from './raw-sql.js';

// Fixed-window counters in Postgres (rate_limit_counters), so every API instance shares them and a
// restart forgets nothing. One counter per key: a hit is one atomic upsert that starts a new window
// when the old one is over, so concurrent requests on any instance never lose a count.

export type Counter = { hits: number; resetAt: Date };

// Timestamps travel as UTC text: the column is a timestamp without time zone holding UTC, like
// every column Prisma writes, and a JS Date would be sent in the process's local zone.
const utc = (date: Date) => date.toISOString();

export async function hitCounter(
  db: Db,
  env: Env,
  key: string,
  windowMs: number,
  now: Date,
): Promise<Counter> {
  const table = qualifiedTable(env, 'rate_limit_counters');
  const resetAt = new Date(now.getTime() + windowMs);
  const rows = await db.$queryRaw<{ hits: number; reset_ms: number }[]>`
    INSERT INTO ${table} AS c ("key", "hits", "reset_at")
    VALUES (${key}, 1, ${utc(resetAt)}::timestamp)
    ON CONFLICT ("key") DO UPDATE SET
      "hits" = CASE WHEN c."reset_at" <= ${utc(now)}::timestamp THEN 1 ELSE c."hits" + 1 END,
      "reset_at" = CASE WHEN c."reset_at" <= ${utc(now)}::timestamp
        THEN EXCLUDED."reset_at" ELSE c."reset_at" END
    RETURNING c."hits" AS hits, (extract(epoch FROM c."reset_at") * 1000)::float8 AS reset_ms`;
  const row = rows[0];
  if (!row) throw new Error(`rate limit counter ${key} was not written`);
  return { hits: row.hits, resetAt: new Date(row.reset_ms) };
}

/** Gives one hit back (a sign-in that succeeded is no failure), within the current window only. */
export async function refundCounter(db: Db, key: string, now: Date): Promise<void> {
  await db.rateLimitCounter.updateMany({
    where: { key, hits: { gt: 0 }, resetAt: { gt: now } },
    data: { hits: { decrement: 1 } },
  });
}

/** Deletes counters whose window is over (their next hit would start afresh anyway). */
export async function purgeExpiredCounters(db: Db, now: Date): Promise<number> {
  const { count } = await db.rateLimitCounter.deleteMany({ where: { resetAt: { lt: now } } });
  return count;
}
