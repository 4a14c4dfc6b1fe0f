import { queryOptions } from '@tanstack/react-query';
import { fetchFile } from '@/lib/file-download';

/**
 * GET of a file the API serves only with the bearer token (a photo under its own id), as a blob.
 * One key per file URL, whichever screen shows it.
 */
export const authorisedFileQuery = (url: string) =>
  queryOptions({
    queryKey: ['authorised-file', url] as const,
    queryFn: async () => (await fetchFile(url)).blob,
    // A photo's bytes never change under its id.
    staleTime: Infinity,
  });
