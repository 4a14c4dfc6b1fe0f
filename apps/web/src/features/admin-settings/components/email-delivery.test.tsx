import {
  EMAIL_STATUS_MESSAGES,
  SETTINGS_MESSAGES,
  type EmailDeliveryStatus,
  type FailedEmail,
} from '@pango/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, jsonResponse, type Routes } from '@/test/fetch-mock';
import { makeMe } from '@/test/fixtures';
import { renderLandlordPart } from '@/test/render-app';
import { EmailDelivery } from './email-delivery';
import { SettingsPage } from './settings-page';

const STATUS = 'GET /api/communication/reminders/status/';

const NOTHING_YET: EmailDeliveryStatus = {
  last_run: null,
  failed_emails: { count: 0, results: [] },
};
const bounced = (overrides: Partial<FailedEmail> = {}): FailedEmail => ({
  id: 7,
  kind: 'reminder',
  kind_label: 'Rent reminder',
  to: 'wanjiku@example.com',
  subject: 'Rent Reminder',
  reason: '550 5.1.1 Mailbox does not exist',
  failed_at: '2026-11-05T06:20:00.000Z',
  ...overrides,
});

function renderWithApi(ui: ReactNode, routes: Routes) {
  const { requestsTo } = renderLandlordPart(ui, routes);
  return { statusCalls: () => requestsTo('/reminders/status/') };
}

const panel = () => screen.findByRole('region', { name: EMAIL_STATUS_MESSAGES.title });

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('Email delivery', () => {
  it('says no run has happened and nothing failed', async () => {
    renderWithApi(<EmailDelivery />, { [STATUS]: () => jsonResponse(200, NOTHING_YET) });
    const region = await panel();
    expect(
      await within(region).findByText(
        'No reminder run yet. Reminders go out on the chosen days once saved and active.',
      ),
    ).toBeVisible();
    expect(within(region).getByRole('heading', { level: 3 })).toHaveTextContent('Email delivery');
    expect(within(region).getByRole('heading', { level: 4 })).toHaveTextContent('Failed emails');
    expect(within(region).getByText('No failed emails.')).toBeVisible();
    expect(within(region).queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the last run’s counts and each failed email with its reason', async () => {
    renderWithApi(<EmailDelivery />, {
      [STATUS]: () =>
        jsonResponse(200, {
          last_run: {
            ran_at: '2026-11-05T06:00:00.000Z',
            reminder_date: '2026-11-05',
            queued: 3,
            sent: 1,
            pending: 1,
            failed: 1,
          },
          failed_emails: {
            count: 2,
            results: [
              bounced({
                id: 8,
                kind: 'invoice',
                kind_label: 'Invoice',
                to: 'brian@example.com',
                subject: 'Invoice for November',
                reason: null,
                failed_at: '2026-11-06T09:00:00.000Z',
              }),
              bounced(),
            ],
          },
        } satisfies EmailDeliveryStatus),
    });
    const region = await panel();
    expect(
      await within(region).findByText(
        'Last reminder run: 5 Nov 2026 — 3 queued, 1 sent, 1 failed, 1 pending',
      ),
    ).toBeVisible();
    const list = within(region).getByRole('list', { name: 'Failed emails' });
    const [invoice, reminder] = within(list).getAllByRole('listitem');
    expect(invoice).toHaveTextContent('Invoice');
    expect(invoice).toHaveTextContent('brian@example.com');
    expect(invoice).toHaveTextContent('Invoice for November');
    expect(invoice).toHaveTextContent('No reason was recorded.');
    expect(invoice).toHaveTextContent('6 Nov 2026');
    expect(reminder).toHaveTextContent('Rent reminder');
    expect(reminder).toHaveTextContent('wanjiku@example.com');
    expect(reminder).toHaveTextContent('550 5.1.1 Mailbox does not exist');
    expect(reminder).toHaveTextContent('5 Nov 2026');
  });

  it('leaves pending out once all went, and says when only the newest failures are listed', async () => {
    renderWithApi(<EmailDelivery />, {
      [STATUS]: () =>
        jsonResponse(200, {
          last_run: {
            ran_at: '2026-12-01T06:00:00.000Z',
            reminder_date: '2026-12-01',
            queued: 2,
            sent: 2,
            pending: 0,
            failed: 0,
          },
          failed_emails: {
            count: 26,
            results: Array.from({ length: 20 }, (_, i) => bounced({ id: 100 + i })),
          },
        } satisfies EmailDeliveryStatus),
    });
    const region = await panel();
    expect(
      await within(region).findByText('Last reminder run: 1 Dec 2026 — 2 queued, 2 sent, 0 failed'),
    ).toBeVisible();
    expect(within(region).getAllByRole('listitem')).toHaveLength(20);
    expect(
      within(region).getByText('Showing the 20 most recent of 26 failed emails.'),
    ).toBeVisible();
  });

  it('shows loading, then the failure with Retry that loads it', async () => {
    const first = deferred<Response>();
    let reply: () => Response | Promise<Response> = () => first.promise;
    renderWithApi(<EmailDelivery />, { [STATUS]: () => reply() });
    const region = await panel();
    expect(within(region).getByRole('status')).toHaveTextContent(
      'Loading email delivery status...',
    );

    reply = () => jsonResponse(500, { detail: 'boom', code: 'INTERNAL' });
    first.resolve(jsonResponse(500, { detail: 'boom', code: 'INTERNAL' }));
    expect(await within(region).findByRole('alert', {}, { timeout: 6000 })).toHaveTextContent(
      'Could not load email delivery status.',
    );
    reply = () => jsonResponse(200, NOTHING_YET);
    await userEvent.click(within(region).getByRole('button', { name: 'Retry' }));
    expect(await within(region).findByText('No failed emails.')).toBeVisible();
    expect(within(region).queryByRole('alert')).not.toBeInTheDocument();
  }, 10_000);

  it('sits under the reminder settings and refreshes after they are saved', async () => {
    let status: EmailDeliveryStatus = NOTHING_YET;
    const { statusCalls } = renderWithApi(<SettingsPage />, {
      'GET /api/accounts/me/': () => jsonResponse(200, makeMe('landlord')),
      'GET /api/accounts/till-number/': () => jsonResponse(200, { mpesa_till_number: null }),
      'GET /api/communication/reminders/settings/': () =>
        jsonResponse(200, {
          days_of_month: [5],
          subject: 'Rent Reminder',
          message: 'Please pay.',
          send_email: true,
          active: true,
        }),
      'PUT /api/communication/reminders/settings/': (request) => jsonResponse(200, request.body),
      [STATUS]: () => jsonResponse(200, status),
    });
    const region = await panel();
    expect(await within(region).findByText(EMAIL_STATUS_MESSAGES.noRun)).toBeVisible();
    const form = screen.getByRole('form', { name: 'Monthly Payment Reminders' });
    expect(form.compareDocumentPosition(region) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    status = {
      last_run: {
        ran_at: '2026-11-05T06:00:00.000Z',
        reminder_date: '2026-11-05',
        queued: 4,
        sent: 4,
        pending: 0,
        failed: 0,
      },
      failed_emails: { count: 0, results: [] },
    };
    await userEvent.click(within(form).getByRole('button', { name: 'Save Reminder Settings' }));
    expect(await within(form).findByText(SETTINGS_MESSAGES.remindersSaved)).toBeVisible();
    expect(
      await within(region).findByText('Last reminder run: 5 Nov 2026 — 4 queued, 4 sent, 0 failed'),
    ).toBeVisible();
    expect(statusCalls()).toHaveLength(2);
  });
});
