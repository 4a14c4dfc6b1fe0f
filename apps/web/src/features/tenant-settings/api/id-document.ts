import type { TenantIdDocument } from '@pango/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { fetchFile } from '@/lib/file-download';

export type StoredIdDocument = { name: string; size: number; blob: Blob };

// The API percent-encodes the name inside its inline Content-Disposition.
function decodeName(name: string | null): string {
  if (!name) return '';
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

const documentPath = (userId: number) => `/accounts/tenants/${userId}/documents/id/`;

// The dashboard does not describe the file, so the file itself is read (at most 5 MB): its name
// comes from Content-Disposition and its size from the bytes; the same blob backs View.
export const idDocumentQuery = (userId: number) =>
  queryOptions({
    queryKey: ['tenant', 'id-document', userId],
    queryFn: async (): Promise<StoredIdDocument | null> => {
      try {
        const { blob, filename } = await fetchFile(documentPath(userId));
        return { name: decodeName(filename) || 'ID document', size: blob.size, blob };
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  });

/** GET /api/accounts/tenants/{id}/documents/id/: the current ID, or null when none. */
export function useIdDocument(userId: number) {
  return useQuery(idDocumentQuery(userId));
}

/** PUT /api/accounts/tenant/id-document/ as multipart, field id_document. */
export function uploadIdDocument(file: File) {
  const form = new FormData();
  form.append('id_document', file);
  return api.put<{ id_document: TenantIdDocument }>('/accounts/tenant/id-document/', form);
}

export function useUploadIdDocument(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadIdDocument,
    onSuccess: (saved, file) => {
      // The file just sent is the stored one: no need to download it again.
      const stored: StoredIdDocument = {
        name: saved.id_document.name,
        size: file.size,
        blob: file,
      };
      queryClient.setQueryData(idDocumentQuery(userId).queryKey, stored);
    },
  });
}
