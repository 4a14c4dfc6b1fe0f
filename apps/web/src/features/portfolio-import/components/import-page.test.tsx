import { IMPORT_MESSAGES, MESSAGES, type ImportPreview } from '@pango/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/test/fetch-mock';
import { renderLandlordPart } from '@/test/render-app';
import { ImportPage } from './import-page';

const PREVIEW = 'POST /api/accounts/import/preview/';
const COMMIT = 'POST /api/accounts/import/commit/';

const previewOf = (overrides: Partial<ImportPreview> = {}): ImportPreview => ({
  preview_id: '9b2f6a40-4c4f-4d5e-9a57-2f1f7c1c7a11',
  rows: [
    {
      line: 2,
      status: 'new',
      errors: [],
      property: 'Block A',
      unit: 'A1',
      tenant_name: 'Jane Wanjiru',
    },
    { line: 3, status: 'new', errors: [], property: 'Block A', unit: 'A2', tenant_name: '' },
  ],
  creates: { properties: 1, units: 2, tenants: 1 },
  has_errors: false,
  ...overrides,
});

const file = () =>
  new File(['property,unit,rent\nBlock A,A1,9000'], 'book.csv', { type: 'text/csv' });

describe('ImportPage', () => {
  it('asks for a file before previewing', async () => {
    renderLandlordPart(<ImportPage />, {});
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(IMPORT_MESSAGES.fileRequired);
  });

  it('shows the rows with errors and will not import until they are fixed', async () => {
    const bad = previewOf({
      rows: [
        {
          line: 2,
          status: 'error',
          errors: [MESSAGES.invalidPhone],
          property: 'Block A',
          unit: 'A1',
          tenant_name: 'Jane',
        },
      ],
      creates: { properties: 0, units: 0, tenants: 0 },
      has_errors: true,
    });
    const { requestsTo } = renderLandlordPart(<ImportPage />, {
      [PREVIEW]: () => jsonResponse(200, bad),
    });
    await userEvent.upload(screen.getByLabelText(/Spreadsheet/), file());
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const table = await screen.findByRole('region', { name: 'Rows in the file' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Needs a fix');
    expect(row).toHaveTextContent(MESSAGES.invalidPhone);
    expect(screen.getByText(IMPORT_MESSAGES.previewHasErrors)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(requestsTo('/import/commit/')).toHaveLength(0);
  });

  it('previews the counts, imports, and says what was imported', async () => {
    const { requestsTo } = renderLandlordPart(<ImportPage />, {
      [PREVIEW]: () => jsonResponse(200, previewOf()),
      [COMMIT]: () =>
        jsonResponse(200, {
          creates: { properties: 1, units: 2, tenants: 1 },
          message: IMPORT_MESSAGES.imported(2, 1),
        }),
    });
    await userEvent.upload(screen.getByLabelText(/Spreadsheet/), file());
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(
      await screen.findByText(/Will create 1 property, 2 units and 1 tenant\./),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText(IMPORT_MESSAGES.imported(2, 1))).toBeInTheDocument();
    expect(requestsTo('/import/commit/')[0]!.body).toEqual({ preview_id: previewOf().preview_id });
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
  });

  it('shows the server sentence when the file is refused', async () => {
    renderLandlordPart(<ImportPage />, {
      [PREVIEW]: () =>
        jsonResponse(400, { detail: IMPORT_MESSAGES.fileUnreadable, code: 'VALIDATION_ERROR' }),
    });
    await userEvent.upload(screen.getByLabelText(/Spreadsheet/), file());
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(IMPORT_MESSAGES.fileUnreadable);
  });
});
