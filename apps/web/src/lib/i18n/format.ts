import { formatDateIn, formatKshIn } from '@pango/shared';
import { useMemo } from 'react';
import { useLanguage } from './texts';

/** Dates ("5 Mac 2025") and amounts in the current language (en-KE / sw-KE, ADR 044). */
export function useFormat() {
  const language = useLanguage();
  return useMemo(
    () => ({
      language,
      date: (value: string | Date | null | undefined, empty = '') =>
        formatDateIn(value, language, empty),
      ksh: (amount: number) => formatKshIn(amount, language),
    }),
    [language],
  );
}
