import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '@/lib/i18n/texts';
import { ErrorBoundary } from './error-boundary';

function Crash(): never {
  throw new Error('render crash');
}

describe('ErrorBoundary', () => {
  it('shows the fallback and reloads the page on Refresh Page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });

    render(
      <ErrorBoundary>
        <Crash />
      </ErrorBoundary>,
    );

    // The crash screen loads after the crash (its words stay off the first load).
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "We're sorry, but something unexpected happened. Please try refreshing the page.",
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('renders its children when nothing breaks', () => {
    render(
      <ErrorBoundary>
        <p>Fine</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('Fine')).toBeInTheDocument();
  });

  afterEach(() => switchLanguage('en'));

  it('says it in Kiswahili to a reader who chose it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await switchLanguage('sw');
    render(
      <ErrorBoundary>
        <Crash />
      </ErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { name: 'Hitilafu imetokea' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Onyesha Upya Ukurasa' })).toBeInTheDocument();
  });
});
