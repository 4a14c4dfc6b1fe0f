import { C, landlordOnly, type MatrixEntry } from './access-rules.js';

// Notes and photos on a maintenance report (issue 23): the team reads them with reports.read and
// writes them with reports.update, on the report's property; the tenant does not see them.

export const REPORT_NOTES_ROUTES: Record<string, MatrixEntry> = {
  [`GET ${C}/reports/:id/notes/`]: {
    permission: 'reports.read',
    scope: 'row',
    request: (w) => ({ path: `${C}/reports/${w.report.id}/notes/` }),
    expect: landlordOnly(200, 404),
  },
  // An empty note without a photo: refused once the gates let the request through.
  [`POST ${C}/reports/:id/notes/`]: {
    permission: 'reports.update',
    scope: 'row',
    request: (w) => ({ path: `${C}/reports/${w.report.id}/notes/`, body: {} }),
    expect: landlordOnly(400, 404),
  },
  [`GET ${C}/reports/:id/notes/:noteId/photo/`]: {
    permission: 'reports.read',
    scope: 'row',
    request: (w) => ({
      path: `${C}/reports/${w.report.id}/notes/${w.reportNote.id}/photo/`,
    }),
    expect: landlordOnly(200, 404),
  },
};
