import type { MessagePreview } from '@pango/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type PreviewInput = {
  template?: string;
  subject: string;
  message: string;
  tenant_id?: number;
};

/** POST /api/communication/preview/: the exact subject and text the recipient will get. */
export function previewMessage(input: PreviewInput): Promise<MessagePreview> {
  return api.post<MessagePreview>('/communication/preview/', input);
}

/** Reads only: it changes nothing, so it invalidates nothing. */
export function usePreviewMessage() {
  return useMutation({ mutationFn: previewMessage });
}
