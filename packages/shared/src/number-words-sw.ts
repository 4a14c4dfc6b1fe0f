// Whole numbers in Kiswahili words, as a Kenyan receipt writes them (issue 25: a Kiswahili reader's
// receipt says its amount in words too). Kenyan usage counts hundreds of thousands in laki:
// 250,000 is "laki mbili na elfu hamsini". The noun comes first: "shilingi elfu kumi na mbili".

const ONES = ['sifuri', 'moja', 'mbili', 'tatu', 'nne', 'tano', 'sita', 'saba', 'nane', 'tisa'];
const TENS = [
  '',
  'kumi',
  'ishirini',
  'thelathini',
  'arobaini',
  'hamsini',
  'sitini',
  'sabini',
  'themanini',
  'tisini',
];

const pick = (list: readonly string[], index: number): string => list[index] ?? '';

/** 1-99: "tano", "kumi na mbili", "arobaini na tano". */
function underHundred(n: number): string {
  const tens = Math.floor(n / 10);
  const ones = n % 10;
  if (tens === 0) return pick(ONES, ones);
  return ones ? `${pick(TENS, tens)} na ${pick(ONES, ones)}` : pick(TENS, tens);
}

/** 1-999: "mia moja na tano", "mia tatu arobaini na tano", "mia mbili". */
function underThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (!hundreds) return underHundred(rest);
  const head = `mia ${pick(ONES, hundreds)}`;
  if (!rest) return head;
  const tail = underHundred(rest);
  // A single word after the hundreds takes "na" (mia moja na tano); a compound has its own.
  return tail.includes(' na ') ? `${head} ${tail}` : `${head} na ${tail}`;
}

/**
 * A whole number in Kiswahili words: 12500 → "elfu kumi na mbili na mia tano",
 * 1250000 → "milioni moja, laki mbili na elfu hamsini".
 */
export function numberInWordsSw(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`numberInWordsSw: expected a whole number ≥ 0, got ${value}`);
  if (value === 0) return pick(ONES, 0);
  const groups: string[] = [];
  const millions = Math.floor(value / 1_000_000);
  const thousands = Math.floor((value % 1_000_000) / 1_000);
  const rest = value % 1_000;
  if (millions) groups.push(`milioni ${numberInWordsSw(millions)}`);
  const laki = Math.floor(thousands / 100);
  if (laki) groups.push(`laki ${underHundred(laki)}`);
  if (thousands % 100) groups.push(`elfu ${underHundred(thousands % 100)}`);
  if (rest) groups.push(underThousand(rest));
  // The last group joins with "na", the others with a comma.
  if (groups.length === 1) return groups[0] ?? '';
  return `${groups.slice(0, -1).join(', ')} na ${groups[groups.length - 1]}`;
}

/** A KSh amount in Kiswahili words for a receipt: 12000 → "Shilingi elfu kumi na mbili". */
export function amountInWordsSw(amount: number): string {
  return `Shilingi ${numberInWordsSw(amount)}`;
}
