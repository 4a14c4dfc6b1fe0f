// The shared phone rule (issue 25 item 4), without zod so any screen may use it: a Kenyan mobile
// number is accepted as typed (07…, 01…, 7…, 1…, 254…, +254…, with spaces or dashes) and kept in
// one canonical form, 2547XXXXXXXX / 2541XXXXXXXX, from input on (PhoneSchema and
// EmergencyContactSchema of validation.ts). M-Pesa, the SMS gateway and C2B matching all take it.

/** Kenyan mobile: optional +254 or 254, then 7 or 1, then 8 more digits (leading 0 allowed). */
const KENYAN_PHONE_PATTERN = /^(?:\+?254|0)?[71]\d{8}$/;

/** Spaces and dashes out: what the pattern is tested against. */
export function normalizePhone(value: string): string {
  return value.replace(/[\s-]/g, '');
}
export function isKenyanPhone(value: string): boolean {
  return KENYAN_PHONE_PATTERN.test(normalizePhone(value));
}
/**
 * 07XXXXXXXX / 01XXXXXXXX / +2547XXXXXXXX / 7XXXXXXXX -> 2547XXXXXXXX / 2541XXXXXXXX, the form
 * M-Pesa, the SMS gateway and C2B take. For a value that passed isKenyanPhone; see canonicalPhone.
 */
export function toMsisdn(value: string): string {
  const digits = normalizePhone(value).replace(/^\+/, '');
  if (digits.startsWith('254')) return digits;
  if (digits.startsWith('0')) return `254${digits.slice(1)}`;
  return `254${digits}`;
}
/**
 * A Kenyan mobile number in its one stored form, 2547XXXXXXXX or 2541XXXXXXXX (what Africa's
 * Talking and M-Pesa take, without the +), or null when it is not one. Accepts 07…, 01…, 7…, 1…,
 * 254…, +254… with spaces or dashes. Every phone is stored in this form (PhoneSchema at input).
 */
export function canonicalPhone(value: string): string | null {
  return isKenyanPhone(value) ? toMsisdn(value) : null;
}

/**
 * The tel: link of a stored phone. The canonical form has no +, and a tel: URI names a global
 * number with one (RFC 3966): a Kenyan mobile is linked as +2547…; anything else as stored.
 */
export function phoneTelHref(phone: string): string {
  const canonical = canonicalPhone(phone);
  return `tel:${canonical ? `+${canonical}` : phone.replace(/\s+/g, '')}`;
}

/**
 * A search term as it would read in a stored (canonical) phone, or null when it is not
 * phone-like: "0712 345" -> "254712345", "+254 712" -> "254712", "712345" -> "712345". Searched
 * alongside the term itself, so a landlord finds a tenant by the number as they would type it.
 */
export function phoneSearchTerm(search: string): string | null {
  const digits = normalizePhone(search).replace(/^\+/, '');
  if (!/^\d{3,}$/.test(digits)) return null;
  return digits.startsWith('0') ? `254${digits.slice(1)}` : digits;
}
