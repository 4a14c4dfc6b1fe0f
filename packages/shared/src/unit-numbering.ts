// The one naming rule for units added in bulk (seed 001 section 5 and seed 000 section 5: "an
// optional prefix plus the number; without a prefix they are Unit N"). The landlord signup, the
// admin Bulk Add dialog and POST /api/accounts/units/bulk-create/ all name units with it.

/** "A5" with a prefix, "Unit 5" without one. */
export function bulkUnitNumber(prefix: string | undefined, n: number): string {
  const head = (prefix ?? '').trim();
  return head ? `${head}${n}` : `Unit ${n}`;
}

/** The names of `count` units numbered from `start`. */
export function bulkUnitNumbers(
  prefix: string | undefined,
  start: number,
  count: number,
): string[] {
  return Array.from({ length: Math.max(0, count) }, (_, i) => bulkUnitNumber(prefix, start + i));
}
