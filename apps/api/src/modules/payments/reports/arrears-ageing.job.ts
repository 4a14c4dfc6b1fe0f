import type { Env } from '../../../config/env.js';
import type { Db } from '../../../lib/db.js';
import { qualifiedTable } from '../../../lib/raw-sql.js';
import { refreshArrearsAgeing } from './arrears-kept.js';

type DbEnv = Pick<Env, 'DATABASE_SCHEMA' | 'DATABASE_URL'>;

/**
 * The worker job `arrears-ageing`: brings every landlord's kept ageing up to date in the
 * background (after the billing run every tenancy's version has moved), so a landlord opening the
 * report rarely waits for the recomputation. One landlord at a time.
 */
export async function refreshAllArrearsAgeing(
  db: Db,
  env: DbEnv,
  now: Date,
): Promise<{ landlords: number }> {
  const landlords = await db.$queryRaw<{ landlord_id: number }[]>`
    SELECT DISTINCT "landlord_id" FROM ${qualifiedTable(env, 'arrears_ageing')}
     WHERE "stale" ORDER BY "landlord_id"`;
  for (const { landlord_id } of landlords) await refreshArrearsAgeing(db, env, landlord_id, now);
  return { landlords: landlords.length };
}
