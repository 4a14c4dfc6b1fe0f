import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { QueuedReply } from '../types';

export type InvoiceInput = { amount: number; due_date?: string; notes?: string };

/** POST /api/communication/tenants/:id/invoice/ (emailed through the outbox). */
export function sendInvoice(tenantId: number, input: InvoiceInput): Promise<QueuedReply> {
  return api.post<QueuedReply>(`/communication/tenants/${tenantId}/invoice/`, input);
}

export function useSendInvoice(tenantId: number) {
  return useMutation({ mutationFn: (input: InvoiceInput) => sendInvoice(tenantId, input) });
}
