import express, { type RequestHandler, type Router } from 'express';
import multer from 'multer';
import { MPESA_IMPORT_MAX_BYTES } from '@pango/shared';
import { actorOf, requireAuth, requirePermission, requireRole } from '../../../lib/auth.js';
import type { Deps } from '../../../lib/deps.js';
import { allPropertiesOnly } from '../../../lib/route-access.js';
import { requireActiveSubscription } from '../../subscriptions/subscriptions.service.js';
import { importFileTooLarge } from './mpesa-import-parse.js';
import { importMpesaTransactions } from './mpesa-import.service.js';

// POST /api/payments/mpesa/import/: { text } (pasted M-Pesa messages) or multipart `file` (an
// M-Pesa statement CSV, or a .txt of messages), at most 2 MB either way (413 beyond).

export const MPESA_IMPORT_PATH = '/api/payments/mpesa/import';

/** Mounted before the app's 1 MB JSON parser: a pasted text may be up to 2 MB. */
export const mpesaImportJson: RequestHandler = express.json({ limit: MPESA_IMPORT_MAX_BYTES });

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MPESA_IMPORT_MAX_BYTES, files: 1, fields: 5 },
}).single('file');

const importUpload: RequestHandler = (req, res, next) => {
  upload(req, res, (err?: unknown) => {
    if (err instanceof multer.MulterError && err.code === 'LIMIT_FILE_SIZE')
      return next(importFileTooLarge());
    next(err);
  });
};

export function mpesaImportRoutes(router: Router, deps: Deps): void {
  const landlord = [
    requireAuth(deps.env.JWT_SECRET),
    requireRole('landlord'),
    requireActiveSubscription(deps),
    // Matched against any tenant of the account (issue 23, ADR 038).
    requirePermission('payments.record'),
    allPropertiesOnly(),
  ];
  router.post('/mpesa/import/', ...landlord, importUpload, async (req, res) => {
    res.json(
      await importMpesaTransactions(deps, actorOf(res).userId, { body: req.body, file: req.file }),
    );
  });
}
