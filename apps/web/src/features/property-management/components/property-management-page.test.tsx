import { ADMIN_MESSAGES } from '@pango/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '@/test/fetch-mock';
import {
  baseRoutes,
  clearToasts,
  page,
  PROPERTIES,
  property,
  renderPropertyPages,
  REPORTS,
  unit,
  unitType,
} from '../testing/fixtures';

const card = (name: string) => screen.getByRole('group', { name });
const tenant = { first_name: 'Otieno', last_name: 'Odhiambo', email: 'o@example.test' };

afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Property Management', () => {
  it('shows the four stat cards with the occupancy rate rounded, and the unit statuses', async () => {
    mockApi({
      ...baseRoutes([
        unit({ id: 1, unit_number: 'A1', tenant: 9, tenant_obj: tenant, is_available: false }),
        unit({ id: 2, unit_number: 'A2' }),
        unit({ id: 3, unit_number: 'A3', is_available: false }),
      ]),
      [REPORTS]: () =>
        jsonResponse(200, {
          count: 4,
          results: [1, 2, 3, 4].map((id) => ({
            id,
            title: `Leak ${id}`,
            category: 'plumbing',
            priority: 'high',
            status: 'open',
            created_at: '2025-03-01T08:00:00Z',
            tenant_name: 'Otieno Odhiambo',
            unit_number: 'A1',
            property_name: 'Kilimani Heights',
            property_id: 3,
          })),
        }),
    });
    renderPropertyPages();
    expect(screen.getByRole('heading', { name: 'Property Management', level: 1 })).toBeVisible();
    expect(
      await within(await screen.findByRole('group', { name: 'Occupancy Rate' })).findByText('33%'),
    );
    expect(within(card('Total Tenants')).getByText('1')).toBeInTheDocument();
    expect(within(card('Total Units')).getByText('3')).toBeInTheDocument();
    expect(within(card('Available Units')).getByText('1')).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Units' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Occupied')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Otieno Odhiambo')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Available')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Unavailable')).toBeInTheDocument();
    // Recent Reports: the first three only.
    expect(await screen.findByText('Leak 3')).toBeInTheDocument();
    expect(screen.queryByText('Leak 4')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all reports' })).toHaveAttribute(
      'href',
      '/admin/reports',
    );
    expect(screen.getByRole('link', { name: 'View all tenants' })).toHaveAttribute(
      'href',
      '/admin/tenants',
    );
    // The first property is chosen and kept for every admin screen.
    expect(window.localStorage.getItem('pango.selectedPropertyId')).toBe('3');
  });

  it('rounds two occupied units of three to 67%', async () => {
    mockApi(
      baseRoutes([
        unit({ id: 1, tenant: 9, tenant_obj: tenant }),
        unit({ id: 2, unit_number: 'A2', tenant: 10, tenant_obj: tenant }),
        unit({ id: 3, unit_number: 'A3' }),
      ]),
    );
    renderPropertyPages();
    expect(
      await within(await screen.findByRole('group', { name: 'Occupancy Rate' })).findByText('67%'),
    );
  });

  it('shows the gallery only when the property has images', async () => {
    mockApi({
      ...baseRoutes(),
      [PROPERTIES]: () =>
        page([property({ images: [{ id: 1, url: '/api/accounts/property-photos/1/' }] })]),
      'GET /api/accounts/property-photos/1/': () =>
        new Response(new Blob(['webp'], { type: 'image/webp' }), { status: 200 }),
    });
    // Photos need the bearer token: fetched, then shown from a blob: URL.
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: () => 'blob:photo-1',
        revokeObjectURL: () => undefined,
      }),
    );
    renderPropertyPages();
    expect(await screen.findByRole('heading', { name: 'Property Gallery' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Kilimani Heights, photo 1' })).toHaveAttribute(
      'src',
      'blob:photo-1',
    );
    expect(await screen.findByText(ADMIN_MESSAGES.noAvailableUnits)).toBeInTheDocument();
  });

  it('says so when the landlord has no property, with a way to create one', async () => {
    mockApi({ ...baseRoutes(), [PROPERTIES]: () => page([]) });
    renderPropertyPages();
    expect(await screen.findByText(ADMIN_MESSAGES.noProperties)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Property Gallery' })).not.toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'Create New Property' });
    expect(links.every((link) => link.getAttribute('href') === '/admin/add-property')).toBe(true);
  });

  it('shows the API Connection Issue banner and a toast when loading fails', async () => {
    mockApi({ ...baseRoutes(), [PROPERTIES]: () => jsonResponse(400, { detail: 'Bad' }) });
    renderPropertyPages();
    expect(await screen.findByText('API Connection Issue')).toBeInTheDocument();
    expect(screen.getByText('Failed to load property data from API')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load some data');
  });

  it('asks before changing availability, showing the current and the new status', async () => {
    const api = mockApi({
      ...baseRoutes([unit()]),
      'PATCH /api/accounts/units/1/availability/': () =>
        jsonResponse(200, unit({ is_available: false })),
    });
    renderPropertyPages();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Mark (Una|A)vailable A1$/ }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm Availability Change' });
    expect(within(dialog).getByText('Current status').nextSibling).toHaveTextContent('Available');
    expect(within(dialog).getByText('New status').nextSibling).toHaveTextContent('Unavailable');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(api.requests.find((r) => r.method === 'PATCH')?.body).toEqual({ is_available: false }),
    );
  });

  it('offers no availability change for an occupied unit', async () => {
    // Issue 17: an occupied unit offered Mark Available (seed 001 section 4: remove the tenant first).
    mockApi(
      baseRoutes([
        unit({ tenant: 9, tenant_obj: tenant, is_available: false, status: 'occupied' }),
        unit({ id: 2, unit_number: 'A2' }),
      ]),
    );
    renderPropertyPages();
    expect(await screen.findByRole('button', { name: 'Mark Unavailable A2' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Mark (Una|A)vailable A1$/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete unit A1' })).toBeInTheDocument();
  });

  it('shows the refusal when the server says the unit has a tenant (409)', async () => {
    mockApi({
      ...baseRoutes([unit()]),
      'PATCH /api/accounts/units/1/availability/': () =>
        jsonResponse(409, { detail: ADMIN_MESSAGES.availabilityHasTenant, code: 'CONFLICT' }),
    });
    renderPropertyPages();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Mark (Una|A)vailable A1$/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(ADMIN_MESSAGES.availabilityHasTenant)).toBeInTheDocument();
  });

  it('adds a room type (name and base rent required, deposit 0) and refuses deleting one in use', async () => {
    const api = mockApi({
      ...baseRoutes([], [unitType()]),
      'POST /api/accounts/unit-types/': () => jsonResponse(201, unitType({ id: 13, name: 'Loft' })),
      'DELETE /api/accounts/unit-types/12/': () =>
        jsonResponse(409, { detail: ADMIN_MESSAGES.roomTypeInUse, code: 'CONFLICT' }),
    });
    renderPropertyPages();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Room Type' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Room Type' });
    await user.type(within(dialog).getByLabelText('Name'), 'Loft');
    await user.click(within(dialog).getByRole('button', { name: 'Add Room Type' }));
    expect(await within(dialog).findByText(ADMIN_MESSAGES.roomTypeNameAndRent)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Base Rent (KSh)'), '25000');
    await user.click(within(dialog).getByRole('button', { name: 'Add Room Type' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      name: 'Loft',
      rent: 25000,
      deposit: 0,
      description: '',
      property_id: 3,
      number_of_units: 0,
    });

    await user.click(screen.getByRole('button', { name: 'Delete Penthouse' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Room Type' });
    expect(confirm).toHaveTextContent('cannot be undone');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(confirm).findByText(ADMIN_MESSAGES.roomTypeInUse)).toBeInTheDocument();
  });

  it('says when adding a room type fails', async () => {
    mockApi({
      ...baseRoutes(),
      'POST /api/accounts/unit-types/': () => jsonResponse(500, { detail: 'boom' }),
    });
    renderPropertyPages();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Room Type' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Room Type' });
    await user.type(within(dialog).getByLabelText('Name'), 'Loft');
    await user.type(within(dialog).getByLabelText('Base Rent (KSh)'), '25000');
    await user.click(within(dialog).getByRole('button', { name: 'Add Room Type' }));
    expect(await within(dialog).findByText(ADMIN_MESSAGES.addRoomTypeFailed)).toBeInTheDocument();
  });
});
