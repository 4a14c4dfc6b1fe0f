import type { QueuedResult, SendEmailSchema } from '@pango/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type SendEmailPayload = z.output<typeof SendEmailSchema>;

/** POST /api/communication/reports/send-email/ → {message: "Queued N emails.", queued}. */
export function sendEmail(payload: SendEmailPayload): Promise<QueuedResult> {
  return api.post<QueuedResult>('/communication/reports/send-email/', payload);
}

export function useSendEmail() {
  return useMutation({ mutationFn: sendEmail });
}
