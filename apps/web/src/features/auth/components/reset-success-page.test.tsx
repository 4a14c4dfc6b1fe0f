import { MESSAGES } from '@pango/shared';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

afterEach(() => {
  vi.useRealTimers();
});

it('shows the success message and goes to /login after 5 s', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  mockApi({});
  const app = renderApp('/reset-success');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Password Reset Successful' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.passwordResetDone);
  expect(screen.getByText(/in 5 seconds/)).toBeInTheDocument();

  act(() => vi.advanceTimersByTime(4900));
  expect(app.location()).toBe('/reset-success');
  act(() => vi.advanceTimersByTime(200));
  // The router navigates in a transition: the path changes once the lazy login chunk has loaded.
  await vi.waitFor(() => expect(app.location()).toBe('/login'), { timeout: 10_000 });
  expect(screen.getByRole('heading', { name: 'Welcome to Pango' })).toBeInTheDocument();
});

it('offers a link to go to /login now', async () => {
  mockApi({});
  const user = userEvent.setup();
  const app = renderApp('/reset-success');
  await user.click(await screen.findByRole('link', { name: 'Go to Login' }));
  await vi.waitFor(() => expect(app.location()).toBe('/login'), { timeout: 10_000 });
});
