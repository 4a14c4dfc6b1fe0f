import { METER_MESSAGES } from '@pango/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, type MockRequest } from '@/test/fetch-mock';
import {
  page,
  property,
  PROPERTIES,
  reading,
  renderPage,
  RULES,
  rules,
  unit,
  UNITS,
} from '../testing/fixtures';
import { MeterReadingsPage } from './meter-readings-page';

const READINGS_1 = 'GET /api/accounts/units/1/meter-readings/';
const READINGS_2 = 'GET /api/accounts/units/2/meter-readings/';
const POST_1 = 'POST /api/accounts/units/1/meter-readings/';

const WATER = rules({
  metered_charges: [{ name: 'Water', unit: 'm³', rate: 150, minimum_charge: null }],
});

function setup(routes: Record<string, (request: MockRequest) => Response> = {}) {
  const api = mockApi({
    [PROPERTIES]: () => jsonResponse(200, page([property()])),
    [RULES]: () => jsonResponse(200, WATER),
    [UNITS]: () => jsonResponse(200, page([unit(), unit({ id: 2, unit_number: 'A2' })])),
    [READINGS_1]: () => jsonResponse(200, page([reading()])),
    [READINGS_2]: () => jsonResponse(200, page([])),
    ...routes,
  });
  renderPage(<MeterReadingsPage />, '/admin/meter-readings');
  const sent = (key: string) => {
    const [method, path] = key.split(' ');
    return api.requests.filter((r) => r.method === method && r.url.split('?')[0] === path);
  };
  return { sent };
}

describe('Meter readings', () => {
  it('shows the previous reading, saves this month’s and moves to the next unit', async () => {
    const user = userEvent.setup();
    const { sent } = setup({
      [POST_1]: (request) => jsonResponse(201, reading({ id: 2, ...(request.body as object) })),
    });
    expect(await screen.findByRole('heading', { name: 'Unit A1' })).toBeInTheDocument();
    expect(screen.getByText('Unit 1 of 2')).toBeInTheDocument();
    expect(
      await screen.findByText(/Previous reading: 1200.5 m³ on 2020-10-30/),
    ).toBeInTheDocument();

    await user.type(screen.getByLabelText("This month's reading (m³)"), '1210.25');
    await user.click(screen.getByRole('button', { name: 'Save & next unit' }));

    expect(await screen.findByRole('heading', { name: 'Unit A2' })).toBeInTheDocument();
    expect(sent(POST_1)[0]?.body).toMatchObject({
      charge: 'Water',
      reading: '1210.25',
      replaced_meter: false,
    });
    expect(await screen.findByText(/No previous reading/)).toBeInTheDocument();
  });

  it('sends the meter’s photo beside the saved reading, then moves on', async () => {
    const user = userEvent.setup();
    const { sent } = setup({
      [POST_1]: (request) => jsonResponse(201, reading({ id: 7, ...(request.body as object) })),
      'PUT /api/accounts/meter-readings/7/photo/': () =>
        jsonResponse(200, { id: 7, photo_url: '/api/accounts/meter-readings/7/photo/' }),
    });
    await screen.findByRole('heading', { name: 'Unit A1' });
    await user.type(screen.getByLabelText("This month's reading (m³)"), '1210');
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'meter.jpg', {
      type: 'image/jpeg',
    });
    await user.upload(screen.getByLabelText('Photo of the meter (optional)'), photo);
    await user.click(screen.getByRole('button', { name: 'Save & next unit' }));
    expect(await screen.findByRole('heading', { name: 'Unit A2' })).toBeInTheDocument();
    const upload = sent('PUT /api/accounts/meter-readings/7/photo/')[0];
    expect(upload?.body).toBeInstanceOf(FormData);
    expect((upload?.body as FormData).get('photo')).toBeInstanceOf(File);
  });

  it('asks to confirm a meter replacement for a reading below the previous one', async () => {
    const user = userEvent.setup();
    const { sent } = setup({
      [POST_1]: (request) => {
        const body = request.body as { replaced_meter: boolean };
        if (!body.replaced_meter)
          return jsonResponse(409, {
            detail: METER_MESSAGES.belowPrevious('1200.5'),
            code: 'CONFLICT',
            errors: { reading: [METER_MESSAGES.belowPrevious('1200.5')] },
            needs_replacement_confirmation: true,
            previous_reading: 1200.5,
          });
        return jsonResponse(201, reading({ id: 3, reading: 4, replaced_meter: true }));
      },
    });
    await user.type(await screen.findByLabelText("This month's reading (m³)"), '4');
    await user.click(screen.getByRole('button', { name: 'Save & next unit' }));

    expect(await screen.findByText(METER_MESSAGES.belowPrevious('1200.5'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, the meter was replaced' }));

    expect(await screen.findByRole('heading', { name: 'Unit A2' })).toBeInTheDocument();
    expect(sent(POST_1).map((r) => (r.body as { replaced_meter: boolean }).replaced_meter)).toEqual(
      [false, true],
    );
  });

  it('checks the reading before sending it', async () => {
    const user = userEvent.setup();
    const { sent } = setup();
    await user.type(await screen.findByLabelText("This month's reading (m³)"), '12.3456');
    await user.click(screen.getByRole('button', { name: 'Save & next unit' }));
    expect(await screen.findByText(METER_MESSAGES.readingInvalid)).toBeInTheDocument();
    expect(sent(POST_1)).toHaveLength(0);
  });

  it('sends the landlord to the Billing tab when the property has no meter', async () => {
    setup({ [RULES]: () => jsonResponse(200, rules()) });
    const link = await screen.findByRole('link', { name: 'Set up water or power billing' });
    expect(link).toHaveAttribute('href', '/admin/settings/billing?property=3');
  });
});
