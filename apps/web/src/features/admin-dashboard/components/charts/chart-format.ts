const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2025-02" as "Feb 2025" (tables) or "Feb" (axis ticks, with the year on January's). */
export function monthLabel(month: string, isShort = false): string {
  const [year, number] = month.split('-');
  const name = MONTHS[Number(number) - 1] ?? month;
  if (!isShort) return `${name} ${year}`;
  return number === '01' ? `${name} ${year?.slice(2)}` : name;
}

/** Whole per cent of units let; none when there are no units. */
export function occupancyPercent(occupied: number, total: number): number | null {
  return total === 0 ? null : Math.round((occupied / total) * 100);
}
