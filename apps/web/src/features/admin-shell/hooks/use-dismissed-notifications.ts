import { useCallback, useState } from 'react';

const KEY = 'pango.dismissedOpenReports';

function readDismissed(): number | null {
  try {
    const raw = window.localStorage.getItem(KEY);
    return raw === null ? null : Number(raw);
  } catch {
    return null;
  }
}

/**
 * Dismiss notifications hides the bell's current items until the open-report count changes; the
 * dismissed count is stored so a reload does not bring them back.
 */
export function useDismissedNotifications(count: number | undefined) {
  const [dismissedCount, setDismissedCount] = useState(readDismissed);
  const isDismissed = count !== undefined && dismissedCount === count;
  const dismiss = useCallback(() => {
    if (count === undefined) return;
    try {
      window.localStorage.setItem(KEY, String(count));
    } catch {
      // storage disabled: dismissed for this page only
    }
    setDismissedCount(count);
  }, [count]);
  return { isDismissed, dismiss };
}
