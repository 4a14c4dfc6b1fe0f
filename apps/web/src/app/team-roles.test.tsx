import type { AdminRole } from '@pango/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_ACCESS_MESSAGE } from '@/components/layouts/require-permission';
import {
  baseRoutes as propertyRoutes,
  unit,
  unitType,
} from '@/features/property-management/testing/fixtures';
import { baseRoutes as tenantRoutes, tenant } from '@/features/admin-tenants/testing/fixtures';
import { jsonResponse, mockApi } from '@/test/fetch-mock';
import { makeMe, storeSession } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

// Issue 23: the admin area hides what a member's role cannot use; a caretaker sees no shilling.

const ME = 'GET /api/accounts/me/';

function signInAs(role: AdminRole) {
  const me = makeMe('landlord', {
    full_name: 'Wanjiku Njeri',
    team_role: role,
    property_ids: role === 'owner' ? [] : [3],
  });
  storeSession('landlord', me);
  return { [ME]: () => jsonResponse(200, me) };
}

const tenantObj = { first_name: 'Otieno', last_name: 'Odhiambo', email: 'o@example.test' };
const overviewRoutes = () =>
  propertyRoutes(
    [
      unit({
        id: 1,
        unit_number: 'A1',
        rent: 9000,
        deposit: 9000,
        tenant: 9,
        tenant_obj: tenantObj,
      }),
    ],
    [unitType({ rent: 40000 })],
  );

const nav = () => screen.getByRole('navigation', { name: 'Admin' });

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('a caretaker in the admin area', () => {
  it('lands on Overview with the units but no rent, no money links and no edit buttons', async () => {
    mockApi({ ...overviewRoutes(), ...signInAs('caretaker') });
    renderApp('/admin');
    expect(await screen.findByRole('cell', { name: 'A1' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Otieno Odhiambo' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/KSh/);
    expect(within(nav()).queryByRole('link', { name: 'Dashboard' })).toBeNull();
    expect(within(nav()).queryByRole('link', { name: 'Payments' })).toBeNull();
    expect(within(nav()).getByRole('link', { name: /Reports/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Unit' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Create New Property' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Room Types' })).toBeNull();
  });

  it('sees the tenants’ names and phones without rent, rent counts or deposits', async () => {
    mockApi({ ...tenantRoutes([tenant()]), ...signInAs('caretaker') });
    renderApp('/admin/tenants');
    expect(await screen.findByRole('cell', { name: 'Otieno Odhiambo' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '+254712345678' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/KSh/);
    expect(screen.queryByText('Rent Overdue')).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Deposits' })).toBeNull();
    expect(screen.queryByRole('tab', { name: /Recently Joined/ })).toBeNull();
  });

  it('is told plainly that the dashboard is not theirs', async () => {
    mockApi(signInAs('caretaker'));
    renderApp('/admin/dashboard');
    expect(await screen.findByText(NO_ACCESS_MESSAGE)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/KSh/);
  });
});

describe('other roles', () => {
  it('shows the owner the rent and the money links the caretaker does not see', async () => {
    mockApi({ ...overviewRoutes(), ...signInAs('owner') });
    renderApp('/admin');
    expect(await screen.findByRole('cell', { name: 'A1' })).toBeInTheDocument();
    expect(document.body.textContent).toMatch(/KSh/);
    expect(within(nav()).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Unit' })).toBeInTheDocument();
  });

  it('treats a /me without team_role (an older API) as the owner', async () => {
    const me = makeMe('landlord');
    storeSession('landlord', me);
    mockApi({ ...overviewRoutes(), [ME]: () => jsonResponse(200, me) });
    renderApp('/admin');
    expect(await screen.findByRole('cell', { name: 'A1' })).toBeInTheDocument();
    expect(within(nav()).getByRole('link', { name: 'Payments' })).toBeInTheDocument();
  });

  it('keeps Subscription and Team from a property manager', async () => {
    mockApi(signInAs('property_manager'));
    renderApp('/admin/subscription');
    expect(await screen.findByText(NO_ACCESS_MESSAGE)).toBeInTheDocument();
  });

  it('lets an accountant see rent but not edit units', async () => {
    mockApi({ ...overviewRoutes(), ...signInAs('accountant') });
    renderApp('/admin');
    expect(await screen.findByRole('cell', { name: 'A1' })).toBeInTheDocument();
    expect(document.body.textContent).toMatch(/KSh/);
    expect(screen.queryByRole('button', { name: 'Add Unit' })).toBeNull();
  });
});
