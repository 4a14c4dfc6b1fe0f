import { MPESA_IMPORT_MESSAGES, type MpesaImportResult } from '@pango/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, mockApi } from '@/test/fetch-mock';
import { storeSession } from '@/test/fixtures';
import { IMPORT_TEXT } from '../import-messages';
import { PAYMENTS_TEXT } from '../messages';
import { MpesaImportPage } from './mpesa-import-page';
import { UnmatchedPaymentsPage } from './unmatched-payments-page';

const IMPORT = 'POST /api/payments/mpesa/import/';
const UNMATCHED = 'GET /api/payments/mpesa/c2b/unmatched/';
const SMS =
  'QK12ABC3DE Confirmed. Ksh12,000.00 received from JOHN KAMAU 254712345678 on 3/11/26 at 9:14 AM. Account Number A1 New Utility balance is Ksh245,300.00';

const reply: MpesaImportResult = {
  imported: 2,
  duplicates: 1,
  matched: 1,
  unmatched: 1,
  rejected: [{ line: 4, reason: 'Not money received: only payments you received can be imported' }],
  skipped: 0,
};

function renderAt(path: string) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/payments/import" element={<MpesaImportPage />} />
          <Route path="/admin/payments/unmatched" element={<UnmatchedPaymentsPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => storeSession('landlord'));

describe('Import M-Pesa messages', () => {
  it('is linked from the Unmatched payments screen', async () => {
    mockApi({ [UNMATCHED]: () => jsonResponse(200, { count: 0, results: [] }) });
    renderAt('/admin/payments/unmatched');
    await screen.findByText(PAYMENTS_TEXT.unmatchedEmpty);
    await userEvent.click(screen.getByRole('link', { name: IMPORT_TEXT.linkFromQueue }));
    expect(
      await screen.findByRole('heading', { level: 1, name: IMPORT_TEXT.title }),
    ).toBeInTheDocument();
  });

  it('sends the pasted text and shows the counts and the lines not imported', async () => {
    const { requests } = mockApi({
      [IMPORT]: () => jsonResponse(200, reply),
      [UNMATCHED]: () => jsonResponse(200, { count: 1, results: [] }),
    });
    renderAt('/admin/payments/import');
    await userEvent.type(screen.getByLabelText(IMPORT_TEXT.textLabel), SMS);
    await userEvent.click(screen.getByRole('button', { name: IMPORT_TEXT.submit }));
    const result = await screen.findByRole('status', { name: IMPORT_TEXT.resultTitle });
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ text: SMS });
    const fact = (label: string) => within(result).getByText(label).nextElementSibling;
    expect(fact(IMPORT_TEXT.imported)).toHaveTextContent('2');
    expect(fact(IMPORT_TEXT.matched)).toHaveTextContent('1');
    expect(fact(IMPORT_TEXT.unmatched)).toHaveTextContent('1');
    expect(fact(IMPORT_TEXT.duplicates)).toHaveTextContent('1');
    expect(
      within(result).getByRole('heading', { name: IMPORT_TEXT.rejectedTitle(1) }),
    ).toBeInTheDocument();
    expect(
      within(result).getByText(
        'Line 4: Not money received: only payments you received can be imported',
      ),
    ).toBeInTheDocument();
    expect(within(result).getByRole('link', { name: IMPORT_TEXT.reviewUnmatched })).toHaveAttribute(
      'href',
      '/admin/payments/unmatched',
    );
  });

  it('asks for text or a file before sending anything', async () => {
    const { requests } = mockApi({});
    renderAt('/admin/payments/import');
    await userEvent.click(screen.getByRole('button', { name: IMPORT_TEXT.submit }));
    expect(screen.getByLabelText(IMPORT_TEXT.textLabel)).toHaveAccessibleDescription(
      expect.stringContaining(MPESA_IMPORT_MESSAGES.textRequired),
    );
    expect(requests).toHaveLength(0);
  });

  it('uploads a statement file as multipart and shows the server’s file error', async () => {
    const { requests } = mockApi({
      [IMPORT]: () =>
        jsonResponse(413, {
          detail: MPESA_IMPORT_MESSAGES.fileTooLarge,
          code: 'VALIDATION_ERROR',
          errors: { file: [MPESA_IMPORT_MESSAGES.fileTooLarge] },
        }),
    });
    renderAt('/admin/payments/import');
    const file = new File(['Receipt No.,Paid In\n'], 'statement.csv', { type: 'text/csv' });
    await userEvent.upload(screen.getByLabelText(IMPORT_TEXT.fileLabel), file);
    await userEvent.click(screen.getByRole('button', { name: IMPORT_TEXT.submit }));
    expect(await screen.findByText(MPESA_IMPORT_MESSAGES.fileTooLarge)).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(requests[0]!.method).toBe('POST');
    expect(requests[0]!.body).toBeInstanceOf(FormData);
    expect(screen.queryByRole('status', { name: IMPORT_TEXT.resultTitle })).toBeNull();
  });
});
