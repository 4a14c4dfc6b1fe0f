import type { Page, UnitRead } from '@pango/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { propertyKeys } from './keys';

export const UNITS_PATH = '/accounts/units/';
const PAGE_SIZE = 100;
/** A guard against a server that never stops answering next_page. */
const MAX_PAGES = 50;

/** GET /api/accounts/units/?property_id=: every page, since the table shows the whole property. */
export async function getUnits(propertyId: number): Promise<UnitRead[]> {
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

export const unitsQuery = (propertyId: number) =>
  queryOptions({ queryKey: propertyKeys.units(propertyId), queryFn: () => getUnits(propertyId) });

export function useUnits(propertyId: number | null) {
  return useQuery({ ...unitsQuery(propertyId ?? 0), enabled: propertyId !== null });
}
