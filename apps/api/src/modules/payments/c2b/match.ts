import { createHash } from 'node:crypto';
import { canonicalPhone, normalizeAccountNumber } from '@pango/shared';

// Which current tenancy a C2B payment is for (issue 19), from what the payer typed as the account
// number, the phone Daraja reports (hashed or masked) and the payer's name. Pure: the caller loads
// the landlord's current tenancies. A wrong credit is worse than an unmatched payment, so a payment
// is credited only when exactly one tenancy fits on strong evidence (the account number, the unit
// number as whole tokens, the phone's hash); weaker evidence (a near-miss of a unit number, a name)
// only ranks the suggestions, except the name breaking a tie the strong evidence left.

export type MatchCandidate = {
  tenancyId: number;
  /** Stored normalised (A-Z, 0-9). */
  accountNumber: string | null;
  unitNumber: string;
  propertyName: string;
  tenantName: string;
  /** The tenant's phone numbers as stored: 2547XXXXXXXX / 2541XXXXXXXX (the shared phone rule). */
  phones: string[];
};

export type MatchInput = {
  billRef: string;
  msisdn: string;
  names: string[];
  /** Every unit number of the landlord, occupied or not: a typed "A11" that is a real (vacant)
   * unit is that unit, never a neighbour's "A1". */
  allUnitNumbers: string[];
};

export type MatchReason =
  | 'account_number'
  | 'unit'
  | 'unit_and_property'
  | 'unit_and_phone'
  | 'unit_and_name'
  | 'phone'
  | 'phone_and_name'
  | 'near_unit_and_name';

export type MatchResult =
  | { tenancyId: number; reason: MatchReason; suggestions: number[] }
  | { tenancyId: null; reason: 'no_match' | 'ambiguous' | 'conflict'; suggestions: number[] };

/** Words people type around the unit number: "hse", "rent", "nov", "house no". */
const NOISE_WORDS = new Set(
  (
    'HSE HOUSE HS HNO HSNO HSENO HOUSENO UNIT UNITNO UNT RM ROOM RMNO APT APARTMENT APPT FLAT DOOR ' +
    'DR NO NUMBER NUM NBR PAYMENT PAY RENT RNT RENTI KODI MONTH FOR OF THE AND BAL BALANCE ' +
    'ARREARS DEPOSIT ACC ACCOUNT ACCT ACCNO ' +
    'JAN JANUARY FEB FEBRUARY MAR MARCH APR APRIL MAY JUN JUNE JUL JULY AUG AUGUST SEP SEPT ' +
    'SEPTEMBER OCT OCTOBER NOV NOVEMBER DEC DECEMBER'
  ).split(' '),
);
const PREFIXES = [
  'HOUSENO',
  'HOUSE',
  'HSENO',
  'HSNO',
  'HNO',
  'HSE',
  'HS',
  'UNITNO',
  'UNIT',
  'RMNO',
  'ROOM',
  'RM',
  'APT',
  'FLAT',
  'DOOR',
  'NO',
];
const SUFFIX = new RegExp(
  `(?:RENT|RNT|(?:JANUARY|FEBRUARY|MARCH|APRIL|MAY|JUNE|JULY|AUGUST|SEPTEMBER|OCTOBER|NOVEMBER|` +
    `DECEMBER|JAN|FEB|MAR|APR|JUN|JUL|AUG|SEPT|SEP|OCT|NOV|DEC)(?:20\\d\\d)?)+$`,
);

/** Sha-256 hex of a 2547… number, the form Daraja hashes MSISDNs in. */
export const phoneHash = (msisdn: string): string =>
  createHash('sha256').update(msisdn).digest('hex');

/** "A01" and "A1" are one unit number; "A10" and "A1" never are. */
const unitKey = (raw: string): string =>
  normalizeAccountNumber(raw).replace(/\d+/g, (run) => String(Number(run)));

type Gram = { text: string; start: number; end: number };

