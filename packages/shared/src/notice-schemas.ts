import { z } from 'zod';
import { NOTICE_MESSAGES, NOTICE_PERIOD_MAX_DAYS } from './notice.js';

// The notice rules' zod schemas, apart from notice.ts: the admin area's first load reads
// notice.ts's messages and rules, and a module without schema construction keeps zod out of it
// (scripts/check-web-size.mjs, as team-roles.ts is apart from team.ts).

/**
 * POST /accounts/tenant/notice/ and /accounts/tenants/{id}/notice/ {move_out_date: 'YYYY-MM-DD'}.
 * The shape only: the date against today and the notice period is moveOutDateProblem's, since the
 * period belongs to the tenant's property.
 */
export const GiveNoticeSchema = z.object({
  move_out_date: z.iso.date({ error: NOTICE_MESSAGES.moveOutDateRequired }),
});
export type GiveNoticeInput = z.input<typeof GiveNoticeSchema>;

/** A property's notice period, as the property form sends it (PUT /accounts/properties/{id}/). */
export const noticePeriodDaysSchema = z.coerce
  .number({ error: NOTICE_MESSAGES.noticePeriodInvalid })
  .int(NOTICE_MESSAGES.noticePeriodInvalid)
  .min(0, NOTICE_MESSAGES.noticePeriodInvalid)
  .max(NOTICE_PERIOD_MAX_DAYS, NOTICE_MESSAGES.noticePeriodInvalid);
