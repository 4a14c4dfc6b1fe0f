import { MESSAGES } from '@pango/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, mockApi } from '@/test/fetch-mock';
import { ForgotPasswordForm } from './forgot-password-form';

it('shows the Check Your Email view inline, whose Back to Login calls onBack', async () => {
  mockApi({
    'POST /api/accounts/password/reset/': () =>
      jsonResponse(200, { success: true, message: MESSAGES.resetLinkSent }),
  });
  const onBack = vi.fn();
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ForgotPasswordForm onBack={onBack} />
    </QueryClientProvider>,
  );
  expect(screen.getByRole('heading', { level: 2, name: 'Forgot Password' })).toBeInTheDocument();
  await user.type(screen.getByLabelText('Email'), 'wanjiku@example.com');
  await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

  expect(
    await screen.findByRole('heading', { level: 2, name: 'Check Your Email' }),
  ).toBeInTheDocument();
  expect(screen.getByText(/valid for 24 hours/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Back to Login' }));
  expect(onBack).toHaveBeenCalledOnce();
});
