import {
  AUDIT_LOG_MESSAGES,
  type AuditLogEntry,
  type AuditLogPage,
  type ReminderSettings,
} from '@pango/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, jsonResponse, type MockRequest, type Routes } from '@/test/fetch-mock';
import { makeMe } from '@/test/fixtures';
import { renderLandlordPart } from '@/test/render-app';
import { ActivityLog } from './activity-log';
import { SettingsPage } from './settings-page';

const LOG = 'GET /api/accounts/audit-log/';

const entry = (overrides: Partial<AuditLogEntry> = {}): AuditLogEntry => ({
  id: 41,
  action: 'unit.rent_updated',
  action_label: 'Rent changed',
  actor: 'Otieno Odhiambo',
  actor_role: 'owner',
  member_id: null,
  target: { entity_type: 'unit', id: '12' },
  before: { rent: 10000 },
  after: { rent: 11500 },
  ip: '197.248.10.20',
  user_agent: 'Mozilla/5.0 (Linux; Android 13)',
  created_at: '2026-11-05T06:20:00.000Z',
  ...overrides,
});
const page = (results: AuditLogEntry[], next: number | null = null, count = results.length) =>
  ({
    count,
    next: next ? `/api/accounts/audit-log/?page=${next}` : null,
    previous: null,
    results,
  }) satisfies AuditLogPage;
const pageOf = (request: MockRequest) => new URL(request.url, 'http://x').searchParams.get('page');

function renderWithApi(ui: ReactNode, routes: Routes) {
  const { requestsTo } = renderLandlordPart(ui, routes);
  return { logCalls: () => requestsTo('/audit-log/') };
}

