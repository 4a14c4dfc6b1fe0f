import type { Page, UnitRead } from '@pango/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { propertyKeys } from './properties';

export const UNITS_PATH = '/accounts/units/';
const PAGE_SIZE = 100;
/** A guard against a server that never stops answering next_page. */
const MAX_PAGES = 50;

/** GET /api/accounts/units/?property_id= (null: all): every page, the screens show them all. */
export async function getUnits(propertyId: number | null): Promise<UnitRead[]> {
  const units: UnitRead[] = [];
  let page: number | null = 1;
  for (let i = 0; page !== null && i < MAX_PAGES; i += 1) {
    const reply: Page<UnitRead> = await api.get<Page<UnitRead>>(UNITS_PATH, {
      params: { property_id: propertyId, page, page_size: PAGE_SIZE },
    });
    units.push(...reply.results);
    page = reply.next_page;
  }
  return units;
}

export const unitsQuery = (propertyId: number | null) =>
  queryOptions({ queryKey: propertyKeys.units(propertyId), queryFn: () => getUnits(propertyId) });

export function useUnits(propertyId: number | null, isEnabled = true) {
  return useQuery({ ...unitsQuery(propertyId), enabled: isEnabled });
}
