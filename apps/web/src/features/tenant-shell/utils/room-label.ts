import type { Me } from '@pango/shared';

export const NOT_ASSIGNED = 'Not Assigned';

/** The tenant's room: the unit number, or "Not Assigned" (seed 002 section 2). */
export function roomLabel(
  user: Pick<Me, 'current_unit'> | null | undefined,
  notAssigned = NOT_ASSIGNED,
): string {
  return user?.current_unit?.unit_number || notAssigned;
}
