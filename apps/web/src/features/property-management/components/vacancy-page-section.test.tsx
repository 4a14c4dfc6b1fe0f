import { VACANCY_MESSAGES } from '@pango/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '@/test/fetch-mock';
import { baseRoutes, clearToasts, renderPropertyPages } from '../testing/fixtures';

afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
});

const URL_OF_PAGE = 'https://pango.test/v/AbCdEfGhIjKl';

describe('Vacancy Page section', () => {
  it('switches the page on and shows its link with a WhatsApp share', async () => {
    const { requests } = mockApi({
      ...baseRoutes(),
      'PUT /api/accounts/properties/3/vacancy-page/': () =>
        jsonResponse(200, { property_id: 3, enabled: true, url: URL_OF_PAGE }),
    });
    renderPropertyPages();
    const toggle = await screen.findByRole('switch', { name: 'Vacancy page on' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(await screen.findByLabelText('Page link')).toHaveValue(URL_OF_PAGE);
    expect(screen.getByRole('switch', { name: 'Vacancy page on' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`Rooms to let at Kilimani Heights: ${URL_OF_PAGE}`)}`,
    );
    expect(screen.getByRole('link', { name: 'Enquiries' })).toHaveAttribute(
      'href',
      '/admin/enquiries',
    );
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ enabled: true });
    expect(await screen.findByText(VACANCY_MESSAGES.pageOn)).toBeInTheDocument();
  });

  it('refuses a photo that is not JPEG, PNG or WebP before sending it', async () => {
    const { requests } = mockApi(baseRoutes());
    renderPropertyPages();
    const input = await screen.findByLabelText(/Add a photo/);
    const gif = new File(['GIF89a'], 'gate.gif', { type: 'image/gif' });
    await userEvent.upload(input, gif, { applyAccept: false });
    expect(await screen.findByRole('alert')).toHaveTextContent(VACANCY_MESSAGES.photoType);
    await waitFor(() =>
      expect(requests.some((r) => r.method === 'POST' && r.url.includes('/photos/'))).toBe(false),
    );
  });
});
