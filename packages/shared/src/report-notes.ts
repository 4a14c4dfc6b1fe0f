import { z } from 'zod';
import { multilineText } from './text.js';
import type { EnteredBy } from './team.js';

// Notes and photos on a maintenance report (issue 23: a caretaker "updates status, adds a note or
// photo"). Written by the owner or a team member with reports.update on the report's property;
// read by anyone on the team who may read reports. The tenant does not see them.

export const REPORT_NOTE_MAX = 1000;
/** A report's notes are few; the list answers the newest this many, oldest first. */
export const REPORT_NOTES_LIMIT = 50;

export const REPORT_NOTE_MESSAGES = {
  noteRequired: 'Write a note or add a photo.',
  noteTooLong: `Use at most ${REPORT_NOTE_MAX} characters`,
  noteAdded: 'Note added',
  noNotes: 'No notes yet.',
} as const;

/**
 * POST /communication/reports/{id}/notes/ (multipart: `body`, optional `photo`). The body may be
 * empty only when a photo comes with it: the service checks that pair, the schema the text.
 */
export const ReportNoteInputSchema = z.object({
  body: multilineText().max(REPORT_NOTE_MAX, REPORT_NOTE_MESSAGES.noteTooLong).default(''),
});
export type ReportNoteInput = z.input<typeof ReportNoteInputSchema>;

export type ReportNoteRow = {
  id: number;
  report_id: number;
  body: string;
  /** GET path of the photo, or null. */
  photo_url: string | null;
  created_at: string;
  /** The team member who wrote it; null = the owner. */
  entered_by: EnteredBy;
};
export type ReportNotesList = { count: number; results: ReportNoteRow[] };
