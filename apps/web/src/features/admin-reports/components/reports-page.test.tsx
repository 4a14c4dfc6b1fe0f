import {
  COMMUNICATION_MESSAGES,
  EXPENSE_MESSAGES,
  type ReportAnalytics,
  type ReportNoteRow,
  type ReportRow,
} from '@pango/shared';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts } from '@/components/ui/toast/toast-store';
import { Toaster } from '@/components/ui/toast/toaster';
import { createQueryClient } from '@/lib/query-client';
import { setSelectedPropertyId } from '@/lib/selected-property';
import { jsonResponse, mockApi, type MockRequest } from '@/test/fetch-mock';
import { makeMe, storeSession } from '@/test/fixtures';
import { ReportsPage } from './reports-page';

const LIST = 'GET /api/communication/reports/';
const ANALYTICS = 'GET /api/communication/reports/analytics/';
const PROPERTIES = 'GET /api/accounts/properties/';
const patchPath = (id: number) => `PATCH /api/communication/reports/${id}/update-status/`;

function report(overrides: Partial<ReportRow> = {}): ReportRow {
  return {
    id: 7,
    title: 'Burst pipe in the kitchen',
    category: 'plumbing',
    priority: 'urgent',
    status: 'open',
    description: 'Water is leaking under the sink.',
    created_at: '2026-03-05T08:00:00Z',
    resolved_at: null,
    tenant_name: 'Otieno Odhiambo',
    unit_number: 'A2',
    property_name: 'Kilimani Heights',
    property_id: 3,
    entered_by: null,
    ...overrides,
  };
}
const page = (results: ReportRow[], count = results.length) => ({
  count,
  next_page: null,
  results,
});
type Routes = Record<string, (request: MockRequest) => Response>;

