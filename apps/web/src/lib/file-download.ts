// Files from the API need the bearer token, which a plain <a href> or <img src> cannot carry:
// fetch them (one refresh on a 401, like the API client) and hand out blobs or save them.
import { API_BASE, buildUrl, refreshAccessToken } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { getSession } from '@/lib/session';

type QueryValue = string | number | null | undefined;

async function fetchWithToken(url: string): Promise<Response> {
  const token = getSession().access;
  const send = (bearer: string | null) =>
    fetch(url, { headers: bearer ? { Authorization: `Bearer ${bearer}` } : {} });
  const response = await send(token);
  if (response.status !== 401) return response;
  // Same rule as the API client: one refresh on a 401, then one retry.
  const fresh = await refreshAccessToken(token);
  return fresh ? send(fresh) : response;
}

/** The file name of a Content-Disposition header (filename* first), or the fallback. */
export function filenameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (extended?.[1]) return decodeURIComponent(extended[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? fallback;
}

/** GET a file with the bearer token (a plain link cannot carry it); throws ApiError when refused. */
export async function fetchFile(
  path: string,
  params: Record<string, QueryValue> = {},
): Promise<{ blob: Blob; filename: string | null }> {
  // Document urls of the API already start with /api.
  const apiPath = path.startsWith(`${API_BASE}/`) ? path.slice(API_BASE.length) : path;
  const url = buildUrl(apiPath, params);
  const response = await fetchWithToken(url);
  if (!response.ok) throw new ApiError({ status: response.status, body: null });
  const disposition = response.headers.get('content-disposition');
  return {
    blob: await response.blob(),
    filename: disposition ? filenameOf(disposition, '') : null,
  };
}

/** Saves a blob through a temporary object URL clicked from a hidden link. */
export function saveBlob(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the click has handed the URL to the download by then.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

/** fetchFile then saveBlob, named by the server's Content-Disposition, else the fallback. */
export async function downloadFile(
  path: string,
  params: Record<string, QueryValue>,
  fallbackName: string,
): Promise<string> {
  const { blob, filename } = await fetchFile(path, params);
  const name = filename || fallbackName;
  saveBlob(blob, name);
  return name;
}
