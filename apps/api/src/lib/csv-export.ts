// What the streamed CSV exports share (rent payments, tenant statements): safe cells in JS and in
// SQL, file names and reading a long list newest first in fixed-size batches.

/** A spreadsheet would run a cell starting with = + - @ as a formula; a leading ' keeps it text. */
export function safeCsvText(value: string | null | undefined): string {
  if (!value) return '';
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/**
 * safeCsvText in SQL, for the exports Postgres formats (`COPY … TO STDOUT WITH (FORMAT csv)`): the
 * same leading ', and NULL for an empty value: COPY writes NULL as an empty cell, as csv-stringify
 * writes '' (an empty string it would quote: ""). `expr` is SQL text, never user input.
 */
export function safeCsvSql(expr: string): string {
  return `CASE WHEN left(${expr}, 1) IN ('=', '+', '-', '@', chr(9), chr(13)) THEN '''' || ${expr} ELSE NULLIF(${expr}, '') END`;
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
 * indexed range read however deep the export goes, so memory stays flat whatever the size.
 * `fetchBatch` reads the next batch (ordered created_at desc, id desc) after the cursor, if any.
 */
export async function* newestFirstInBatches<T extends Cursor>(
  fetchBatch: (after: AfterCursor | undefined, take: number) => Promise<T[]>,
  batchSize = 500,
): AsyncGenerator<T> {
  let after: AfterCursor | undefined;
  for (;;) {
    const batch = await fetchBatch(after, batchSize);
    yield* batch;
    const last = batch.at(-1);
    if (batch.length < batchSize || !last) return;
    after = {
      AND: [
        { createdAt: { lte: last.createdAt } },
        { OR: [{ createdAt: { lt: last.createdAt } }, { id: { lt: last.id } }] },
      ],
    };
  }
}
