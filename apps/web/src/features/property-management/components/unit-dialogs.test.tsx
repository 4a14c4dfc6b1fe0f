import { ADMIN_MESSAGES } from '@pango/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, type MockRequest } from '@/test/fetch-mock';
import {
  baseRoutes,
  BULK_CREATE,
  clearToasts,
  CREATE_UNIT,
  PLAN_ROOM,
  planRoom,
  property,
  PROPERTIES,
  page,
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
const bulkCreates = (requests: MockRequest[]) =>
  requests.filter((r) => r.method === 'POST' && r.url.includes('/units/bulk-create/'));

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
    mockApi({ ...baseRoutes(), [PROPERTIES]: () => page([property({ unit_count: 100 })]) });
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

  it('sends the range once, named by the shared rule, and says what was created', async () => {
    const api = mockApi({
      ...baseRoutes([], [unitType()]),
      [BULK_CREATE]: () => jsonResponse(201, [unit(), unit({ id: 2 }), unit({ id: 3 })]),
    });
    renderPropertyPages();
    const dialog = await openDialog('Bulk Add Units', 'Bulk Add Units');
    await user().selectOptions(within(dialog).getByLabelText('Unit Type'), 'studio');
    await user().type(within(dialog).getByLabelText('End Number'), '3');
    // Without a prefix the units are Unit N (seed 001 section 5), as the API names them.
    expect(within(dialog).getByText('Unit 1 to Unit 3')).toBeInTheDocument();
    await user().type(within(dialog).getByLabelText('Monthly Rent (KSh)'), '8000');
    await user().click(within(dialog).getByRole('button', { name: 'Add Units' }));
    expect(await screen.findByText(ADMIN_MESSAGES.bulkResult(3, 0))).toBeInTheDocument();
    expect(bulkCreates(api.requests)).toHaveLength(1);
    expect(bulkCreates(api.requests)[0]!.body).toEqual({
      property_obj: 3,
      start_number: 1,
      end_number: 3,
      room_type: 'studio',
      rent: 8000,
      deposit: 8000,
      is_available: true,
    });
    expect(creates(api.requests)).toHaveLength(0);
  });

  it('says up front how many units fit and shortens a range that does not', async () => {
    // Issue 17: 8 of the plan's 10 units are used, so 2 fit.
    const api = mockApi({
      ...baseRoutes(),
      [PLAN_ROOM]: () => jsonResponse(200, planRoom(8, 10)),
      [BULK_CREATE]: () => jsonResponse(201, [unit(), unit({ id: 2 })]),
    });
    renderPropertyPages();
    const dialog = await openDialog('Bulk Add Units', 'Bulk Add Units');
    expect(await within(dialog).findByText(ADMIN_MESSAGES.unitsThatFit(2))).toBeInTheDocument();
    await user().selectOptions(within(dialog).getByLabelText('Unit Type'), 'studio');
    await user().type(within(dialog).getByLabelText('Prefix (optional)'), 'C');
    await user().type(within(dialog).getByLabelText('End Number'), '4');
    await user().type(within(dialog).getByLabelText('Monthly Rent (KSh)'), '6000');
    expect(within(dialog).getByText(/This range has 4\./)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add Units' })).toBeDisabled();
    await user().click(within(dialog).getByRole('button', { name: 'Shorten to 2' }));
    expect(within(dialog).getByLabelText('End Number')).toHaveValue(2);
    expect(within(dialog).getByText('C1 to C2')).toBeInTheDocument();
    await user().click(within(dialog).getByRole('button', { name: 'Add Units' }));
    expect(await screen.findByText(ADMIN_MESSAGES.bulkResult(2, 0))).toBeInTheDocument();
    expect(bulkCreates(api.requests)[0]!.body).toMatchObject({ prefix: 'C', end_number: 2 });
  });

  it('at the plan limit says Subscription Limit Reached before anything is sent', async () => {
    const api = mockApi({
      ...baseRoutes(),
      [PLAN_ROOM]: () => jsonResponse(200, planRoom(10, 10)),
    });
    renderPropertyPages();
    const dialog = await openDialog('Bulk Add Units', 'Bulk Add Units');
    expect(await within(dialog).findByText(ADMIN_MESSAGES.limitReached)).toBeInTheDocument();
    expect(within(dialog).getByText(/Your plan allows 10 units; you have 10/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add Units' })).toBeDisabled();
    expect(bulkCreates(api.requests)).toHaveLength(0);
  });

  it('reports a refused range as none created, first in the dialog, never as finished', async () => {
    // Another tab took the room meanwhile: the API refuses the whole range (403).
    mockApi({
      ...baseRoutes(),
      [BULK_CREATE]: () =>
        jsonResponse(403, {
          detail: 'Limit',
          code: 'PLAN_LIMIT_REACHED',
          upgrade_needed: true,
          limit: 12,
          current_count: 12,
          resource: 'units',
        }),
    });
    renderPropertyPages();
    const dialog = await openDialog('Bulk Add Units', 'Bulk Add Units');
    await user().selectOptions(within(dialog).getByLabelText('Unit Type'), 'studio');
    await user().type(within(dialog).getByLabelText('End Number'), '4');
    await user().type(within(dialog).getByLabelText('Monthly Rent (KSh)'), '6000');
    await user().click(within(dialog).getByRole('button', { name: 'Add Units' }));

    const summary = await within(dialog).findByText(ADMIN_MESSAGES.bulkResult(0, 4));
    expect(within(dialog).getByText(/Your plan allows 12 units; you have 12/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Upgrade Subscription' })).toHaveAttribute(
      'href',
      '/admin/subscription',
    );
    expect(within(dialog).queryByText(/Finished/)).not.toBeInTheDocument();
    // The outcome comes before the fields and takes the focus, so it is on screen.
    const outcome = summary.closest('.pm-bulk-outcome')!;
    expect(outcome).toHaveFocus();
    expect(
      outcome.compareDocumentPosition(within(dialog).getByLabelText('Unit Type')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('names the numbers the property already has, and says when the add failed', async () => {
    let attempt = 0;
    mockApi({
      ...baseRoutes(),
      [BULK_CREATE]: () =>
        (attempt += 1) === 1
          ? jsonResponse(400, {
              detail: 'Invalid',
              code: 'VALIDATION_ERROR',
              errors: { unit_number: [ADMIN_MESSAGES.unitNumbersTaken(['Unit 2'])] },
            })
          : jsonResponse(500, { detail: 'boom' }),
    });
    renderPropertyPages();
    const dialog = await openDialog('Bulk Add Units', 'Bulk Add Units');
    await user().selectOptions(within(dialog).getByLabelText('Unit Type'), 'studio');
    await user().type(within(dialog).getByLabelText('End Number'), '3');
    await user().type(within(dialog).getByLabelText('Monthly Rent (KSh)'), '8000');
    await user().click(within(dialog).getByRole('button', { name: 'Add Units' }));
    expect(await within(dialog).findByText(ADMIN_MESSAGES.bulkResult(0, 3))).toBeInTheDocument();
    expect(
      within(dialog).getByText(ADMIN_MESSAGES.unitNumbersTaken(['Unit 2'])),
    ).toBeInTheDocument();
    await user().click(within(dialog).getByRole('button', { name: 'Add Units' }));
    expect(await within(dialog).findByText(ADMIN_MESSAGES.bulkFailed)).toBeInTheDocument();
  });

  it('lists each room type once: a signup type hides the standard one of its name', async () => {
    mockApi(
      baseRoutes(
        [],
        [
          unitType({ id: 20, name: 'studio', property_id: null, is_custom: false }),
          unitType({ id: 21, name: '1-bedroom', property_id: null, is_custom: false }),
          unitType({ id: 22, name: '1 Bedroom', property_id: 3, is_custom: false }),
          unitType(),
        ],
      ),
    );
    renderPropertyPages();
    const dialog = await openDialog('Bulk Add Units', 'Bulk Add Units');
    const select = within(dialog).getByLabelText('Unit Type');
    const labels = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(labels.filter((label) => label === 'Studio')).toHaveLength(1);
    expect(labels.filter((label) => label === '1 Bedroom')).toHaveLength(1);
    expect(new Set(labels).size).toBe(labels.length);
    // The property's own "1 Bedroom" wins over the landlord-wide "1-bedroom".
    expect(within(select).getByRole('option', { name: '1 Bedroom' })).toHaveValue('type:22');
  });
});
