import { z } from 'zod';
import { DARAJA_TIMEOUT_MS, darajaCall, darajaFailure } from '../providers/daraja-http.js';

// Daraja's Pull Transactions (payments.md 2.6): the short code's C2B receipts in a window of at
// most 48 hours, a page at a time from OffSetValue. Dates are "YYYY-MM-DD HH:mm:ss" on Nairobi's
// clock. The answer's `Response` has been seen both as a list of records and as a list of lists
// of records: both are read. ResponseCode "1000" is success.

export type PulledTransaction = {
  transId: string;
  /** As Daraja sent it, e.g. "12000.00" or 12000. */
  amount: string;
  billRef: string;
  msisdn: string;
  sender: string;
  trxDate: string;
  raw: unknown;
};

const RecordSchema = z.object({
  transactionId: z.string().min(1),
  amount: z.union([z.string(), z.number()]).transform(String),
  billreference: z.union([z.string(), z.number()]).nullish(),
  msisdn: z.union([z.string(), z.number()]).nullish(),
  sender: z.string().nullish(),
  trxDate: z.string().nullish(),
});
const AnswerSchema = z.object({
  ResponseCode: z.coerce.string(),
  ResponseMessage: z.string().nullish(),
  Response: z.array(z.unknown()).nullish(),
});

// Daraja's page size is not documented: pages are read from OffSetValue until one comes back
// empty, at most this many.
const MAX_PAGES = 50;

/** "YYYY-MM-DD HH:mm:ss" in Africa/Nairobi (UTC+3, no DST). */
export function pullDate(at: Date): string {
  return new Date(at.getTime() + 3 * 60 * 60 * 1000).toISOString().slice(0, 19).replace('T', ' ');
}

export type PullInput = {
  baseUrl: string;
  accessToken: () => Promise<string>;
  shortCode: string;
  from: Date;
  to: Date;
  fetch?: typeof fetch;
};

/** Every transaction in the window, page by page. Throws ProviderError with Daraja's words. */
export async function pullTransactions(input: PullInput): Promise<PulledTransaction[]> {
  const doFetch = input.fetch ?? fetch;
  const base = input.baseUrl.replace(/\/+$/, '');
  const all: PulledTransaction[] = [];
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const answer = await darajaCall({
      fetch: doFetch,
      url: `${base}/pulltransactions/v1/query`,
      method: 'POST',
      authorization: `Bearer ${await input.accessToken()}`,
      body: {
        ShortCode: input.shortCode,
        StartDate: pullDate(input.from),
        EndDate: pullDate(input.to),
        OffSetValue: String(all.length),
      },
      timeoutMs: DARAJA_TIMEOUT_MS,
    });
    const parsed = AnswerSchema.safeParse(answer.body);
    if (answer.httpStatus !== 200 || !parsed.success || parsed.data.ResponseCode !== '1000')
      throw darajaFailure('Pull Transactions', answer);
    const records = (parsed.data.Response ?? []).flatMap((item) =>
      Array.isArray(item) ? item : [item],
    );
    for (const record of records) {
      const r = RecordSchema.safeParse(record);
      // An unreadable record is skipped, never guessed; the next run or the portal covers it.
      if (!r.success) continue;
      all.push({
        transId: r.data.transactionId.trim().toUpperCase(),
        amount: r.data.amount,
        billRef: r.data.billreference == null ? '' : String(r.data.billreference),
        msisdn: r.data.msisdn == null ? '' : String(r.data.msisdn),
        sender: r.data.sender ?? '',
        trxDate: r.data.trxDate ?? '',
        raw: record,
      });
    }
    if (records.length === 0) break;
  }
  return all;
}