/** Every run of 1-4 adjacent tokens joined, and each single token with its noise trimmed. */
function gramsOf(tokens: string[]): Gram[] {
  const grams: Gram[] = [];
  for (let start = 0; start < tokens.length; start += 1) {
    let text = '';
    for (let end = start + 1; end <= Math.min(tokens.length, start + 4); end += 1) {
      text += tokens[end - 1];
      grams.push({ text, start, end });
    }
    for (const trimmed of trimmedForms(tokens[start]!))
      grams.push({ text: trimmed, start, end: start + 1 });
  }
  return grams;
}

/** "HSEA1" → "A1", "A1RENT" → "A1", "A1NOV2026" → "A1": only when a digit remains. */
function trimmedForms(token: string): string[] {
  const forms = new Set<string>();
  const withoutSuffix = token.replace(SUFFIX, '');
  for (const base of [token, withoutSuffix]) {
    for (const prefix of PREFIXES)
      if (base.startsWith(prefix) && base.length > prefix.length)
        forms.add(base.slice(prefix.length));
    forms.add(base);
  }
  forms.delete(token);
  return [...forms].filter((form) => /\d/.test(form));
}

function tokensOf(text: string): string[] {
  return text
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter(Boolean);
}

/** Damerau-Levenshtein distance ≤ 1 (one edit or one swap of neighbours). */
function isOneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

function nameWords(text: string): string[] {
  return tokensOf(text).filter((w) => w.length >= 3 && !/\d/.test(w) && !NOISE_WORDS.has(w));
}

