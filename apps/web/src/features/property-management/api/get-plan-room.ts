import type { PlanRoom } from '@pango/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { propertyKeys } from '@/lib/queries/properties';

export const PLAN_ROOM_PATH = '/accounts/subscription/limits/';

/** GET /api/accounts/subscription/limits/: how many more units and properties the plan holds. */
export function getPlanRoom(): Promise<PlanRoom> {
  return api.get<PlanRoom>(PLAN_ROOM_PATH);
}

export const planRoomQuery = () =>
  queryOptions({ queryKey: propertyKeys.planRoom(), queryFn: getPlanRoom });

export function usePlanRoom() {
  return useQuery(planRoomQuery());
}
