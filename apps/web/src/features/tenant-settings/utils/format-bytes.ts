const UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/** File sizes in Bytes, KB, MB or GB (seed 002 section 3), two decimals at most. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const power = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), UNITS.length - 1);
  const value = bytes / 1024 ** power;
  return `${Number(value.toFixed(2))} ${UNITS[power]}`;
}
