import type { ReportNoteRow, ReportNotesList } from '@pango/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidate } from './invalidate';
import { reportKeys } from './reports';

// Notes and photos on a report (issue 23), read by the landlord's team when a report's notes are
// opened, written by whoever may update reports (a caretaker on site).

export const reportNotesKey = (reportId: number) => [...reportKeys.all, 'notes', reportId] as const;

/** GET /api/communication/reports/{id}/notes/ */
export const reportNotesQuery = (reportId: number) =>
  queryOptions({
    queryKey: reportNotesKey(reportId),
    queryFn: () => api.get<ReportNotesList>(`/communication/reports/${reportId}/notes/`),
  });

type AddReportNoteInput = { reportId: number; body: string; photo: File | null };

/** POST /api/communication/reports/{id}/notes/ (multipart `body`, optional `photo`). */
export function addReportNote({ reportId, body, photo }: AddReportNoteInput) {
  const form = new FormData();
  form.append('body', body);
  if (photo) form.append('photo', photo);
  return api.post<ReportNoteRow>(`/communication/reports/${reportId}/notes/`, form);
}

/** The report's notes only: a note changes no status, count or badge. */
export const addReportNoteInvalidates = (reportId: number) => [reportNotesKey(reportId)] as const;

export function useAddReportNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addReportNote,
    onSettled: (_data, _error, input) =>
      invalidate(queryClient, addReportNoteInvalidates(input.reportId)),
  });
}
