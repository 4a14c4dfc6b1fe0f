import type { MpesaImportResult } from '@pango/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidate } from './invalidate';
import { resolveUnmatchedInvalidates } from './mpesa-c2b';

// POST /api/payments/mpesa/import/ (issue 19 item 6): pasted M-Pesa messages or a statement file.

/** An import credits tenants and fills the queue: the same views as resolving a queued payment. */
export const importMpesaInvalidates = resolveUnmatchedInvalidates;

export type MpesaImportInput = { text: string } | { file: File };

export function useImportMpesa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MpesaImportInput) => {
      if ('text' in input)
        return api.post<MpesaImportResult>('/payments/mpesa/import/', { text: input.text });
      const form = new FormData();
      form.append('file', input.file);
      return api.post<MpesaImportResult>('/payments/mpesa/import/', form);
    },
    onSuccess: () => invalidate(queryClient, importMpesaInvalidates),
  });
}
