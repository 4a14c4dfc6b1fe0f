import { z } from 'zod';

// Every row id is a Postgres `integer`. A bigger number names no row, and Postgres refuses to
// compare it with an integer column (Prisma's "value out of range", a 500): refuse it up front.
export const ID_MAX = 2_147_483_647;

/** A row id as it arrives in a path, a query string or a body ("12" or 12). */
export function idSchema(message?: string) {
  const error = message ? { error: message } : undefined;
  return z.coerce.number(error).int(message).positive(message).max(ID_MAX, message);
}

/** An optional id filter: missing or empty (`?property_id=`, as the top bar sends it) means all. */
export function optionalIdSchema(message?: string) {
  return z.preprocess((v) => (v === '' ? undefined : v), idSchema(message).optional());
}
