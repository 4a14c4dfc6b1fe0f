import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MessagePreview } from '../types';
import type { InvoiceInput } from './send-invoice';

/** POST /api/communication/tenants/:id/invoice/preview/: the exact mail, nothing is sent. */
export function previewInvoice(tenantId: number, input: InvoiceInput): Promise<MessagePreview> {
  return api.post<MessagePreview>(`/communication/tenants/${tenantId}/invoice/preview/`, input);
}

export function usePreviewInvoice(tenantId: number) {
  return useMutation({ mutationFn: (input: InvoiceInput) => previewInvoice(tenantId, input) });
}
