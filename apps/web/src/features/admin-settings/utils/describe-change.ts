// The Activity log shows each entry's before and after as short text. Entries are written by many
// services with their own shapes (a rent, a till number, a list of units), so this reads any JSON.

const words = (key: string) =>
  key
    .replaceAll(/([a-z])([A-Z])/g, '$1 $2')
    .replaceAll('_', ' ')
    .toLowerCase();

/** 'tenant_profile' -> 'Tenant profile'. */
export function entityLabel(entityType: string): string {
  const text = words(entityType);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** null for nothing to show; otherwise "rent: 10000", "A1, rent: 10000; A2, rent: 7000", ... */
export function describeValue(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (Array.isArray(value)) {
    const items = value.map(describeValue).filter((item): item is string => item !== null);
    return items.length ? items.join('; ') : null;
  }
  if (typeof value === 'object') {
    const parts = Object.entries(value as Record<string, unknown>).map(
      ([key, inner]) => `${words(key)}: ${describeValue(inner) ?? '—'}`,
    );
    return parts.length ? parts.join(', ') : null;
  }
  return String(value);
}

const NAIROBI_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Nairobi',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** "09:05", in Nairobi time like the dates beside it. */
export const timeOfDay = (iso: string) => NAIROBI_TIME.format(new Date(iso));
