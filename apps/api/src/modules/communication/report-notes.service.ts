import { randomUUID } from 'node:crypto';
import {
  ERROR_CODES,
  REPORT_NOTE_MESSAGES,
  REPORT_NOTES_LIMIT,
  type ReportNoteRow,
  type ReportNotesList,
} from '@pango/shared';
import type { Deps } from '../../lib/deps.js';
import { actingMemberId, enteredBySelect, toEnteredBy } from '../../lib/entered-by.js';
import { AppError, notFound } from '../../lib/errors.js';
import { toWebp } from '../../lib/photo-upload.js';

// Notes and photos on a maintenance report (issue 23): what the caretaker found, with a photo of
// it. The route checked the permission and the member's property scope; here the report must be
// the landlord's (another landlord's id answers 404 as if it did not exist).

const notePhotoPath = (reportId: number, noteId: number) =>
  `/api/communication/reports/${reportId}/notes/${noteId}/photo/`;

const noteSelect = {
  id: true,
  reportId: true,
  body: true,
  photoKey: true,
  createdAt: true,
  enteredBy: enteredBySelect,
} as const;

type SelectedNote = {
  id: number;
  reportId: number;
  body: string;
  photoKey: string | null;
  createdAt: Date;
  enteredBy: Parameters<typeof toEnteredBy>[0];
};

const toRow = (note: SelectedNote): ReportNoteRow => ({
  id: note.id,
  report_id: note.reportId,
  body: note.body,
  photo_url: note.photoKey ? notePhotoPath(note.reportId, note.id) : null,
  created_at: note.createdAt.toISOString(),
  entered_by: toEnteredBy(note.enteredBy),
});

async function ownedReportId(deps: Deps, landlordId: number, reportId: number): Promise<number> {
  const report = await deps.db.report.findFirst({
    where: { id: reportId, landlordId },
    select: { id: true },
  });
  if (!report) throw notFound();
  return report.id;
}

/** GET reports/{id}/notes/: the newest REPORT_NOTES_LIMIT notes, oldest first, and the count. */
export async function listReportNotes(
  deps: Deps,
  landlordId: number,
  reportId: number,
): Promise<ReportNotesList> {
  const id = await ownedReportId(deps, landlordId, reportId);
  const [count, newest] = await Promise.all([
    deps.db.reportNote.count({ where: { reportId: id } }),
    deps.db.reportNote.findMany({
      where: { reportId: id },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: REPORT_NOTES_LIMIT,
      select: noteSelect,
    }),
  ]);
  return { count, results: newest.reverse().map(toRow) };
}

/**
 * POST reports/{id}/notes/: a note, a photo, or both. The photo is re-encoded (no GPS metadata)
 * and stored before the row, so a failed upload leaves no note pointing at nothing.
 */
export async function addReportNote(
  deps: Deps,
  landlordId: number,
  reportId: number,
  input: { body: string; photo: Express.Multer.File | undefined },
): Promise<ReportNoteRow> {
  const id = await ownedReportId(deps, landlordId, reportId);
  if (!input.body && !input.photo) {
    throw new AppError(400, ERROR_CODES.validation, REPORT_NOTE_MESSAGES.noteRequired, {
      errors: { body: [REPORT_NOTE_MESSAGES.noteRequired] },
    });
  }
  let photoKey: string | null = null;
  if (input.photo) {
    const webp = await toWebp(input.photo);
    photoKey = `report-photos/${randomUUID()}.webp`;
    await deps.storage.put(photoKey, webp, 'image/webp');
  }
  try {
    const note = await deps.db.reportNote.create({
      data: { reportId: id, body: input.body, photoKey, enteredByMemberId: actingMemberId() },
      select: noteSelect,
    });
    return toRow(note);
  } catch (err) {
    if (photoKey) await deps.storage.remove(photoKey).catch(() => undefined);
    throw err;
  }
}

/** GET reports/{id}/notes/{noteId}/photo/: the WebP bytes of the landlord's own note's photo. */
export async function readReportNotePhoto(
  deps: Deps,
  landlordId: number,
  reportId: number,
  noteId: number,
): Promise<Buffer> {
  const note = await deps.db.reportNote.findFirst({
    where: { id: noteId, reportId, report: { landlordId } },
    select: { photoKey: true },
  });
  if (!note?.photoKey) throw notFound();
  const bytes = await deps.storage.get(note.photoKey);
  if (!bytes) throw notFound();
  return bytes;
}
