import { z } from 'zod';
import type { PlanRoom } from './subscriptions.js';

// The plan-room answer's schema, apart from subscriptions.ts: the admin area's first load reads
// subscriptions.ts (its banner) and a module without schema construction keeps zod out of it
// (scripts/check-web-size.mjs).

const RoomSchema = z.object({
  /** null: the plan sets no limit. */
  limit: z.number().int().nullable(),
  current_count: z.number().int(),
  /** How many more fit (never below 0); null: no limit. */
  remaining: z.number().int().nullable(),
});

/**
 * GET /api/accounts/subscription/limits/ (ours, issue 17): what the landlord's plan still holds,
 * so the property form and bulk add can say it before anything is created.
 */
export const PlanRoomSchema: z.ZodType<PlanRoom> = z.object({
  plan: z.string(),
  properties: RoomSchema,
  units: RoomSchema,
});
