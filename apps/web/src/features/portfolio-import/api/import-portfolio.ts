import type { ImportPreview, ImportResult } from '@pango/shared';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { downloadFile } from '@/lib/file-download';
import { invalidate } from '@/lib/queries/invalidate';

// The import's three calls (issue 21, ADR 031). The preview writes nothing the screens read; the
// commit adds properties, units, tenants, balances and deposits, so it refreshes all of those.

/** What a commit changes: every list and figure built on properties, units, tenants or money. */
export const COMMIT_INVALIDATES: readonly QueryKey[] = [
  ['properties'],
  ['units'],
  ['tenants'],
  ['dashboard'],
  ['payments'],
  ['deposits'],
  ['subscription'],
  ['accounts'],
];

/** GET /api/accounts/import/template/ saved as a file. */
export const downloadImportTemplate = (format: 'xlsx' | 'csv') =>
  downloadFile('/accounts/import/template/', { format }, `pango-import-template.${format}`);

/** POST /api/accounts/import/preview/ (multipart `file`). */
export function usePreviewImport() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.post<ImportPreview>('/accounts/import/preview/', form);
    },
  });
}

/** POST /api/accounts/import/commit/ */
export function useCommitImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (previewId: string) =>
      api.post<ImportResult>('/accounts/import/commit/', { preview_id: previewId }),
    onSuccess: () => invalidate(queryClient, COMMIT_INVALIDATES),
  });
}