function renderReports(routes: Routes = {}, client: QueryClient = createQueryClient()) {
  storeSession('landlord');
  const api = mockApi({
    [PROPERTIES]: () =>
      jsonResponse(200, {
        count: 2,
        next_page: null,
        results: [
          { id: 3, name: 'Kilimani Heights' },
          { id: 4, name: 'Riverside Court' },
        ],
      }),
    // The Open and Resolved cards read the list itself with that status.
    [LIST]: (request) => {
      const status = new URL(request.url, 'http://x').searchParams.get('status');
      if (status === 'open') return jsonResponse(200, page([report()], 3));
      if (status === 'resolved') return jsonResponse(200, page([], 5));
      return jsonResponse(200, page([report()]));
    },
    ...routes,
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ReportsPage actions={<button type="button">Send Email</button>} />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  const sent = (key: string) => {
    const [method, path] = key.split(' ');
    return api.requests.filter((r) => r.method === method && r.url.split('?')[0] === path);
  };
  const params = (request: MockRequest | undefined) =>
    Object.fromEntries(new URL(request?.url ?? '', 'http://x').searchParams);
  return { sent, params, client };
}

const summary = () => screen.getByRole('region', { name: 'Report summary' });

beforeEach(() => {
  setSelectedPropertyId(null);
  getToasts().forEach((toast) => dismissToast(toast.id));
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('Reports and Issues', () => {
  it('shows the Open and Resolved counts, the header actions and a report card', async () => {
    renderReports();
    const card = await screen.findByRole('article', { name: 'Burst pipe in the kitchen' });
    expect(within(summary()).getByText('Open').nextSibling).toHaveTextContent('3');
    expect(within(summary()).getByText('Resolved').nextSibling).toHaveTextContent('5');
    expect(screen.getByRole('button', { name: 'Send Email' })).toBeInTheDocument();
    expect(
      within(card).getByText('Major Plumbing (Water Supply, Sewage, Burst Pipes)'),
    ).toBeInTheDocument();
    expect(within(card).getByText('Urgent priority')).toBeInTheDocument();
    expect(within(card).getByText('Open')).toBeInTheDocument();
    expect(within(card).getByText('Water is leaking under the sink.')).toBeInTheDocument();
    expect(within(card).getByText('Otieno Odhiambo')).toBeInTheDocument();
    expect(within(card).getByText('A2')).toBeInTheDocument();
    expect(within(card).getByText('Kilimani Heights')).toBeInTheDocument();
    // The spec's date format (en-GB with a short month), not 05/03/2026.
    expect(within(card).getByText('5 Mar 2026')).toBeInTheDocument();
  });

  it('starts on the shared selected property and sends every filter to the server', async () => {
    setSelectedPropertyId(3);
    const user = userEvent.setup();
    const { sent, params } = renderReports();
    await screen.findByRole('article');
    // The list and both counts: one property filter for all three.
    expect(sent(LIST).map(params)).toHaveLength(3);
    for (const request of sent(LIST)) expect(params(request)).toMatchObject({ property_id: '3' });
    expect(screen.getByLabelText('Property')).toHaveValue('3');

    await user.selectOptions(screen.getByLabelText('Status'), 'resolved');
    await user.selectOptions(screen.getByLabelText('Category'), 'wifi');
    await user.selectOptions(screen.getByLabelText('Property'), '4');
    const resolvedList = {
      property_id: '4',
      status: 'resolved',
      category: 'wifi',
      page_size: '100',
    };
    expect(sent(LIST).map(params)).toContainEqual(resolvedList);
    // The Open count above it asks for the same property and category.
    expect(sent(LIST).map(params)).toContainEqual({ ...resolvedList, status: 'open' });
    const before = sent(LIST).length;
    await user.selectOptions(screen.getByLabelText('Property'), '');
    await waitFor(() => expect(sent(LIST).length).toBeGreaterThan(before));
    const after = sent(LIST).slice(before).map(params);
    for (const query of after) expect(query).not.toHaveProperty('property_id');
  });

  it('marks a report resolved, toasts, and invalidates the open-reports queries', async () => {
    const user = userEvent.setup();
    const client = createQueryClient();
    client.setQueryData(['reports', 'open'], { count: 1, results: [] });
    const { sent } = renderReports(
      { [patchPath(7)]: () => jsonResponse(200, report({ status: 'resolved' })) },
      client,
    );
    const card = await screen.findByRole('article');
    const listCalls = sent(LIST).length;
    await user.click(within(card).getByRole('button', { name: 'Mark as Resolved' }));
    expect(await screen.findByText(COMMUNICATION_MESSAGES.reportResolved)).toBeInTheDocument();
    expect(sent(patchPath(7))[0]?.body).toEqual({ status: 'resolved' });
    expect(client.getQueryState(['reports', 'open'])?.isInvalidated).toBe(true);
    expect(sent(LIST).length).toBeGreaterThan(listCalls);
  });

  it('resolves with a repair cost, refusing one that is not whole shillings', async () => {
    const user = userEvent.setup();
    const client = createQueryClient();
    client.setQueryData(['expenses', 'list', {}], { count: 0, results: [] });
    const { sent } = renderReports(
      { [patchPath(7)]: () => jsonResponse(200, report({ status: 'resolved' })) },
      client,
    );
    const card = await screen.findByRole('article');
    const cost = within(card).getByLabelText('Repair cost (KSh, optional)');
    await user.type(cost, '12.5');
    await user.click(within(card).getByRole('button', { name: 'Mark as Resolved' }));
    expect(cost).toHaveAccessibleDescription(
      expect.stringContaining(EXPENSE_MESSAGES.repairCostInvalid),
    );
    expect(sent(patchPath(7))).toHaveLength(0);
    await user.clear(cost);
    await user.type(cost, '3500');
    await user.click(within(card).getByRole('button', { name: 'Mark as Resolved' }));
    expect(await screen.findByText(COMMUNICATION_MESSAGES.reportResolved)).toBeInTheDocument();
    expect(sent(patchPath(7))[0]?.body).toEqual({ status: 'resolved', repair_cost: 3500 });
    await waitFor(() =>
      expect(client.getQueryState(['expenses', 'list', {}])?.isInvalidated).toBe(true),
    );
  });

  it('marks a resolved report unresolved, and says so when the update fails', async () => {
    const user = userEvent.setup();
    let fail = false;
    const { sent } = renderReports({
      [LIST]: () => jsonResponse(200, page([report({ status: 'Resolved' })])),
      [patchPath(7)]: () =>
        fail ? jsonResponse(500, { detail: 'boom' }) : jsonResponse(200, report()),
    });
    const card = await screen.findByRole('article');
    await user.click(within(card).getByRole('button', { name: 'Mark as Unresolved' }));
    expect(await screen.findByText(COMMUNICATION_MESSAGES.reportUnresolved)).toBeInTheDocument();
    expect(sent(patchPath(7))[0]?.body).toEqual({ status: 'open' });
    fail = true;
    await user.click(within(card).getByRole('button', { name: 'Mark as Unresolved' }));
    expect(await screen.findByText(COMMUNICATION_MESSAGES.reportStatusFailed)).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    renderReports({ [LIST]: () => jsonResponse(200, page([])) });
    expect(await screen.findByText(COMMUNICATION_MESSAGES.noReports)).toBeInTheDocument();
  });

  it('says why the reports failed to load', async () => {
    renderReports({ [LIST]: () => jsonResponse(403, { detail: 'Subscription required.' }) });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load reports: Subscription required.',
    );
  });

  it('shows the analytics as labelled counts and the average time to resolve', async () => {
    const analytics: ReportAnalytics = {
      by_category: [
        { category: 'plumbing', count: 4 },
        { category: 'general', count: 1 },
      ],
      by_priority: [{ priority: 'high', count: 5 }],
      by_status: [
        { status: 'open', count: 2 },
        { status: 'resolved', count: 3 },
      ],
      per_property: [{ property_id: 3, property_name: 'Kilimani Heights', open: 2, resolved: 3 }],
      average_resolution_hours: 30,
    };
    const user = userEvent.setup();
    const { sent } = renderReports({ [ANALYTICS]: () => jsonResponse(200, analytics) });
    await user.click(await screen.findByRole('tab', { name: 'Analytics' }));
    expect(await screen.findByText('30 hours')).toBeInTheDocument();
    expect(sent(ANALYTICS)).toHaveLength(1);
    const category = screen.getByRole('heading', { name: 'By category' }).parentElement!;
    const plumbing = within(category).getByText(
      'Major Plumbing (Water Supply, Sewage, Burst Pipes)',
    );
    expect(plumbing.nextSibling).toHaveTextContent('4');
    expect(within(category).getByText('General')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Reports per property' });
    const row = within(table).getByRole('row', { name: /Kilimani Heights/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Kilimani Heights', '2', '3']);
  });

  it('marks an open report in progress and says who entered the last update', async () => {
    const { sent } = renderReports({
      [LIST]: () =>
        jsonResponse(
          200,
          page([report({ entered_by: { name: 'Baraka Mwangi', role: 'caretaker' } })]),
        ),
      [patchPath(7)]: () => jsonResponse(200, report({ status: 'pending' })),
    });
    const card = await screen.findByRole('article', { name: report().title });
    expect(within(card).getByText('Entered by Baraka Mwangi (Caretaker)')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Mark as In Progress' }));
    await waitFor(() => expect(sent(patchPath(7))[0]?.body).toEqual({ status: 'pending' }));
  });

  it('offers an accountant no status buttons and no note form, only the notes to read', async () => {
    const user = userEvent.setup();
    renderReports({
      'GET /api/communication/reports/7/notes/': () => jsonResponse(200, { count: 0, results: [] }),
    });
    storeSession('landlord', { ...makeMe('landlord'), team_role: 'accountant' });
    const card = await screen.findByRole('article', { name: report().title });
    expect(
      within(card)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Notes and photos']);
    await user.click(within(card).getByRole('button', { name: 'Notes and photos' }));
    expect(await within(card).findByText('No notes yet.')).toBeInTheDocument();
    expect(within(card).queryByLabelText('Add a note')).toBeNull();
  });
});

describe('notes and photos on a report (issue 23)', () => {
  const NOTES = 'GET /api/communication/reports/7/notes/';
  const ADD = 'POST /api/communication/reports/7/notes/';

  it('loads the notes only when opened, shows who wrote them, and adds a note', async () => {
    const user = userEvent.setup();
    const notes: ReportNoteRow[] = [
      {
        id: 1,
        report_id: 7,
        body: 'Plumber called.',
        photo_url: null,
        created_at: '2026-03-06T08:00:00Z',
        entered_by: { name: 'Juma Mwangi', role: 'caretaker' },
      },
    ];
    const { sent } = renderReports({
      [NOTES]: () => jsonResponse(200, { count: notes.length, results: notes }),
      [ADD]: (request) => {
        const body = (request.body as FormData).get('body') as string;
        const note = { ...notes[0]!, id: 2, body, entered_by: null };
        notes.push(note);
        return jsonResponse(201, note);
      },
    });
    const card = await screen.findByRole('article', { name: 'Burst pipe in the kitchen' });
    expect(sent(NOTES)).toHaveLength(0);

    await user.click(within(card).getByRole('button', { name: 'Notes and photos' }));
    expect(await within(card).findByText('Plumber called.')).toBeInTheDocument();
    expect(within(card).getByText(/Juma Mwangi/)).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Add note' }));
    expect(within(card).getByText('Write a note or add a photo.')).toBeInTheDocument();
    expect(sent(ADD)).toHaveLength(0);

    await user.type(within(card).getByLabelText('Add a note'), 'Pipe replaced.');
    await user.click(within(card).getByRole('button', { name: 'Add note' }));
    expect(await within(card).findByText('Pipe replaced.')).toBeInTheDocument();
    expect(within(card).getByLabelText('Add a note')).toHaveValue('');
  });
});
