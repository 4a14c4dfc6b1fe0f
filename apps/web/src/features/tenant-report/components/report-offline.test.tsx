import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, type MockRequest } from '@/test/fetch-mock';
import { flushReportOutbox, queueReport, queuedReports } from '../api/report-outbox';
import { REPORT_SCREEN_MESSAGES } from '../messages';
import { CREATE, ME, me, renderReportScreen } from '../testing/render-report-screen';

// Issue 26 item 8 (ADR 043): a report made offline is kept on the device and sent once when the
// connection returns, with the Idempotency-Key made when the tenant pressed Submit.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const posts = (requests: MockRequest[]) => requests.filter((r) => r.method === 'POST');

function setOnline(value: boolean) {
  vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(value);
}

async function comeBackOnline() {
  setOnline(true);
  await act(async () => {
    window.dispatchEvent(new Event('online'));
  });
}

async function fillAndSubmit() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(300);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300);
  expect(await screen.findByText('Kilimani Heights')).toBeInTheDocument();
  await act(() => vi.advanceTimersByTimeAsync(2000));
  fireEvent.click(await screen.findByRole('button', { name: 'I Accept and Proceed to Report' }));
  await user.selectOptions(screen.getByLabelText('Category *'), 'plumbing');
  await user.selectOptions(screen.getByLabelText('Priority *'), 'high');
  await user.type(screen.getByLabelText('Title *'), 'Burst pipe');
  await user.type(screen.getByLabelText('Description *'), 'Water everywhere in the kitchen.');
  await user.click(screen.getByRole('button', { name: 'Submit Report' }));
  return user;
}

describe('Report an Issue offline', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    window.localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    window.localStorage.clear();
  });

  it('keeps a report made offline and sends it once when the connection returns', async () => {
    const api = mockApi({
      [ME]: () => jsonResponse(200, me()),
      [CREATE]: () => jsonResponse(201, { id: 9 }),
    });
    renderReportScreen();
    setOnline(false);
    await fillAndSubmit();

    expect(await screen.findByText(REPORT_SCREEN_MESSAGES.queuedOffline)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Report' })).toBeDisabled();
    expect(posts(api.requests)).toHaveLength(0);
    const [kept] = queuedReports();
    expect(kept).toMatchObject({ userId: 2, input: { issue_title: 'Burst pipe', unit: 7 } });
    expect(kept!.key).toMatch(UUID);

    await comeBackOnline();
    expect(await screen.findByText(REPORT_SCREEN_MESSAGES.submitted)).toBeInTheDocument();
    expect(screen.queryByText(REPORT_SCREEN_MESSAGES.queuedOffline)).not.toBeInTheDocument();
    expect(posts(api.requests)).toHaveLength(1);
    expect(posts(api.requests)[0]!.headers['Idempotency-Key']).toBe(kept!.key);
    expect(queuedReports()).toEqual([]);

    // Another `online` event sends nothing more.
    await comeBackOnline();
    expect(posts(api.requests)).toHaveLength(1);
  });

  it('keeps the report when the send gets no answer, and resends it with the same key', async () => {
    let fail = true;
    const api = mockApi({
      [ME]: () => jsonResponse(200, me()),
      [CREATE]: () => {
        if (fail) throw new TypeError('Failed to fetch');
        return jsonResponse(201, { id: 9 });
      },
    });
    renderReportScreen();
    setOnline(true);
    await fillAndSubmit();
    expect(await screen.findByText(REPORT_SCREEN_MESSAGES.queuedOffline)).toBeInTheDocument();
    expect(queuedReports()).toHaveLength(1);

    fail = false;
    await comeBackOnline();
    expect(await screen.findByText(REPORT_SCREEN_MESSAGES.submitted)).toBeInTheDocument();
    const keys = posts(api.requests).map((r) => r.headers['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);
    expect(queuedReports()).toEqual([]);
  });

  it('Cancel drops the kept report: nothing is sent when the connection returns', async () => {
    const api = mockApi({
      [ME]: () => jsonResponse(200, me()),
      [CREATE]: () => jsonResponse(201, { id: 9 }),
    });
    renderReportScreen();
    setOnline(false);
    const user = await fillAndSubmit();
    await user.click(await screen.findByRole('button', { name: 'Cancel this report' }));
    expect(screen.queryByText(REPORT_SCREEN_MESSAGES.queuedOffline)).not.toBeInTheDocument();
    expect(queuedReports()).toEqual([]);
    expect(screen.getByLabelText('Title *')).toBeEnabled();

    await comeBackOnline();
    expect(posts(api.requests)).toHaveLength(0);
  });
});

describe('flushReportOutbox', () => {
  const input = {
    issue_category: 'plumbing' as const,
    priority_level: 'high' as const,
    issue_title: 'Leak',
    description: 'Drip.',
    unit: 7,
    terms_accepted: true as const,
  };
  const entry = (key: string, userId = 2) => ({ key, userId, input, queuedAt: '' });
  beforeEach(() => window.localStorage.clear());
  afterEach(() => window.localStorage.clear());

  it('sends only this tenant’s reports, once even when asked twice at once', async () => {
    const api = mockApi({ [CREATE]: () => jsonResponse(201, { id: 1 }) });
    queueReport(entry('a'));
    queueReport(entry('b', 3));
    const [first, second] = await Promise.all([flushReportOutbox(2), flushReportOutbox(2)]);
    expect(first).toBe(second);
    expect(first!.map((o) => [o.key, o.outcome])).toEqual([['a', 'sent']]);
    expect(posts(api.requests)).toHaveLength(1);
    expect(queuedReports().map((e) => e.key)).toEqual(['b']);
  });

  it('drops a refused report, keeps one the server could not take for a later try', async () => {
    mockApi({
      [CREATE]: (r) =>
        r.headers['Idempotency-Key'] === 'refused'
          ? jsonResponse(409, { detail: 'Reused.', code: 'CONFLICT' })
          : jsonResponse(503, { detail: 'Down.' }),
    });
    queueReport(entry('refused'));
    queueReport(entry('later'));
    const outcomes = await flushReportOutbox(2);
    expect(outcomes.map((o) => [o.key, o.outcome])).toEqual([['refused', 'refused']]);
    expect(queuedReports().map((e) => e.key)).toEqual(['later']);
  });
});
