import { ADMIN_MESSAGES } from '@pango/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, type MockRequest } from '@/test/fetch-mock';
import {
  baseRoutes,
  clearToasts,
  CREATE_UNIT,
  renderPropertyPages,
  unit,
  unitType,
} from '../testing/fixtures';

afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const user = () => userEvent.setup();

async function openDialog(button: string, title: string) {
  await user().click(await screen.findByRole('button', { name: button }));
  return screen.getByRole('dialog', { name: title });
}

const creates = (requests: MockRequest[]) =>
  requests.filter((r) => r.method === 'POST' && r.url.includes('/units/create/'));

describe('Add Unit', () => {
  it('requires the unit number and type, then defaults the rent to 5000 and the deposit to the rent', async () => {
    const api = mockApi({
      ...baseRoutes(),
      [CREATE_UNIT]: () => jsonResponse(201, unit({ unit_number: 'B1' })),
    });
    renderPropertyPages();
    const dialog = await openDialog('Add Unit', 'Add Rental Unit');
    await user().click(within(dialog).getByRole('button', { name: 'Add Unit' }));
    expect(await within(dialog).findByText(ADMIN_MESSAGES.fillRequiredFields)).toBeInTheDocument();
    await user().type(within(dialog).getByLabelText('Unit Number'), 'B1');
    await user().selectOptions(within(dialog).getByLabelText('Room Type'), '2-bedroom');
    await user().click(within(dialog).getByRole('button', { name: 'Add Unit' }));
    await waitFor(() => expect(creates(api.requests)).toHaveLength(1));
    expect(creates(api.requests)[0]!.body).toEqual({
      property_obj: 3,
      unit_number: 'B1',
      room_type: '2-bedroom',
      rent: 5000,
      deposit: 5000,
      is_available: true,
    });
  });

  it('sends a custom type as custom-<text> and says when adding fails', async () => {
    const api = mockApi({
      ...baseRoutes(),
      [CREATE_UNIT]: () => jsonResponse(500, { detail: 'boom' }),
    });
    renderPropertyPages();
    const dialog = await openDialog('Add Unit', 'Add Rental Unit');
    await user().type(within(dialog).getByLabelText('Unit Number'), 'P1');
    await user().selectOptions(within(dialog).getByLabelText('Room Type'), 'custom');
    await user().type(within(dialog).getByLabelText('Custom Room Type'), 'Penthouse');
    await user().type(within(dialog).getByLabelText('Monthly Rent (KSh)'), '30000');
    await user().click(within(dialog).getByRole('button', { name: 'Add Unit' }));
    expect(await within(dialog).findByText(ADMIN_MESSAGES.addUnitFailed)).toBeInTheDocument();
    expect(creates(api.requests)[0]!.body).toMatchObject({
      room_type: 'custom-Penthouse',
      rent: 30000,
      deposit: 30000,
    });
  });
});

