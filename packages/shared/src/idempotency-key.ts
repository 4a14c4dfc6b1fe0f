// The header a device sends with a report (ADR 043): one UUID per submit, kept with a report
// queued offline, so sending it again answers the first report instead of filing a second one.
// A module without zod: the tenant area's offline sender reads it on every /tenant load.
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
