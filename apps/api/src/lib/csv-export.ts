// What the streamed CSV exports share (rent payments, tenant statements): safe cells, file names
// and reading a long list newest first in fixed-size batches.

/** A spreadsheet would run a cell starting with = + - @ as a formula; a leading ' keeps it text. */
export function safeCsvText(value: string | null | undefined): string {
  if (!value) return '';
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** "Kilimani Heights" -> "kilimani_heights"; `fallback` when nothing is left. */
export function fileSlug(name: string, fallback: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return slug || fallback;
}

type Cursor = { createdAt: Date; id: number };
/**
 * The rows after `cursor` in newest-first order (created_at desc, id desc). Written as
 * `created_at <= c AND (created_at < c OR id < i)` rather than the plain OR: the first term is an
 * index range Postgres walks from the cursor and stops after a batch; with the OR alone it re-read
 * every newer row each batch (0.5 s per batch deep into an agency's million payments; issue 12).
 */
export type AfterCursor = {
  AND: [
    { createdAt: { lte: Date } },
    { OR: [{ createdAt: { lt: Date } }, { id: { lt: number } }] },
  ];
};

/**
 * Yields every row newest first, `batchSize` at a time, by keyset pagination: each batch is one
 * indexed range read however deep the export goes, so memory stays flat whatever the size (two
 * batches at most: the one being written and the next). The next batch is asked for as soon as
 * this one arrives, so Postgres reads it while these rows are formatted and sent (a profile of
 * the export showed the API idle 40 % of the time waiting for each batch in turn; issue 12).
 * `fetchBatch` reads the next batch (ordered created_at desc, id desc) after the cursor, if any.
 */
export async function* newestFirstInBatches<T extends Cursor>(
  fetchBatch: (after: AfterCursor | undefined, take: number) => Promise<T[]>,
  batchSize = 5000,
): AsyncGenerator<T> {
  let pending: Promise<T[]> | null = fetchBatch(undefined, batchSize);
  try {
    while (pending) {
      const batch: T[] = await pending;
      const last = batch.at(-1);
      pending = batch.length === batchSize && last ? fetchBatch(after(last), batchSize) : null;
      yield* batch;
    }
  } finally {
    // The client went away mid-export: the read already asked for must not fail unobserved.
    pending?.catch(() => {});
  }
}

function after(last: Cursor): AfterCursor {
  return {
    AND: [
      { createdAt: { lte: last.createdAt } },
      { OR: [{ createdAt: { lt: last.createdAt } }, { id: { lt: last.id } }] },
    ],
  };
}