describe('Bulk Add', () => {
  it('checks the type, the range, the count and the rent', async () => {
    mockApi(baseRoutes());
    renderPropertyPages();
    const dialog = await openDialog('Bulk Add Units', 'Bulk Add Units');
    const field = (label: string) => within(dialog).getByLabelText(label);
    const submit = () => user().click(within(dialog).getByRole('button', { name: 'Add Units' }));

    await submit();
    expect(await within(dialog).findByText(ADMIN_MESSAGES.bulkRange)).toBeInTheDocument();
    await user().selectOptions(field('Unit Type'), 'studio');
    await user().clear(field('Start Number'));
    await user().type(field('Start Number'), '10');
    await user().type(field('End Number'), '5');
    await submit();
    expect(await within(dialog).findByText(ADMIN_MESSAGES.bulkStartAfterEnd)).toBeInTheDocument();
    await user().clear(field('Start Number'));
    await user().type(field('Start Number'), '1');
    await user().clear(field('End Number'));
    await user().type(field('End Number'), '101');
    await submit();
    expect(await within(dialog).findByText(ADMIN_MESSAGES.bulkTooMany)).toBeInTheDocument();
    await user().clear(field('End Number'));
    await user().type(field('End Number'), '60');
    expect(within(dialog).getByText(/You are about to add 60 units/)).toBeInTheDocument();
    await submit();
    expect(await within(dialog).findByText(ADMIN_MESSAGES.bulkRentRequired)).toBeInTheDocument();
  });

  it('creates in batches of 10 and stops at the plan limit', async () => {
    let calls = 0;
    let inFlight = 0;
    let maxInFlight = 0;
    const api = mockApi({
      ...baseRoutes([], [unitType()]),
      [CREATE_UNIT]: async (request) => {
        calls += 1;
        const call = calls;
        inFlight += 1;
        maxInFlight = Math.max(maxInFlight, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight -= 1;
        // The 13th create onwards is over the plan's 12 units.
        if (call > 12) {
          return jsonResponse(403, {
            detail: 'Limit',
            code: 'PLAN_LIMIT_REACHED',
            upgrade_needed: true,
            limit: 12,
            current_count: 12,
          });
        }
        return jsonResponse(
          201,
          unit({ unit_number: String((request.body as { unit_number: string }).unit_number) }),
        );
      },
    });
    renderPropertyPages();
    const dialog = await openDialog('Bulk Add Units', 'Bulk Add Units');
    // A landlord's room type: the rent comes from the type when left blank.
    await user().selectOptions(within(dialog).getByLabelText('Unit Type'), 'type:12');
    await user().type(within(dialog).getByLabelText('Prefix (optional)'), 'A');
    await user().type(within(dialog).getByLabelText('End Number'), '25');
    await user().click(within(dialog).getByRole('button', { name: 'Add Units' }));

    expect(await within(dialog).findByText(ADMIN_MESSAGES.limitReached)).toBeInTheDocument();
    expect(within(dialog).getByText(/Your plan allows 12 units; you have 12/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Upgrade Subscription' })).toHaveAttribute(
      'href',
      '/admin/subscription',
    );
    expect(within(dialog).getByText(ADMIN_MESSAGES.bulkResult(12, 13))).toBeInTheDocument();
    // Two batches of 10 were sent; the third never was.
    expect(creates(api.requests)).toHaveLength(20);
    expect(maxInFlight).toBe(10);
    expect(creates(api.requests)[0]!.body).toEqual({
      property_obj: 3,
      unit_number: 'A1',
      unit_type: 12,
      rent: 40000,
      deposit: 40000,
      is_available: true,
    });
  });

  it('reports partial failures and names units Unit N without a prefix', async () => {
    const api = mockApi({
      ...baseRoutes(),
      [CREATE_UNIT]: (request) => {
        const number = (request.body as { unit_number: string }).unit_number;
        return number === 'Unit 2'
          ? jsonResponse(400, {
              detail: 'Invalid',
              code: 'VALIDATION_ERROR',
              errors: { unit_number: [ADMIN_MESSAGES.unitNumberTaken] },
            })
          : jsonResponse(201, unit());
      },
    });
    renderPropertyPages();
    const dialog = await openDialog('Bulk Add Units', 'Bulk Add Units');
    await user().selectOptions(within(dialog).getByLabelText('Unit Type'), 'studio');
    await user().type(within(dialog).getByLabelText('End Number'), '3');
    await user().type(within(dialog).getByLabelText('Monthly Rent (KSh)'), '8000');
    await user().click(within(dialog).getByRole('button', { name: 'Add Units' }));
    expect(await within(dialog).findByText(ADMIN_MESSAGES.bulkResult(2, 1))).toBeInTheDocument();
    expect(
      creates(api.requests).map((r) => (r.body as { unit_number: string }).unit_number),
    ).toEqual(['Unit 1', 'Unit 2', 'Unit 3']);
  });

  it('says the bulk add failed when nothing was created', async () => {
    mockApi({ ...baseRoutes(), [CREATE_UNIT]: () => jsonResponse(500, { detail: 'boom' }) });
    renderPropertyPages();
    const dialog = await openDialog('Bulk Add Units', 'Bulk Add Units');
    await user().selectOptions(within(dialog).getByLabelText('Unit Type'), 'studio');
    await user().type(within(dialog).getByLabelText('End Number'), '2');
    await user().type(within(dialog).getByLabelText('Monthly Rent (KSh)'), '8000');
    await user().click(within(dialog).getByRole('button', { name: 'Add Units' }));
    expect(await within(dialog).findByText(ADMIN_MESSAGES.bulkFailed)).toBeInTheDocument();
  });
});
