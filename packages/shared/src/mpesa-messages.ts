// Reading M-Pesa confirmation SMS texts and statement rows a landlord pastes or uploads (issue 19
// item 6). Pure and dependency-free: the API parses the CSV with a library and hands the rows here.
// A message or row that cannot be read is reported with its line and a reason, never guessed.

export type ImportedTransaction = {
  /** 1-based line of the pasted text (or the CSV) where the message or row starts. */
  line: number;
  trans_id: string;
  /** Whole KSh. */
  amount: number;
  payer_name: string | null;
  /** As written: 0722123456, 254712345678 or masked 2547****678. */
  phone: string | null;
  /** The account number the payer typed (paybill), if the message or row has one. */
  account: string | null;
  /** Nairobi time, Daraja's TransTime shape YYYYMMDDHHmmss. */
  occurred_at: string;
};
export type ImportRejection = { line: number; reason: string };
export type ImportParseResult = {
  transactions: ImportedTransaction[];
  rejected: ImportRejection[];
  /** Statement rows that are not money received (withdrawals, charges): not imported, not errors. */
  skipped: number;
};

export const MPESA_IMPORT_REASONS = {
  noCode: 'No M-Pesa transaction code followed by "Confirmed"',
  notReceived: 'Not money received: only payments you received can be imported',
  reversal: 'A reversal, not a payment received',
  noAmount: 'No amount (Ksh…) in the message',
  noDate: 'No date and time ("on 3/11/26 at 9:14 AM") in the message',
  badDate: 'The date or time is not a real one',
  noPayer: 'No payer ("from NAME 07XX…") in the message',
  tooLong: 'Too long for one M-Pesa message',
} as const;

/** Letters and digits then "Confirmed": where each message starts, even when run together. Found
 * as maximal runs with a sticky check after each, so no input makes the search backtrack. */
const CODE_RUN = /[A-Z0-9]{8,}/g;
const CONFIRMED_AFTER = /\s*\.?\s*Confirmed\b/y;
/** Codes have been 10 characters for years (older ones 8-9): a longer run is glued to the text
 * before it ("…SIRI YAKOQK12ABC3DE Confirmed"), so the code is its last 10. */
const CODE_LENGTH = 10;
/** A real message is a few hundred characters; a longer first line is not one. */
export const MAX_MESSAGE_CHARS = 1000;

/** Where each message starts and its transaction code. */
function messageStarts(text: string): { index: number; code: string }[] {
  const starts: { index: number; code: string }[] = [];
  for (const match of text.matchAll(CODE_RUN)) {
    const run = match[0];
    CONFIRMED_AFTER.lastIndex = match.index + run.length;
    if (!CONFIRMED_AFTER.test(text)) continue;
    const code = run.length > CODE_LENGTH ? run.slice(-CODE_LENGTH) : run;
    if (!/[A-Z]/.test(code) || !/\d/.test(code)) continue;
    starts.push({ index: match.index + run.length - code.length, code });
  }
  return starts;
}
const AMOUNT = /(?:Ksh|KES)\.?\s?(\d[\d,]*(?:\.\d+)?)/i;
const DATE_TIME =
  /\bon\s*(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})\s+at\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AP])\.?\s?M\b/i;
const NOT_RECEIVED =
  /\b(?:sent to|paid to|you have paid|withdraw|withdrawn|bought|give\s+(?:Ksh|KES)|transferred to|failed)\b/i;
const ACCOUNT =
  /\b(?:Account\s+Number|Account\s+No\.?|A\/C\s+No\.?|Acc\.?\s+No\.?|Acc\.|for\s+account|account)\s*[:.]?\s*(.+?)(?=\.?\s+New\b|\s+on\s*\d{1,2}\/|\.?\s*$)/i;

