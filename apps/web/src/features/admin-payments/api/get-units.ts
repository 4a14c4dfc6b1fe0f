import type { Page, UnitRead } from '@pango/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { paymentKeys } from './keys';

const PAGE_SIZE = 100;
/** A guard against a server that never stops answering next_page. */
const MAX_PAGES = 50;

/** GET /api/accounts/units/: every page, since the grid searches over all of them. */
async function getUnits(propertyId: number | null): Promise<UnitRead[]> {
  const units: UnitRead[] = [];
  let page: number | null = 1;
  for (let i = 0; page !== null && i < MAX_PAGES; i += 1) {
    const reply: Page<UnitRead> = await api.get<Page<UnitRead>>('/accounts/units/', {
      params: { property_id: propertyId, page, page_size: PAGE_SIZE },
    });
    units.push(...reply.results);
    page = reply.next_page;
  }
  return units;
}

export function useUnits(propertyId: number | null, isEnabled: boolean) {
  return useQuery({
    queryKey: paymentKeys.units(propertyId),
    queryFn: () => getUnits(propertyId),
    enabled: isEnabled,
  });
}
