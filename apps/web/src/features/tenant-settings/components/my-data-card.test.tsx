import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '@/test/fetch-mock';
import { storeSession } from '@/test/fixtures';
import { MyDataCard } from './my-data-card';

const zip = () =>
  new Response('PK\u0003\u0004', {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': 'attachment; filename="pango-my-data-2026-11-24.zip"',
    },
  });

beforeEach(() => storeSession('tenant'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('MyDataCard', () => {
  it("saves the server's zip of the tenant's data under its own name", async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:data'), revokeObjectURL: vi.fn() }),
    );
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const { requests } = mockApi({ 'GET /api/accounts/tenant/my-data/': zip });
    render(<MyDataCard />);
    expect(screen.getByRole('region', { name: 'Your Data' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Saved pango-my-data-2026-11-24.zip.',
    );
    expect(names).toEqual(['pango-my-data-2026-11-24.zip']);
    expect(requests[0]?.headers.Authorization).toMatch(/^Bearer /);
  });

  it('says so when the data cannot be prepared', async () => {
    mockApi({ 'GET /api/accounts/tenant/my-data/': () => jsonResponse(500, {}) });
    render(<MyDataCard />);
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not prepare your data. Please try again.',
    );
  });
});
