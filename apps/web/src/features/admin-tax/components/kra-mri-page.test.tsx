import { MRI_MESSAGES, type MriReport, type PropertyRead } from '@pango/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, mockApi } from '@/test/fetch-mock';
import { storeSession } from '@/test/fixtures';
import { KraMriPage } from './kra-mri-page';

const REPORT = 'GET /api/payments/reports/mri/';
const PROPERTIES = 'GET /api/accounts/properties/';
const PIN = 'PUT /api/accounts/tenants/21/kra-pin/';

function report(overrides: Partial<MriReport> = {}): MriReport {
  return {
    month: '2024-03',
    rate: '0.075',
    annual_min: 288_000,
    annual_max: 15_000_000,
    due_date: '2024-04-20',
    nil_return: false,
    gross_rent: 35_334,
    tax: 2_650,
    late_filing_penalty: 2_000,
    withheld: {
      gross: 50_000,
      tax_withheld: 5_000,
      certificates: [
        {
          payment_id: 7,
          certificate_number: 'WHT 0042',
          amount: 5_000,
          received: 45_000,
          gross_rent: 50_000,
          tenant_id: 22,
          tenant_name: 'Safari Corp Ltd',
          kra_pin: 'P051234567Q',
          property_id: 2,
          property_name: 'Baobab Flats',
          paid_on: '2024-03-03',
        },
      ],
    },
    properties: [
      { property_id: 1, name: 'Acacia Court', gross_rent: 35_334, tax: 2_650, tenant_count: 1 },
    ],
    tenants: {
      count: 1,
      page: 1,
      page_size: 50,
      property_id: null,
      results: [
        {
          ...{ tenant_id: 21, name: 'Wanjiru Kamau', kra_pin: null },
          ...{ property_id: 1, property_name: 'Acacia Court', gross_rent: 35_334, tax: 2_650 },
        },
      ],
    },
    excluded_properties: [
      { property_id: 3, name: 'Cedar Shops', rental_type: 'commercial', gross_rent: 90_000 },
    ],
    ...overrides,
  };
}

const property = (id: number, name: string): PropertyRead => ({
  ...{ id, name, address: name, city: 'Nairobi', state: 'Nairobi', unit_count: 1 },
  ...{ total_units: 1, occupied_units: 1, available_units: 0, total_tenants: 1, images: [] },
  ...{ notice_period_days: 30, rental_type: 'residential', created_at: '2025-01-01T00:00:00Z' },
  ...{ owner_name: null, owner_email: null },
});
const properties = () =>
  jsonResponse(200, {
    count: 1,
    next: null,
    previous: null,
    results: [property(1, 'Acacia Court')],
  });

function renderAt(path: string) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/payments/tax" element={<KraMriPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => storeSession('landlord'));

