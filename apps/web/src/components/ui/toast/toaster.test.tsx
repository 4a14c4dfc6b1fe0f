import { TOAST_MS } from '@pango/shared';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '@/lib/i18n/texts';
import { toast } from './toast-store';
import { Toaster } from './toaster';

afterEach(() => {
  vi.useRealTimers();
});

describe('toasts', () => {
  it('announces success politely and errors as alerts, and hides after 5 s', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast.success('Property saved');
      toast.error('Payment failed');
    });
    expect(screen.getByRole('status')).toHaveTextContent('Property saved');
    expect(screen.getByRole('alert')).toHaveTextContent('Payment failed');

    act(() => vi.advanceTimersByTime(TOAST_MS.default));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('can be dismissed', async () => {
    render(<Toaster />);
    act(() => {
      toast.info('Reminder sent');
    });
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Reminder sent')).not.toBeInTheDocument();
  });

  it('names its dismiss button in Kiswahili for a reader who chose it, without suspending', async () => {
    await switchLanguage('sw');
    render(<Toaster />);
    act(() => {
      toast.info('Ripoti imetumwa');
    });
    await userEvent.click(screen.getByRole('button', { name: 'Ondoa arifa' }));
    expect(screen.queryByText('Ripoti imetumwa')).not.toBeInTheDocument();
    await switchLanguage('en');
  });
});
