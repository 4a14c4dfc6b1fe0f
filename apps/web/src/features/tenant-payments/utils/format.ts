// Dates as en-GB "d MMM yyyy" (seed 002 section 9), in Nairobi time. Month names are spelled here:
// Intl's en-GB short month for September is "Sept" in recent ICU versions.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Nairobi',
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
});

/** "2025-03-05T10:00:00Z" -> "5 Mar 2025"; a plain "2025-03-05" is read as that calendar day. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (plain) return `${Number(plain[3])} ${MONTHS[Number(plain[2]) - 1]} ${plain[1]}`;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts = Object.fromEntries(PARTS.formatToParts(date).map((p) => [p.type, p.value]));
  return `${Number(parts.day)} ${MONTHS[Number(parts.month) - 1]} ${parts.year}`;
}

const METHODS: Record<string, string> = {
  mpesa: 'M-Pesa',
  pesapal: 'Pesapal',
  card: 'Card',
  manual: 'Manual',
};

/** The payment method as shown (default M-Pesa, seed 002 section 9). */
export function methodLabel(method: string | null | undefined): string {
  if (!method) return 'M-Pesa';
  return METHODS[method.toLowerCase()] ?? method;
}
