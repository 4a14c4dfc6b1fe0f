import { COMMUNICATION_MESSAGES } from '@pango/shared';
import { isApiError } from '@/lib/api-error';

// Seed 001 sections 6 and 8: why a report load failed. Only this screen says these.
const LOAD_MESSAGES = {
  authFailed: 'Authentication failed. Please log in again.',
  forbidden: 'You do not have permission to access report data.',
  notFound: 'Reports endpoint not found (404). Check API URL.',
  serverError: (status: number) => `Server error: ${status}`,
  networkError: 'Network error: Could not connect to server.',
} as const;

export const REPORT_MESSAGES = {
  resolved: COMMUNICATION_MESSAGES.reportResolved,
  unresolved: COMMUNICATION_MESSAGES.reportUnresolved,
  updateFailed: COMMUNICATION_MESSAGES.reportStatusFailed,
  started: 'Report marked as in progress.',
  empty: COMMUNICATION_MESSAGES.noReports,
  loadFailed: (message: string) => `Failed to load reports: ${message}`,
} as const;

/** The reason inside "Failed to load reports: {message}". */
export function reportLoadReason(error: unknown): string {
  if (!isApiError(error)) return error instanceof Error ? error.message : String(error);
  if (error.isConnectionProblem) return LOAD_MESSAGES.networkError;
  if (error.status === 401) return LOAD_MESSAGES.authFailed;
  if (error.status === 403) return error.body?.detail ?? LOAD_MESSAGES.forbidden;
  if (error.status === 404) return LOAD_MESSAGES.notFound;
  if (error.status >= 500) return LOAD_MESSAGES.serverError(error.status);
  return error.message;
}
