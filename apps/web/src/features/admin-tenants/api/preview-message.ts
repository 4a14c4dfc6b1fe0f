import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MessagePreview } from '../types';

export type PreviewInput = {
  template?: string;
  subject: string;
  message: string;
  tenant_id?: number;
};

/** POST /api/communication/preview/: the exact subject and text the tenant will receive. */
export function previewMessage(input: PreviewInput): Promise<MessagePreview> {
  return api.post<MessagePreview>('/communication/preview/', input);
}

export function usePreviewMessage() {
  return useMutation({ mutationFn: previewMessage });
}