const region = () => screen.findByRole('region', { name: AUDIT_LOG_MESSAGES.title });

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('Activity log', () => {
  it('lists each entry with its label, who, what, en-GB date, before, after and origin', async () => {
    renderWithApi(<ActivityLog />, {
      [LOG]: () =>
        jsonResponse(
          200,
          page([
            entry(),
            entry({
              id: 40,
              action: 'payment.completed',
              action_label: 'Payment received',
              actor: 'System',
              target: { entity_type: 'payment', id: '7' },
              before: { status: 'pending' },
              after: { status: 'completed', amount: 15000 },
              ip: null,
              user_agent: null,
              created_at: '2026-09-30T21:30:00.000Z',
            }),
          ]),
        ),
    });
    const log = await region();
    const list = await within(log).findByRole('list', { name: AUDIT_LOG_MESSAGES.title });
    const [rent, payment] = within(list).getAllByRole('listitem');
    expect(within(rent!).getByText('Rent changed')).toBeVisible();
    expect(rent).toHaveTextContent('Otieno Odhiambo · Unit #12');
    expect(rent).toHaveTextContent('5 Nov 2026, 09:20');
    expect(rent).toHaveTextContent('Beforerent: 10000');
    expect(rent).toHaveTextContent('Afterrent: 11500');
    // The browser in words; the raw header only behind Details.
    expect(rent).toHaveTextContent('FromBrowser on Android');
    expect(within(rent!).getByText('197.248.10.20')).not.toBeVisible();
    const details = within(rent!).getByText(AUDIT_LOG_MESSAGES.details);
    expect(within(rent!).getByText('Mozilla/5.0 (Linux; Android 13)')).not.toBeVisible();
    await userEvent.click(details);
    expect(within(rent!).getByText('Mozilla/5.0 (Linux; Android 13)')).toBeVisible();
    expect(within(rent!).getByText('197.248.10.20')).toBeVisible();
    // Nairobi time: 21:30 UTC on 30 September is past midnight on 1 October there.
    expect(payment).toHaveTextContent('Payment received');
    expect(payment).toHaveTextContent('System · Payment #7');
    expect(payment).toHaveTextContent('1 Oct 2026, 00:30');
    expect(payment).toHaveTextContent('Afterstatus: completed, amount: 15000');
    expect(payment).not.toHaveTextContent('From');
    expect(within(payment!).queryByText(AUDIT_LOG_MESSAGES.details)).not.toBeInTheDocument();
  });

  it('says when there is no activity yet', async () => {
    renderWithApi(<ActivityLog />, { [LOG]: () => jsonResponse(200, page([])) });
    const log = await region();
    expect(await within(log).findByText(AUDIT_LOG_MESSAGES.empty)).toBeVisible();
    expect(within(log).queryByRole('list')).not.toBeInTheDocument();
    expect(within(log).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows loading, then the failure with Retry that loads it', async () => {
    const first = deferred<Response>();
    let reply: () => Response | Promise<Response> = () => first.promise;
    renderWithApi(<ActivityLog />, { [LOG]: () => reply() });
    const log = await region();
    expect(within(log).getByRole('status')).toHaveTextContent(AUDIT_LOG_MESSAGES.loading);

    reply = () => jsonResponse(500, { detail: 'boom', code: 'INTERNAL' });
    first.resolve(jsonResponse(500, { detail: 'boom', code: 'INTERNAL' }));
    expect(await within(log).findByRole('alert', {}, { timeout: 6000 })).toHaveTextContent(
      AUDIT_LOG_MESSAGES.loadFailed,
    );
    reply = () => jsonResponse(200, page([entry()]));
    await userEvent.click(within(log).getByRole('button', { name: AUDIT_LOG_MESSAGES.retry }));
    expect(await within(log).findByText('Rent changed')).toBeVisible();
    expect(within(log).queryByRole('alert')).not.toBeInTheDocument();
  }, 10_000);

  it('shows 20 a page with Previous and Next, each page read from the server', async () => {
    const ids = (from: number, n: number) => Array.from({ length: n }, (_, i) => from - i);
    const { logCalls } = renderWithApi(<ActivityLog />, {
      [LOG]: (request) =>
        pageOf(request) === '2'
          ? jsonResponse(
              200,
              page([entry({ id: 80, action_label: 'Signed in' }), entry({ id: 79 })], null, 22),
            )
          : jsonResponse(
              200,
              page(
                ids(100, 20).map((id) => entry({ id })),
                2,
                22,
              ),
            ),
    });
    const log = await region();
    const list = await within(log).findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    const pages = within(log).getByRole('navigation', { name: AUDIT_LOG_MESSAGES.pagination });
    expect(pages).toHaveTextContent('Page 1 of 2');
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await within(log).findByText('Signed in')).toBeVisible();
    expect(within(log).getAllByRole('listitem')).toHaveLength(2);
    expect(pages).toHaveTextContent('Page 2 of 2');
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(within(pages).getByRole('button', { name: 'Previous' }));
    expect(await within(log).findAllByRole('listitem')).toHaveLength(20);
    expect(logCalls().map(pageOf)).toEqual(['1', '2', '1']);
  });

  it('sits below Email delivery in Settings and shows a change saved there at once', async () => {
    let entries: AuditLogEntry[] = [];
    renderWithApi(<SettingsPage />, {
      'GET /api/accounts/me/': () => jsonResponse(200, makeMe('landlord')),
      'GET /api/accounts/till-number/': () => jsonResponse(200, { mpesa_till_number: null }),
      'PATCH /api/accounts/till-number/update/': () => {
        entries = [
          entry({
            id: 50,
            action: 'account.till_number_updated',
            action_label: 'M-Pesa till number changed',
            target: { entity_type: 'landlord_profile', id: '3' },
            before: null,
            after: '123456',
          }),
        ];
        return jsonResponse(200, { mpesa_till_number: '123456' });
      },
      'GET /api/communication/reminders/settings/': () =>
        jsonResponse(200, {
          days_of_month: [5],
          subject: 'Rent Reminder',
          message: 'Please pay.',
          send_email: true,
          active: true,
        } satisfies ReminderSettings),
      'GET /api/communication/reminders/status/': () =>
        jsonResponse(200, { last_run: null, failed_emails: { count: 0, results: [] } }),
      [LOG]: () => jsonResponse(200, page(entries)),
    });
    const log = await region();
    expect(await within(log).findByText(AUDIT_LOG_MESSAGES.empty)).toBeVisible();
    const delivery = await screen.findByRole('region', { name: 'Email delivery' });
    expect(delivery.compareDocumentPosition(log) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const till = await screen.findByRole('form', { name: 'M-Pesa Till Number' });
    await userEvent.type(within(till).getByLabelText('Till Number'), '123456');
    await userEvent.click(within(till).getByRole('button', { name: 'Save Till Number' }));
    expect(await within(log).findByText('M-Pesa till number changed')).toBeVisible();
    expect(within(log).getByText('123456')).toBeVisible();
  });

  it('names the team member and role who acted, and filters by member', async () => {
    const { logCalls } = renderWithApi(<ActivityLog />, {
      [LOG]: (request) =>
        jsonResponse(
          200,
          page(
            new URL(request.url, 'http://x').searchParams.get('member_id') === '5'
              ? [
                  entry({
                    id: 43,
                    action_label: 'Report status changed',
                    actor: 'Baraka Mwangi',
                    actor_role: 'caretaker',
                    member_id: 5,
                  }),
                ]
              : [
                  entry(),
                  entry({
                    id: 43,
                    action_label: 'Report status changed',
                    actor: 'Baraka Mwangi',
                    actor_role: 'caretaker',
                    member_id: 5,
                  }),
                ],
          ),
        ),
      'GET /api/accounts/team/': () =>
        jsonResponse(200, {
          limit: 1,
          used: 1,
          members: [
            {
              id: 5,
              name: 'Baraka Mwangi',
              email: 'baraka@example.com',
              phone_number: '+254712345678',
              role: 'caretaker',
              property_ids: [3],
              status: 'active',
              invited_at: '2026-11-20T08:00:00Z',
              expires_at: null,
              last_login: null,
            },
          ],
        }),
    });
    const log = await region();
    expect(await within(log).findByText(/^Baraka Mwangi \(Caretaker\) · /)).toBeInTheDocument();
    expect(within(log).getByText(/^Otieno Odhiambo · /)).toBeInTheDocument();
    await userEvent.selectOptions(
      await within(log).findByLabelText('Member'),
      'Baraka Mwangi (Caretaker)',
    );
    await waitFor(() => expect(within(log).queryByText(/^Otieno Odhiambo · /)).toBeNull());
    expect(logCalls().at(-1)?.url).toContain('member_id=5');
  });
});
