import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '@/test/fetch-mock';
import { storeSession } from '@/test/fixtures';
import { TENANT_TEXT } from '../messages';
import {
  application,
  baseRoutes,
  clearToasts,
  PENDING,
  renderTenantsPage,
  requestsTo,
} from '../testing/fixtures';

beforeEach(() => {
  storeSession('landlord');
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openRecent() {
  await userEvent.click(await screen.findByRole('tab', { name: /Recently Joined Tenants \(/ }));
  return screen.findByRole('list', { name: 'Pending applications' });
}

describe('Applications', () => {
  it('shows the server refusal when the unit is no longer vacant', async () => {
    mockApi({
      ...baseRoutes(),
      'POST /api/accounts/tenant-applications/41/approve/': () =>
        jsonResponse(409, {
          detail: 'Cannot assign unit B1 because it is not vacant.',
          code: 'CONFLICT',
        }),
    });
    renderTenantsPage();
    const list = await openRecent();
    await userEvent.click(within(list).getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve Application' });
    expect(dialog).toHaveTextContent('Approve Akinyi Wambui and assign unit B1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Cannot assign unit B1 because it is not vacant.',
    );
  });

  it('approves, then refreshes the lists', async () => {
    let isApproved = false;
    const routes = baseRoutes();
    const api = mockApi({
      ...routes,
      [PENDING]: () =>
        isApproved
          ? jsonResponse(200, { count: 0, results: [] })
          : jsonResponse(200, { count: 1, results: [application()] }),
      'POST /api/accounts/tenant-applications/41/approve/': () => {
        isApproved = true;
        return jsonResponse(200, { message: 'Approved.', tenant: {} });
      },
    });
    renderTenantsPage();
    const list = await openRecent();
    await userEvent.click(within(list).getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve Application' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(TENANT_TEXT.noApplications)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Recently Joined Tenants (0)' })).toBeInTheDocument();
    expect(requestsTo(api.requests, 'POST', '/approve/')).toHaveLength(1);
  });

  it('says when approving fails for another reason', async () => {
    mockApi({
      ...baseRoutes(),
      'POST /api/accounts/tenant-applications/41/approve/': () => jsonResponse(500, {}),
    });
    renderTenantsPage();
    const list = await openRecent();
    await userEvent.click(within(list).getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve Application' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(TENANT_TEXT.approveFailed);
  });

  it('declines with the optional reason in the payload', async () => {
    let fail = true;
    const api = mockApi({
      ...baseRoutes(),
      'POST /api/accounts/tenant-applications/41/decline/': () =>
        fail ? jsonResponse(500, {}) : jsonResponse(200, { message: 'Declined.' }),
    });
    renderTenantsPage();
    const list = await openRecent();
    await userEvent.click(within(list).getByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline Application' });
    await userEvent.type(within(dialog).getByLabelText('Reason (optional)'), '  Unit reserved  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(TENANT_TEXT.declineFailed);
    fail = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo(api.requests, 'POST', '/decline/').at(-1)!.body).toEqual({
      reason: 'Unit reserved',
    });
  });

  it('shows the ID inline from an authorised blob', async () => {
    // jsdom has no object URLs; this file's module scope is isolated, so plain assignment is fine.
    URL.createObjectURL = vi.fn(() => 'blob:id-doc');
    URL.revokeObjectURL = vi.fn();
    const api = mockApi({
      ...baseRoutes(),
      'GET /api/accounts/tenants/9/documents/id/': () =>
        new Response(new Blob(['png'], { type: 'image/png' }), {
          status: 200,
          headers: { 'Content-Type': 'image/png' },
        }),
    });
    renderTenantsPage();
    const list = await openRecent();
    await userEvent.click(within(list).getByRole('button', { name: 'View Documents' }));
    const dialog = screen.getByRole('dialog', { name: 'Tenant Documents' });
    const image = await within(dialog).findByRole('img', { name: 'ID document of Akinyi Wambui' });
    expect(image).toHaveAttribute('src', 'blob:id-doc');
    const fileRequest = requestsTo(api.requests, 'GET', '/documents/id/')[0]!;
    expect(fileRequest.headers.Authorization).toMatch(/^Bearer /);
  });
});
