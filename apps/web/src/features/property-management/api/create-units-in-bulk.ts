import type { BulkCreateUnitsInput, UnitRead } from '@pango/shared';
import { api } from '@/lib/api-client';

/**
 * POST /api/accounts/units/bulk-create/ → 201 UnitRead[]: all the units of the range or none (a
 * plan limit is a 403 with upgrade_needed before anything is created). The dialog invalidates
 * propertyKeys.all whatever the answer: units, figures and the plan's room all change.
 */
export function createUnitsInBulk(input: BulkCreateUnitsInput): Promise<UnitRead[]> {
  return api.post<UnitRead[]>('/accounts/units/bulk-create/', input);
}
