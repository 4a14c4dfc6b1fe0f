import { useEffect } from 'react';

/** Success messages stay 4 s (seed 001 section 9), then `clear` runs. */
export const FLASH_MS = 4000;

export function useFlash(isShown: boolean, clear: () => void): void {
  useEffect(() => {
    if (!isShown) return;
    const timer = setTimeout(clear, FLASH_MS);
    return () => clearTimeout(timer);
  }, [isShown, clear]);
}
