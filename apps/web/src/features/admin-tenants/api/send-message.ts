import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { QueuedReply } from '../types';

export type MessageInput = { template?: string; subject: string; message: string };

/** POST /api/communication/tenants/:id/message/ (emailed through the outbox). */
export function sendMessage(tenantId: number, input: MessageInput): Promise<QueuedReply> {
  return api.post<QueuedReply>(`/communication/tenants/${tenantId}/message/`, input);
}

export function useSendMessage(tenantId: number) {
  return useMutation({ mutationFn: (input: MessageInput) => sendMessage(tenantId, input) });
}
