// Display formats both sides use (seed 002 section 9: amounts as KSh, whole shillings).
const KSH = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 0 });

/** 2500 -> "KSh 2,500". */
export function formatKsh(amount: number): string {
  return `KSh ${KSH.format(amount)}`;
}

// Dates as en-GB "d MMM yyyy" (seed 002 section 9), in Nairobi time. Month names are spelled here:
// Intl's short month for September is "Sept" in recent ICU versions of en-GB.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const NAIROBI_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Nairobi',
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
});

/**
 * "2025-03-05T10:00:00Z" -> "5 Mar 2025"; a plain "2025-03-05" is that calendar day whatever the
 * time zone. Missing or unreadable values give `empty`.
 */
export function formatDate(value: string | Date | null | undefined, empty = ''): string {
  if (!value) return empty;
  if (typeof value === 'string') {
    const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (plain) return `${Number(plain[3])} ${MONTHS[Number(plain[2]) - 1]} ${plain[1]}`;
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return empty;
  const parts = Object.fromEntries(NAIROBI_PARTS.formatToParts(date).map((p) => [p.type, p.value]));
  return `${Number(parts.day)} ${MONTHS[Number(parts.month) - 1]} ${parts.year}`;
}
