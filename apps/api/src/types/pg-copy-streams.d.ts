// pg-copy-streams ships no types; only what lib/copy-out.ts uses.
declare module 'pg-copy-streams' {
  import type { Readable, ReadableOptions } from 'node:stream';
  import type { Submittable } from 'pg';

  /** `COPY … TO STDOUT`: the rows as the server formats them, as a readable byte stream. */
  export type CopyToStreamQuery = Readable & Submittable & { rowCount: number };
  export function to(text: string, options?: ReadableOptions): CopyToStreamQuery;
  const copyStreams: { to: typeof to };
  export default copyStreams;
}
