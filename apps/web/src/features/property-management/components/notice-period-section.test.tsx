import { NOTICE_MESSAGES } from '@pango/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, mockApi, type Routes } from '@/test/fetch-mock';
import { storeSession } from '@/test/fixtures';
import { property } from '../testing/fixtures';
import { NoticePeriodSection } from './notice-period-section';

const SAVE = 'PUT /api/accounts/properties/3/';

function renderSection(routes: Routes = {}) {
  const api = mockApi(routes);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <NoticePeriodSection property={property({ notice_period_days: 30 })} />
    </QueryClientProvider>,
  );
  return { puts: () => api.requests.filter((r) => `${r.method} ${r.url}` === SAVE) };
}

const field = () => screen.getByLabelText('Notice period (days)');
async function save(days: string) {
  await userEvent.clear(field());
  if (days) await userEvent.type(field(), days);
  await userEvent.click(screen.getByRole('button', { name: 'Save Notice Period' }));
}

beforeEach(() => storeSession('landlord'));

describe('Notice period on the property', () => {
  it('starts from the property’s period and saves a new one', async () => {
    const { puts } = renderSection({
      [SAVE]: () => jsonResponse(200, property({ notice_period_days: 60 })),
    });
    expect(field()).toHaveValue(30);
    await save('60');
    expect(await screen.findByText('Notice period saved: 60 days.')).toBeVisible();
    expect(puts().map((r) => r.body)).toEqual([{ notice_period_days: 60 }]);
  });

  it('refuses a period outside 0 to 365 before sending it', async () => {
    const { puts } = renderSection();
    for (const days of ['366', '']) {
      await save(days);
      expect(field()).toHaveAccessibleDescription(
        expect.stringContaining(NOTICE_MESSAGES.noticePeriodInvalid),
      );
    }
    expect(puts()).toHaveLength(0);
  });

  it('shows the API’s field error on the field', async () => {
    renderSection({
      [SAVE]: () =>
        jsonResponse(400, {
          detail: NOTICE_MESSAGES.noticePeriodInvalid,
          code: 'VALIDATION_ERROR',
          errors: { notice_period_days: ['Refused by the server.'] },
        }),
    });
    await save('0');
    expect(await screen.findByText('Refused by the server.')).toBeVisible();
  });
});