describe('KRA Monthly Rental Income', () => {
  it('shows the month’s figures, the deadline, withheld rent apart and who files', async () => {
    const asked: string[] = [];
    mockApi({
      [REPORT]: (request) => {
        asked.push(new URL(request.url, 'http://pango.test').searchParams.get('month') ?? '');
        return jsonResponse(200, report());
      },
      [PROPERTIES]: properties,
    });
    renderAt('/admin/payments/tax?month=2024-03');
    expect(screen.getByText(MRI_MESSAGES.disclaimer)).toBeInTheDocument();
    const summary = await screen.findByRole('group', { name: 'Summary for 2024-03' });
    expect(within(summary).getByText('Tax at 7.5 %')).toBeInTheDocument();
    expect(within(summary).getAllByText('KSh 2,650')).toHaveLength(1);
    expect(
      within(summary).getByText('File and pay by 2024-04-20.', { exact: false }),
    ).toBeVisible();
    expect(within(summary).queryByText('Nil return')).toBeNull();
    const row = screen.getByRole('row', { name: /Wanjiru Kamau/ });
    expect(row).toHaveTextContent('No PIN');
    expect(row).toHaveTextContent('KSh 35,334');
    expect(screen.getByRole('row', { name: /WHT 0042/ })).toHaveTextContent('KSh 5,000');
    expect(screen.getByRole('row', { name: /Cedar Shops/ })).toHaveTextContent(
      'Commercial (not in MRI)',
    );
    expect(screen.getByLabelText('Month')).toHaveValue('2024-03');
    expect(asked).toEqual(['2024-03']);
  });

  it('flags a nil month', async () => {
    mockApi({
      [REPORT]: () =>
        jsonResponse(
          200,
          report({
            nil_return: true,
            gross_rent: 0,
            tax: 0,
            properties: [],
            withheld: { gross: 0, tax_withheld: 0, certificates: [] },
            excluded_properties: [],
          }),
        ),
      [PROPERTIES]: properties,
    });
    renderAt('/admin/payments/tax?month=2024-03');
    expect(await screen.findByText('Nil return')).toBeVisible();
    expect(screen.getByText('No rent received this month', { exact: false })).toBeVisible();
    expect(screen.getByText('No certificates recorded for this month.')).toBeVisible();
  });

  it('checks a PIN before saving it and saves it upper-case', async () => {
    const sent: unknown[] = [];
    mockApi({
      [REPORT]: () => jsonResponse(200, report()),
      [PROPERTIES]: properties,
      [PIN]: (request) => {
        sent.push(request.body);
        return jsonResponse(200, { kra_pin: 'A123456789Z' });
      },
    });
    const user = userEvent.setup();
    renderAt('/admin/payments/tax?month=2024-03');
    await user.click(await screen.findByRole('button', { name: 'Add PIN of Wanjiru Kamau' }));
    const field = screen.getByLabelText('KRA PIN of Wanjiru Kamau');
    await user.type(field, 'A12345');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(MRI_MESSAGES.invalidPin)).toBeVisible();
    expect(sent).toEqual([]);
    await user.clear(field);
    await user.type(field, 'a123456789z');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Add PIN of Wanjiru Kamau' });
    expect(sent).toEqual([{ kra_pin: 'A123456789Z' }]);
  });

  it('pages an agency’s tenants and narrows them to one property, in the address', async () => {
    const asked: string[] = [];
    const tenant = (id: number, name: string, propertyId: number, propertyName: string) => ({
      ...{ tenant_id: id, name, kra_pin: 'A123456789Z', property_id: propertyId },
      ...{ property_name: propertyName, gross_rent: 10_000, tax: 750 },
    });
    mockApi({
      [REPORT]: (request) => {
        const query = new URL(request.url, 'http://pango.test').searchParams;
        asked.push(`page=${query.get('page')} property=${query.get('property_id')}`);
        const page = Number(query.get('page'));
        const onlyB = query.get('property_id') === '2';
        return jsonResponse(
          200,
          report({
            properties: [
              {
                property_id: 1,
                name: 'Acacia Court',
                gross_rent: 20_000,
                tax: 1_500,
                tenant_count: 51,
              },
              {
                property_id: 2,
                name: 'Baobab Flats',
                gross_rent: 10_000,
                tax: 750,
                tenant_count: 1,
              },
            ],
            tenants: {
              count: onlyB ? 1 : 52,
              page,
              page_size: 50,
              property_id: onlyB ? 2 : null,
              results: onlyB
                ? [tenant(9, 'Otieno Ouma', 2, 'Baobab Flats')]
                : page === 1
                  ? [tenant(1, 'Akinyi Odhiambo', 1, 'Acacia Court')]
                  : [tenant(5, 'Zawadi Mwangi', 1, 'Acacia Court')],
            },
          }),
        );
      },
      [PROPERTIES]: properties,
    });
    const user = userEvent.setup();
    renderAt('/admin/payments/tax?month=2024-03');
    const byProperty = await screen.findByRole('table', { name: 'Residential rent by property' });
    expect(within(byProperty).getByRole('row', { name: /Acacia Court/ })).toHaveTextContent('51');
    expect(screen.getByRole('row', { name: /Akinyi Odhiambo/ })).toBeVisible();
    const pages = screen.getByRole('navigation', { name: 'Tenant pages' });
    expect(within(pages).getByText('Page 1 of 2')).toBeVisible();
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('row', { name: /Zawadi Mwangi/ })).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Property'), 'Baobab Flats');
    expect(await screen.findByRole('row', { name: /Otieno Ouma/ })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Tenant pages' })).toBeNull();
    expect(asked).toEqual(['page=1 property=null', 'page=2 property=null', 'page=1 property=2']);
  });

  it('offers a retry when the figures fail to load', async () => {
    let calls = 0;
    mockApi({
      [REPORT]: () =>
        calls++ === 0 ? jsonResponse(400, { detail: 'x' }) : jsonResponse(200, report()),
      [PROPERTIES]: properties,
    });
    renderAt('/admin/payments/tax?month=2024-03');
    await userEvent.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('group', { name: 'Summary for 2024-03' })).toBeInTheDocument();
  });
});
