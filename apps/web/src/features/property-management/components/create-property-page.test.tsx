import { ADMIN_MESSAGES } from '@pango/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '@/test/fetch-mock';
import {
  baseRoutes,
  clearToasts,
  CREATE_PROPERTY,
  PLAN_ROOM,
  planRoom,
  property,
  renderPropertyPages,
} from '../testing/fixtures';

afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function fill(values: Record<string, string>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) {
    await user.type(screen.getByLabelText(label), value);
  }
  await user.click(screen.getByRole('button', { name: 'Create Property' }));
}

const VALID = {
  'Property Name': 'Westlands Court',
  City: 'Nairobi',
  'State/County': 'Nairobi',
  'Number of Units': '30',
};

describe('Create New Property', () => {
  it('shows the field messages and sends nothing', async () => {
    const api = mockApi(baseRoutes());
    renderPropertyPages('/admin/add-property');
    expect(screen.getByRole('heading', { name: 'Create New Property' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Property Management/ })).toHaveAttribute(
      'href',
      '/admin/organisation',
    );
    expect(
      screen.getByText('The maximum number of rental units for this property.'),
    ).toBeInTheDocument();
    await fill({ 'Number of Units': '0' });
    expect(await screen.findByText(ADMIN_MESSAGES.propertyNameRequired)).toBeInTheDocument();
    expect(screen.getByText(ADMIN_MESSAGES.cityRequired)).toBeInTheDocument();
    expect(screen.getByText(ADMIN_MESSAGES.stateRequired)).toBeInTheDocument();
    expect(screen.getByText(ADMIN_MESSAGES.unitCountPositive)).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('creates the property, selects it and goes to Property Management', async () => {
    const api = mockApi({
      ...baseRoutes(),
      [CREATE_PROPERTY]: () => jsonResponse(201, property({ id: 8, name: 'Westlands Court' })),
    });
    renderPropertyPages('/admin/add-property');
    await fill(VALID);
    expect(await screen.findByText(ADMIN_MESSAGES.propertyCreated)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/organisation'),
    );
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      name: 'Westlands Court',
      city: 'Nairobi',
      state: 'Nairobi',
      unit_count: 30,
    });
    expect(window.localStorage.getItem('pango.selectedPropertyId')).toBe('8');
  });

  it('shows the default failure message and server field errors', async () => {
    let attempt = 0;
    mockApi({
      ...baseRoutes(),
      [CREATE_PROPERTY]: () =>
        (attempt += 1) === 1
          ? jsonResponse(500, { detail: 'boom' })
          : jsonResponse(400, {
              detail: 'Invalid',
              code: 'VALIDATION_ERROR',
              errors: { name: ['That name is taken.'] },
            }),
    });
    renderPropertyPages('/admin/add-property');
    await fill(VALID);
    expect(await screen.findByText(ADMIN_MESSAGES.createPropertyFailed)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Create Property' }));
    expect(await screen.findByText('That name is taken.')).toBeInTheDocument();
  });

  it('shows Subscription Limit Reached with the numbers on a plan limit', async () => {
    mockApi({
      ...baseRoutes(),
      [CREATE_PROPERTY]: () =>
        jsonResponse(403, {
          detail: 'Limit',
          code: 'PLAN_LIMIT_REACHED',
          upgrade_needed: true,
          limit: 3,
          current_count: 3,
        }),
    });
    renderPropertyPages('/admin/add-property');
    await fill(VALID);
    expect(await screen.findByText(ADMIN_MESSAGES.limitReached)).toBeInTheDocument();
    expect(screen.getByText(/Your plan allows 3 properties; you have 3/)).toBeInTheDocument();
  });

  it('says how many units the plan still holds and refuses more before sending', async () => {
    // Issue 17: a property whose units could not be added was created first.
    const api = mockApi({ ...baseRoutes(), [PLAN_ROOM]: () => jsonResponse(200, planRoom(8, 10)) });
    renderPropertyPages('/admin/add-property');
    expect(await screen.findByText(/You can add 2 more units on your plan\./)).toBeInTheDocument();
    await fill({ ...VALID, 'Number of Units': '4' });
    expect(await screen.findByText(ADMIN_MESSAGES.unitsThatFit(2))).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('at the unit limit says Subscription Limit Reached up front and offers no Create', async () => {
    const api = mockApi({
      ...baseRoutes(),
      [PLAN_ROOM]: () => jsonResponse(200, planRoom(10, 10)),
    });
    renderPropertyPages('/admin/add-property');
    expect(await screen.findByText(ADMIN_MESSAGES.limitReached)).toBeInTheDocument();
    expect(screen.getByText(/Your plan allows 10 units; you have 10/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Property' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Upgrade Subscription' })).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('clears the form', async () => {
    mockApi(baseRoutes());
    renderPropertyPages('/admin/add-property');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('City'), 'Mombasa');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByLabelText('City')).toHaveValue('');
  });
});
