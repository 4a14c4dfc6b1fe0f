import { idSchema, ReportNoteInputSchema } from '@pango/shared';
import { Router } from 'express';
import { z } from 'zod';
import { actorOf, requireAuth, requirePermission, requireRole } from '../../lib/auth.js';
import type { Deps } from '../../lib/deps.js';
import { photoUpload } from '../../lib/photo-upload.js';
import { param, rowInScope } from '../../lib/route-access.js';
import { requireActiveSubscription } from '../subscriptions/subscriptions.service.js';
import { addReportNote, listReportNotes, readReportNotePhoto } from './report-notes.service.js';

const ReportParamSchema = z.object({ id: idSchema() });
const NotePhotoParamSchema = z.object({ id: idSchema(), noteId: idSchema() });

/**
 * Notes and photos on a report (issue 23), for the landlord's team only:
 * - GET reports/{id}/notes/ → { count, results } (reports.read);
 * - POST reports/{id}/notes/ (multipart: `body`, optional `photo`) → 201 the note (reports.update);
 * - GET reports/{id}/notes/{noteId}/photo/ → the photo as WebP (reports.read).
 * A member outside the report's property gets 404, as for another landlord's report.
 */
export function reportNotesRoutes(deps: Deps): Router {
  const router = Router();
  const landlord = [
    requireAuth(deps.env.JWT_SECRET),
    requireRole('landlord'),
    requireActiveSubscription(deps),
  ];
  const report = rowInScope(deps, 'report', param());
  const read = [...landlord, requirePermission('reports.read'), report];
  router.get('/reports/:id/notes/', ...read, async (req, res) => {
    const { id } = ReportParamSchema.parse(req.params);
    res.json(await listReportNotes(deps, actorOf(res).userId, id));
  });
  const write = [...landlord, requirePermission('reports.update'), report, photoUpload];
  router.post('/reports/:id/notes/', ...write, async (req, res) => {
    const { id } = ReportParamSchema.parse(req.params);
    const { body } = ReportNoteInputSchema.parse(req.body ?? {});
    const note = await addReportNote(deps, actorOf(res).userId, id, { body, photo: req.file });
    res.status(201).json(note);
  });
  router.get('/reports/:id/notes/:noteId/photo/', ...read, async (req, res) => {
    const { id, noteId } = NotePhotoParamSchema.parse(req.params);
    const bytes = await readReportNotePhoto(deps, actorOf(res).userId, id, noteId);
    res.setHeader('Cache-Control', 'private, no-store');
    res.type('image/webp').send(bytes);
  });
  return router;
}
