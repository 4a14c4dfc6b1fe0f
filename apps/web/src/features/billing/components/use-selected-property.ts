import { useSearchParams } from 'react-router-dom';
import { useLandlordProperties } from '@/lib/queries/properties';

/** The property in `?property=` (else the first one), kept in the address so a link can name it. */
export function useSelectedProperty() {
  const properties = useLandlordProperties();
  const [params, setParams] = useSearchParams();
  const list = properties.data?.results ?? [];
  const wanted = Number(params.get('property'));
  const property = list.find((p) => p.id === wanted) ?? list[0] ?? null;
  const select = (id: number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('property', String(id));
        return next;
      },
      { replace: true },
    );
  return { properties, list, property, select };
}
