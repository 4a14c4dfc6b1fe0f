import { useSelectedPropertyId } from '@/lib/selected-property';
import { useLandlordProperties } from '@/lib/queries/properties';

type DashboardProperty = {
  /** The property the figures are for; null = all the landlord's properties. */
  propertyId: number | null;
  propertyName: string | null;
  /**
   * False until the figures can be asked for: with a stored id, once the landlord's properties
   * are known (so a stale id is never sent); with none, at once.
   */
  isReady: boolean;
};

/**
 * The top bar's selected property, checked against the landlord's own: a stored id that is not
 * one of them reads as all properties (the top bar clears it too).
 */
export function useDashboardProperty(): DashboardProperty {
  const [storedId] = useSelectedPropertyId();
  const properties = useLandlordProperties();
  // All properties needs no check: the figures are asked for beside the list, not after it (a
  // round trip less before the cards on a phone's network).
  if (storedId === null) return { propertyId: null, propertyName: null, isReady: true };
  if (properties.isPending) return { propertyId: storedId, propertyName: null, isReady: false };
  // The list failed: the server still checks the id, so ask for what was chosen.
  if (properties.isError) return { propertyId: storedId, propertyName: null, isReady: true };
  const match = properties.data.results.find((property) => property.id === storedId);
  return { propertyId: match?.id ?? null, propertyName: match?.name ?? null, isReady: true };
}
