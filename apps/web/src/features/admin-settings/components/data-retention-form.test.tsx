import { DATA_RETENTION_MESSAGES } from '@pango/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, mockApi } from '@/test/fetch-mock';
import { storeSession } from '@/test/fixtures';
import { DataRetentionForm } from './data-retention-form';

const SAVE = 'PUT /api/accounts/data-retention/';

function renderForm() {
  const api = mockApi({
    [SAVE]: (request) => jsonResponse(200, { ...(request.body as object), default_days: 90 }),
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DataRetentionForm saved={{ id_document_retention_days: 90, default_days: 90 }} />
    </QueryClientProvider>,
  );
  return api;
}

beforeEach(() => storeSession('landlord'));

describe('DataRetentionForm', () => {
  it('asks why before keeping ID documents longer than 90 days, then saves the reason', async () => {
    const api = renderForm();
    const days = screen.getByLabelText('Keep for (days)');
    await userEvent.clear(days);
    await userEvent.type(days, '365');
    await userEvent.click(screen.getByRole('button', { name: 'Save Retention' }));
    expect(await screen.findByText(DATA_RETENTION_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Why keep them longer?'), 'Court case');
    await userEvent.click(screen.getByRole('button', { name: 'Save Retention' }));
    expect(await screen.findByText(DATA_RETENTION_MESSAGES.saved)).toBeInTheDocument();
    expect(api.requests[0]?.body).toEqual({
      id_document_retention_days: 365,
      reason: 'Court case',
    });
  });

  it('refuses a number of days out of range without asking the server', async () => {
    const api = renderForm();
    const days = screen.getByLabelText('Keep for (days)');
    await userEvent.clear(days);
    await userEvent.type(days, '7');
    await userEvent.click(screen.getByRole('button', { name: 'Save Retention' }));
    expect(await screen.findByText(DATA_RETENTION_MESSAGES.daysRange)).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
    expect(screen.queryByLabelText('Why keep them longer?')).not.toBeInTheDocument();
  });
});
