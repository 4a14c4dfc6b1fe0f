import { useCallback, useSyncExternalStore } from 'react';

// The property the landlord is looking at: one selection shared by every admin screen (top bar,
// dashboard, property management, payments) and kept across reloads (issue 7). null = all.
const KEY = 'pango.selectedPropertyId';
const listeners = new Set<() => void>();

function read(): number | null {
  try {
    const raw = window.localStorage.getItem(KEY);
    const id = raw === null ? NaN : Number(raw);
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

export function setSelectedPropertyId(id: number | null): void {
  try {
    if (id === null) window.localStorage.removeItem(KEY);
    else window.localStorage.setItem(KEY, String(id));
  } catch {
    // storage disabled: the choice lasts for this page only
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** [selected property id or null for all, setter]. */
export function useSelectedPropertyId(): [number | null, (id: number | null) => void] {
  const id = useSyncExternalStore(subscribe, read, () => null);
  const set = useCallback((next: number | null) => setSelectedPropertyId(next), []);
  return [id, set];
}
