import type { PropertyRead } from '@pango/shared';
import { useEffect } from 'react';
import { useSelectedPropertyId } from '@/lib/selected-property';
import { useLandlordProperties as useProperties } from '@/lib/queries/properties';

/**
 * The property this screen shows: the one selected in the top bar (shared by every admin screen).
 * With none selected, or one that no longer exists, the first property is chosen and kept.
 */
export function useCurrentProperty() {
  const propertiesQuery = useProperties();
  const [selectedId, setSelectedId] = useSelectedPropertyId();
  const properties = propertiesQuery.data?.results ?? [];
  const selected = properties.find((p) => p.id === selectedId) ?? null;
  const fallbackId = properties[0]?.id ?? null;

  // Only from a fresh list: a property just created is missing from the cached one until the
  // refetch lands, and falling back then would undo its selection.
  const isSettled = !propertiesQuery.isFetching;
  useEffect(() => {
    if (!selected && fallbackId !== null && isSettled) setSelectedId(fallbackId);
  }, [selected, fallbackId, isSettled, setSelectedId]);

  const property: PropertyRead | null =
    selected ?? (isSettled || selectedId === null ? (properties[0] ?? null) : null);
  return { propertiesQuery, properties, property, select: setSelectedId };
}
