import { LIMITS } from '@pango/shared';
import { isApiError } from '@/lib/api-error';
import { planLimitOf, serverMessage, type PlanLimit } from './api-errors';

/** Seed 001 section 9: units are created 10 at a time. */
export const BULK_BATCH_SIZE = 10;

/** Seed 001 section 5: an optional prefix plus the number; without a prefix "Unit N". */
export function bulkUnitNumbers(prefix: string, start: number, end: number): string[] {
  const names: string[] = [];
  const head = prefix.trim();
  for (let n = start; n <= end; n += 1) names.push(head ? `${head}${n}` : `Unit ${n}`);
  return names;
}

export type BulkOutcome = {
  created: number;
  failed: number;
  /** Set when the plan's limit stopped the run. */
  limit: PlanLimit | null;
  /** A refusal that makes every later create fail too (property full, subscription required). */
  stopMessage: string | null;
};

/**
 * Sends the creates in batches of BULK_BATCH_SIZE in parallel, a batch at a time. A plan-limit 403
 * stops the run after its batch (seed 001 section 4); so do a full property (409) and an inactive
 * subscription, which no later create could pass either. Units never sent count as failed.
 */
export async function runBulkAdd<T>(
  items: readonly T[],
  create: (item: T) => Promise<unknown>,
  onProgress: (done: number) => void = () => {},
): Promise<BulkOutcome> {
  const outcome: BulkOutcome = { created: 0, failed: 0, limit: null, stopMessage: null };
  let done = 0;
  for (let start = 0; start < items.length; start += BULK_BATCH_SIZE) {
    const batch = items.slice(start, start + BULK_BATCH_SIZE);
    const results = await Promise.allSettled(batch.map((item) => create(item)));
    for (const result of results) {
      if (result.status === 'fulfilled') {
        outcome.created += 1;
        continue;
      }
      outcome.failed += 1;
      outcome.limit ??= planLimitOf(result.reason);
      if (!outcome.limit && isStopping(result.reason)) {
        outcome.stopMessage ??= serverMessage(result.reason) ?? null;
      }
    }
    done += batch.length;
    onProgress(done);
    if (outcome.limit || outcome.stopMessage) {
      outcome.failed += items.length - done;
      break;
    }
  }
  return outcome;
}

function isStopping(error: unknown): boolean {
  return isApiError(error) && (error.status === 403 || error.status === 409) && !isDuplicate(error);
}

/** A taken unit number is a 400 in the contract; a 409 naming unit_number is treated the same. */
function isDuplicate(error: unknown): boolean {
  return isApiError(error) && Boolean(error.body?.errors?.unit_number);
}

export const BULK_MAX = LIMITS.bulkUnitMax;
export const BULK_WARN_ABOVE = LIMITS.bulkUnitWarnAbove;
