import { useEffect } from 'react';
import { useSelectedPropertyId } from '@/lib/selected-property';
import { useLandlordProperties } from '@/lib/queries/properties';

/**
 * The shared selected property, checked against the landlord's own properties: a stored id that is
 * not one of them (deleted, or left by another account on this browser) falls back to all
 * properties, and the stored value is cleared so every admin screen follows.
 */
export function useActiveProperty() {
  const [storedId, setStoredId] = useSelectedPropertyId();
  const query = useLandlordProperties();
  const properties = query.data?.results ?? [];
  const isKnown = storedId !== null && properties.some((property) => property.id === storedId);
  const isStale = query.isSuccess && storedId !== null && !isKnown;

  useEffect(() => {
    if (isStale) setStoredId(null);
  }, [isStale, setStoredId]);

  return {
    selectedId: isStale ? null : storedId,
    setSelectedId: setStoredId,
    properties,
    isPending: query.isPending,
  };
}