/** "12,000.00" → 12000; a reason for anything that is not a whole, positive number of shillings. */
export function parseKsh(raw: string): { amount: number } | { reason: string } {
  const text = raw.replace(/(?:Ksh|KES)\.?/gi, '').trim();
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return { reason: `"${raw.trim()}" is not an amount` };
  if (match[2] !== undefined && !/^0+$/.test(match[2]))
    return { reason: `Ksh${text} is not a whole number of shillings` };
  const amount = Number(match[1]!.replace(/,/g, ''));
  if (!Number.isSafeInteger(amount) || amount <= 0)
    return { reason: `Ksh${text} is not a positive amount` };
  return { amount };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A real calendar date and time → YYYYMMDDHHmmss, else null. */
export function transTime(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second = 0,
): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  )
    return null;
  return `${year}${pad(month)}${pad(day)}${pad(hour)}${pad(minute)}${pad(second)}`;
}

/** 12-hour clock: 12 AM is 00, 12 PM is 12. */
export function hour24(hour12: number, meridiem: string): number | null {
  if (hour12 < 1 || hour12 > 12) return null;
  const pm = meridiem.toUpperCase().startsWith('P');
  return (hour12 % 12) + (pm ? 12 : 0);
}

const PHONE_TOKEN = /^\+?(?:254|0)?[17][\d*xX•]{5,11}$/;

/** "JOHN KAMAU 254712345678", "254712345678 - JOHN KAMAU", "0712***678 JANE": phone and name. */
export function splitPayer(text: string): { name: string | null; phone: string | null } {
  let phone: string | null = null;
  const words: string[] = [];
  for (const token of text.trim().split(/\s+/)) {
    const bare = token.replace(/[.,;]+$/, '');
    if (!bare || bare === '-') continue;
    if (phone === null && PHONE_TOKEN.test(bare) && (bare.match(/\d/g) ?? []).length >= 6) {
      phone = bare;
      continue;
    }
    // A business number ("501901 - KCB Money Transfer Services") is not the payer's name.
    if (/^\d+$/.test(bare)) continue;
    words.push(bare);
  }
  const name = words.join(' ').replace(/^-\s*|\s*-$/g, '');
  return { name: name || null, phone };
}

/** Line breaks in text[from, to). */
function lineBreaks(text: string, from: number, to: number): number {
  let count = 0;
  for (let i = from; i < to; i += 1) if (text.charCodeAt(i) === 10) count += 1;
  return count;
}

/** One message's text (code and "Confirmed" included) → a transaction, or why not. */
export function parseMpesaMessage(
  message: string,
  line: number,
): ImportedTransaction | ImportRejection {
  const text = message.replace(/\s+/g, ' ').trim();
  const start = messageStarts(text)[0];
  if (!start) return { line, reason: MPESA_IMPORT_REASONS.noCode };
  const transId = start.code;
  const body = text.slice(start.index + transId.length).replace(/^\s*\.?\s*Confirmed\b/, '');
  if (/\breversed\b|\breversal\b/i.test(body))
    return { line, reason: MPESA_IMPORT_REASONS.reversal };
  if (NOT_RECEIVED.test(body) || !/\breceived\b/i.test(body))
    return { line, reason: MPESA_IMPORT_REASONS.notReceived };
  // The amount received is the first one; the balance comes later.
  const amountMatch = AMOUNT.exec(body);
  if (!amountMatch) return { line, reason: MPESA_IMPORT_REASONS.noAmount };
  const amount = parseKsh(amountMatch[1]!.replace(/\.$/, ''));
  if ('reason' in amount) return { line, reason: amount.reason };
  const when = DATE_TIME.exec(body);
  if (!when) return { line, reason: MPESA_IMPORT_REASONS.noDate };
  const [, d, m, y, h, min, s, ampm] = when;
  const year = y!.length === 2 ? 2000 + Number(y) : Number(y);
  const hour = hour24(Number(h), ampm!);
  const occurredAt =
    hour === null ? null : transTime(year, Number(m), Number(d), hour, Number(min), Number(s ?? 0));
  if (!occurredAt) return { line, reason: MPESA_IMPORT_REASONS.badDate };
  // "from NAME PHONE" up to the date, the account, or the end of the sentence.
  const from =
    /\bfrom\s+(.+?)(?=\s+on\s*\d{1,2}\/|\s+for\s+account\b|\s+Acc(?:ount)?\b|\.\s|\.?\s*New\b|\.?$)/i.exec(
      body,
    );
  const payer = from ? splitPayer(from[1]!) : { name: null, phone: null };
  if (!payer.name && !payer.phone) return { line, reason: MPESA_IMPORT_REASONS.noPayer };
  const afterFrom = from ? body.slice(from.index) : body;
  const account =
    ACCOUNT.exec(afterFrom)?.[1]
      ?.replace(/[.,;:]+$/, '')
      .trim() || null;
  return {
    line,
    trans_id: transId,
    amount: amount.amount,
    payer_name: payer.name,
    phone: payer.phone,
    account: account && !/^balance\b/i.test(account) ? account.slice(0, 100) : null,
    occurred_at: occurredAt,
  };
}