export function matchC2bPayment(input: MatchInput, candidates: MatchCandidate[]): MatchResult {
  const ref = normalizeAccountNumber(input.billRef);
  // 1. The account number exactly (unique among current tenancies by the database), unless it is
  // also another tenancy's unit number: Kilimani's A1 holds "A1", and Umoja's A1 tenant (account
  // UMOA1) types "A1" all the same. Then the unit rules below decide, or nobody does.
  const exact = ref ? candidates.find((c) => c.accountNumber === ref) : undefined;
  const sharedUnit =
    exact !== undefined &&
    candidates.some((c) => c !== exact && unitKey(c.unitNumber) === unitKey(ref));
  if (exact && !sharedUnit)
    return { tenancyId: exact.tenancyId, reason: 'account_number', suggestions: [] };

  const tokens = tokensOf(input.billRef);
  const meaningful = tokens.filter((t) => !NOISE_WORDS.has(t));
  const grams = gramsOf(meaningful);
  const unitsByKey = new Map<string, MatchCandidate[]>();
  for (const c of candidates) {
    for (const key of new Set([unitKey(c.unitNumber), c.accountNumber ?? ''])) {
      if (!key) continue;
      const list = unitsByKey.get(key) ?? [];
      list.push(c);
      unitsByKey.set(key, list);
    }
  }
  const allUnitKeys = new Set(input.allUnitNumbers.map(unitKey));
  for (const key of unitsByKey.keys()) allUnitKeys.add(key);

  // 2. Unit numbers (or account numbers) as whole tokens; a longer match hides those inside it.
  const hits = grams.filter((g) => /\d/.test(g.text) && allUnitKeys.has(unitKey(g.text)));
  const maximal = hits.filter(
    (h) =>
      !hits.some(
        (o) => o !== h && o.start <= h.start && o.end >= h.end && o.end - o.start > h.end - h.start,
      ),
  );
  const byUnit = unique(maximal.flatMap((h) => unitsByKey.get(unitKey(h.text)) ?? []));

  // The phone: a hash compared with the tenants' hashes; a plain number hashed first; a masked
  // one never decides anything. A number typed in the account field counts the same.
  const payerHashes = new Set<string>();
  const msisdn = input.msisdn.trim();
  if (/^[0-9a-f]{64}$/i.test(msisdn)) payerHashes.add(msisdn.toLowerCase());
  else if (canonicalPhone(msisdn)) payerHashes.add(phoneHash(canonicalPhone(msisdn)!));
  for (const g of gramsOf(tokens)) {
    const typed = canonicalPhone(g.text);
    if (typed) payerHashes.add(phoneHash(typed));
  }
  const byPhone = candidates.filter((c) => c.phones.some((p) => payerHashes.has(phoneHash(p))));

  const payerNames = new Set([...input.names.flatMap(nameWords), ...meaningful.flatMap(nameWords)]);
  const nameScore = (c: MatchCandidate) =>
    nameWords(c.tenantName).filter((w) => payerNames.has(w)).length;
  const propertyTokens = meaningful.filter((t) => t.length >= 3 && !/\d/.test(t));
  const propertyFits = (c: MatchCandidate) => {
    const words = nameWords(c.propertyName);
    const prefix = normalizeAccountNumber(c.propertyName).replace(/\d/g, '').slice(0, 3);
    return propertyTokens.some((t) => t === prefix || words.some((w) => w.startsWith(t)));
  };
  const masked = /^(\d{3,6})[*xX•\s]+(\d{2,4})$/.exec(msisdn.replace(/\s+/g, ' '));
  const maskedFits = (c: MatchCandidate) =>
    masked !== null && c.phones.some((p) => p.startsWith(masked[1]!) && p.endsWith(masked[2]!));
  const nearUnit = byUnit.length
    ? []
    : candidates.filter((c) =>
        grams.some(
          (g) =>
            /\d/.test(g.text) &&
            !allUnitKeys.has(unitKey(g.text)) &&
            isOneEditApart(unitKey(g.text), unitKey(c.unitNumber)),
        ),
      );

  const score = (c: MatchCandidate) =>
    (byUnit.includes(c) ? 100 : 0) +
    (byPhone.includes(c) ? 80 : 0) +
    (nearUnit.includes(c) ? 40 : 0) +
    (propertyFits(c) ? 20 : 0) +
    (maskedFits(c) ? 15 : 0) +
    10 * nameScore(c);
  const suggestions = candidates
    .map((c) => ({ c, s: score(c) }))
    .filter((x) => x.s > 0)
    .sort((a, b) => b.s - a.s || a.c.tenancyId - b.c.tenancyId)
    .slice(0, 5)
    .map((x) => x.c.tenancyId);
  const credit = (c: MatchCandidate, reason: MatchReason): MatchResult => ({
    tenancyId: c.tenancyId,
    reason,
    suggestions: [],
  });
  const queue = (reason: 'no_match' | 'ambiguous' | 'conflict'): MatchResult => ({
    tenancyId: null,
    reason,
    suggestions,
  });
  /** The one candidate with the best name score, if one stands out. */
  const byName = (list: MatchCandidate[]) => {
    const best = Math.max(0, ...list.map(nameScore));
    const top = list.filter((c) => nameScore(c) === best);
    return best > 0 && top.length === 1 ? top[0]! : null;
  };

  if (byUnit.length > 0) {
    // The phone says someone else: a tenant paying for a neighbour, or a typo. Not guessed.
    if (byPhone.length > 0 && !byPhone.some((c) => byUnit.includes(c))) return queue('conflict');
    if (byUnit.length === 1) return credit(byUnit[0]!, 'unit');
    const inProperty = byUnit.filter(propertyFits);
    if (inProperty.length === 1) return credit(inProperty[0]!, 'unit_and_property');
    const narrowed = inProperty.length > 0 ? inProperty : byUnit;
    const withPhone = narrowed.filter((c) => byPhone.includes(c));
    if (withPhone.length === 1) return credit(withPhone[0]!, 'unit_and_phone');
    const named = byName(narrowed);
    return named ? credit(named, 'unit_and_name') : queue('ambiguous');
  }
  // A number-like token that names no unit at all (a vacant unit, a typo) with no phone: queued.
  if (byPhone.length === 1) {
    const typedOtherUnit = grams.some((g) => /\d/.test(g.text) && allUnitKeys.has(unitKey(g.text)));
    return typedOtherUnit ? queue('conflict') : credit(byPhone[0]!, 'phone');
  }
  if (byPhone.length > 1) {
    const named = byName(byPhone);
    return named ? credit(named, 'phone_and_name') : queue('ambiguous');
  }
  if (nearUnit.length === 1) {
    const named = byName(candidates);
    if (named && named === nearUnit[0]) return credit(named, 'near_unit_and_name');
  }
  return queue(suggestions.length > 1 ? 'ambiguous' : 'no_match');
}

function unique<T>(items: T[]): T[] {
  return [...new Set(items)];
}
