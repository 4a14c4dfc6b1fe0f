export { formatKsh } from '@pango/shared';

/** 1 -> "1 unit", 12 -> "12 units". */
export function unitCount(count: number): string {
  return `${count} ${count === 1 ? 'unit' : 'units'}`;
}