/** What M-Pesa appends below a message: balances, costs, limits, adverts. Any other line after
 * a complete message is reported, not swallowed into it. */
const TRAILER =
  /balance|transaction cost|transact|Mshwari|Fuliza|Pochi|\bPIN\b|Safaricom|\*\d+#|\bKsh|\bKES\b/i;
/** M-Pesa's own spelling only: a landlord's note saying "M-Pesa" is not a trailer. */
const isTrailer = (line: string) => TRAILER.test(line) || line.includes('M-PESA');
/** Lines tried when looking for where a message ends (messages span at most a few). */
const MAX_MESSAGE_LINES = 12;

const sameTransaction = (a: ImportedTransaction, b: ImportedTransaction) =>
  a.trans_id === b.trans_id &&
  a.amount === b.amount &&
  a.occurred_at === b.occurred_at &&
  a.payer_name === b.payer_name &&
  a.phone === b.phone &&
  a.account === b.account;

/** One message's text (from its code to the next message) at `line`: the transaction, and any
 * line after its end that is neither blank nor an M-Pesa trailer. */
function parseChunk(chunk: string, line: number, rejected: ImportRejection[]) {
  const lines = chunk.split('\n');
  if (lines[0]!.length > MAX_MESSAGE_CHARS) {
    rejected.push({ line, reason: MPESA_IMPORT_REASONS.tooLong });
    return null;
  }
  // At most a few lines make one message; whatever follows is checked line by line below.
  let end = Math.min(lines.length, MAX_MESSAGE_LINES);
  const parsed = parseMpesaMessage(
    lines.slice(0, end).join('\n').slice(0, MAX_MESSAGE_CHARS),
    line,
  );
  if ('reason' in parsed) {
    rejected.push(parsed);
    return null;
  }
  for (let k = 1; k < end; k += 1) {
    const prefix = parseMpesaMessage(
      lines.slice(0, k).join('\n').slice(0, MAX_MESSAGE_CHARS),
      line,
    );
    if (!('reason' in prefix) && sameTransaction(prefix, parsed)) end = k;
  }
  lines.slice(end).forEach((content, i) => {
    if (content.trim() && !isTrailer(content))
      rejected.push({ line: line + end + i, reason: MPESA_IMPORT_REASONS.noCode });
  });
  return parsed;
}

/** Pasted text: one or many messages, on their own lines or run together. */
export function parseMpesaMessages(text: string): ImportParseResult {
  const transactions: ImportedTransaction[] = [];
  const rejected: ImportRejection[] = [];
  const starts = messageStarts(text).map((m) => m.index);
  // Lines before the first message that hold something are not messages.
  const head = text.slice(0, starts[0] ?? text.length);
  head.split('\n').forEach((content, i) => {
    if (content.trim()) rejected.push({ line: i + 1, reason: MPESA_IMPORT_REASONS.noCode });
  });
  let line = 1;
  let counted = 0;
  starts.forEach((start, i) => {
    line += lineBreaks(text, counted, start);
    counted = start;
    const parsed = parseChunk(text.slice(start, starts[i + 1] ?? text.length), line, rejected);
    if (parsed) transactions.push(parsed);
  });
  rejected.sort((a, b) => a.line - b.line);
  return { transactions, rejected, skipped: 0 };
}
