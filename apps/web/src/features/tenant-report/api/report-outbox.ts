import { IDEMPOTENCY_KEY_HEADER, type CreateReportInput, type ReportRow } from '@pango/shared';
import { api } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { CREATE_REPORT_PATH } from './create-report';

// Reports kept on the device while the tenant is offline (issue 26 item 8, ADR 043). localStorage,
// like the session (lib/session.ts): a few KB at most, read synchronously at start-up, and no
// IndexedDB wrapper to ship. Each entry keeps the Idempotency-Key made once when the tenant
// pressed Submit, so however often it is sent (two tabs, a retry after a lost answer) the API
// files it once.

export const REPORT_OUTBOX_KEY = 'pango.reportOutbox';

export type QueuedReport = {
  key: string;
  userId: number;
  input: CreateReportInput;
  queuedAt: string;
};

export type SendOutcome =
  | { key: string; outcome: 'sent'; report: ReportRow }
  | { key: string; outcome: 'refused'; error: unknown };

/** A v4 UUID: crypto.randomUUID where the page is a secure context, else from random bytes. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function queuedReports(): QueuedReport[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(REPORT_OUTBOX_KEY) ?? '[]');
    return Array.isArray(value) ? (value as QueuedReport[]) : [];
  } catch {
    return [];
  }
}

function save(entries: QueuedReport[]): void {
  try {
    if (entries.length === 0) window.localStorage.removeItem(REPORT_OUTBOX_KEY);
    else window.localStorage.setItem(REPORT_OUTBOX_KEY, JSON.stringify(entries));
  } catch {
    // Storage full or disabled: the report then waits only while this page stays open.
  }
}

export function queueReport(entry: QueuedReport): void {
  save([...queuedReports().filter((e) => e.key !== entry.key), entry]);
}

/** The tenant's Cancel: the report is dropped from the device and never sent. */
export function removeQueuedReport(key: string): void {
  save(queuedReports().filter((e) => e.key !== key));
}

export function sendReport(input: CreateReportInput, key: string): Promise<ReportRow> {
  return api.post<ReportRow>(CREATE_REPORT_PATH, input, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: key },
  });
}

/** No answer came (offline, timeout): keep the report and try again when the connection returns. */
export function isOffline(error: unknown): boolean {
  return isApiError(error) && error.isConnectionProblem;
}

/** Worth sending again later: no answer, a signed-out session, too many requests, a server down. */
function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return isOffline(error) || error.status === 401 || error.status === 429 || error.status >= 500;
}

let flushing: Promise<SendOutcome[]> | null = null;

/**
 * Sends this tenant's kept reports, oldest first, once each: one flush at a time (the screen and
 * the app-wide sync share it). A sent or refused report leaves the device; at the first report
 * that gets no answer the flush stops and the rest wait for the next `online` event.
 */
export function flushReportOutbox(userId: number): Promise<SendOutcome[]> {
  flushing ??= (async () => {
    const outcomes: SendOutcome[] = [];
    for (const entry of queuedReports().filter((e) => e.userId === userId)) {
      try {
        outcomes.push({
          key: entry.key,
          outcome: 'sent',
          report: await sendReport(entry.input, entry.key),
        });
      } catch (error) {
        if (isRetryable(error)) break;
        outcomes.push({ key: entry.key, outcome: 'refused', error });
      }
      removeQueuedReport(entry.key);
    }
    return outcomes;
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}
