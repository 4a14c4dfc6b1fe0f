import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type PreviewInput = {
  template?: string;
  subject: string;
  message: string;
  tenant_id?: number;
};
export type MessagePreview = { subject: string; text: string };

/** POST /api/communication/preview/: the exact text the recipient will get. */
export function previewMessage(input: PreviewInput): Promise<MessagePreview> {
  return api.post<MessagePreview>('/communication/preview/', input);
}

export function usePreviewMessage() {
  return useMutation({ mutationFn: previewMessage });
}
