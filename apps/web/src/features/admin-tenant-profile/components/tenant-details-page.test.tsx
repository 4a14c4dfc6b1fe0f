import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '@/test/fetch-mock';
import { storeSession } from '@/test/fixtures';
import { TENANT_PROFILE_TEXT } from '../messages';
import { DETAIL, DOCUMENT, renderTenantPage, tenantDetail } from '../testing/fixtures';

beforeEach(() => {
  storeSession('landlord');
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:doc'), revokeObjectURL: vi.fn() }),
  );
});

describe('TenantDetailsPage', () => {
  it('shows the header, contact, lease and emergency contact from the server', async () => {
    mockApi({ [DETAIL]: () => jsonResponse(200, tenantDetail()) });
    renderTenantPage('/admin/tenants/7/details');
    expect(screen.getByText(TENANT_PROFILE_TEXT.loading)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Otieno Odhiambo' })).toBeVisible();
    // The booking id under its own label (it is not the Tenant ID).
    expect(screen.getByText('Tenant ID: 7 · Booking ID: BK-DEMO-0001')).toBeInTheDocument();
    expect(screen.getByText('Active')).toHaveClass('badge--success');
    const contact = screen.getByRole('region', { name: 'Contact Information' });
    expect(within(contact).getByText('tenant@pango.test')).toBeInTheDocument();
    expect(within(contact).getByText('254712345678')).toBeInTheDocument();
    const lease = screen.getByRole('region', { name: 'Property and Lease' });
    expect(within(lease).getByText('Kilimani Heights')).toBeInTheDocument();
    expect(within(lease).getByText('A2')).toBeInTheDocument();
    // What the tenant types as the M-Pesa account number (issue 19).
    expect(within(lease).getByText('KILA2')).toBeInTheDocument();
    expect(within(lease).getByText('KSh 22,000')).toBeInTheDocument();
    expect(within(lease).getByText('5 Jan 2026')).toBeInTheDocument();
    expect(within(lease).getByText('5 Apr 2026')).toBeInTheDocument();
    expect(within(lease).getByText('Yes')).toBeInTheDocument();
    const emergency = screen.getByRole('region', { name: 'Emergency Contact' });
    expect(within(emergency).getByText('254733456789')).toBeInTheDocument();
    expect(screen.queryByText(/employment/i)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Transactions' })).toHaveAttribute(
      'href',
      '/admin/tenants/7/transactions',
    );
    expect(screen.getByRole('link', { name: 'Back to Tenants' })).toHaveAttribute(
      'href',
      '/admin/tenants',
    );
  });

  it('shows Tenant Not Found on a 404', async () => {
    mockApi({});
    renderTenantPage('/admin/tenants/7/details');
    expect(
      await screen.findByRole('heading', { name: TENANT_PROFILE_TEXT.notFound }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Tenants' })).toBeInTheDocument();
  });

  it('previews the ID document fetched with the bearer token into a blob URL', async () => {
    const { requests } = mockApi({
      [DETAIL]: () => jsonResponse(200, tenantDetail()),
      [DOCUMENT]: () => new Response(new Blob(['png'], { type: 'image/png' }), { status: 200 }),
    });
    renderTenantPage('/admin/tenants/7/details');
    await userEvent.click(await screen.findByRole('button', { name: 'Preview national-id.png' }));
    const dialog = await screen.findByRole('dialog', { name: 'national-id.png' });
    const image = await within(dialog).findByRole('img', { name: 'national-id.png' });
    expect(image).toHaveAttribute('src', 'blob:doc');
    const call = requests.find((r) => r.url === '/api/accounts/tenants/7/documents/id/');
    expect(call?.headers.Authorization).toBe('Bearer access-1');
  });

  it('downloads the document as an attachment', async () => {
    const { requests } = mockApi({
      [DETAIL]: () => jsonResponse(200, tenantDetail()),
      [DOCUMENT]: () =>
        new Response('png', {
          headers: { 'Content-Disposition': 'attachment; filename="national-id.png"' },
        }),
    });
    renderTenantPage('/admin/tenants/7/details');
    await userEvent.click(await screen.findByRole('button', { name: 'Download national-id.png' }));
    await waitFor(() =>
      expect(requests.some((r) => r.url.endsWith('/documents/id/?download=1'))).toBe(true),
    );
  });

  it('downloads every document in one zip with Download All', async () => {
    const ZIP = 'GET /api/accounts/tenant-applications/31/documents.zip';
    const application = {
      ...{ id: 31, status: 'approved', applied_at: '2026-01-02T08:00:00Z' },
      ...{ decided_at: '2026-01-03T08:00:00Z', already_living_in_property: false },
      deposit_paid: true,
    };
    const { requests } = mockApi({
      [DETAIL]: () => jsonResponse(200, { ...tenantDetail(), application }),
      [ZIP]: () =>
        new Response('zip', {
          headers: { 'Content-Disposition': 'attachment; filename="application_31_documents.zip"' },
        }),
    });
    renderTenantPage('/admin/tenants/7/details');
    await userEvent.click(await screen.findByRole('button', { name: 'Download All' }));
    await waitFor(() =>
      expect(requests.find((r) => r.url.endsWith('/documents.zip'))?.headers.Authorization).toBe(
        'Bearer access-1',
      ),
    );
    expect(URL.createObjectURL).toHaveBeenCalled();
  });
});
