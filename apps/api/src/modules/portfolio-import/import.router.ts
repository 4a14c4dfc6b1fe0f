import { Router, type RequestHandler } from 'express';
import multer from 'multer';
import { z } from 'zod';
import {
  ERROR_CODES,
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  IMPORT_TEMPLATE_ROWS,
  ImportCommitInputSchema,
} from '@pango/shared';
import { actorOf, requireAuth, requirePermission, requireRole } from '../../lib/auth.js';
import type { Deps } from '../../lib/deps.js';
import { allPropertiesOnly } from '../../lib/route-access.js';
import { AppError } from '../../lib/errors.js';
import { publicOrigin } from '../../lib/public-origin.js';
import { requireActiveSubscription } from '../subscriptions/subscriptions.service.js';
import { importTemplate } from './import-file.js';
import { commitImport } from './import-commit.service.js';
import { previewImport } from './import-preview.service.js';

// /api/accounts/import: the template, a preview of an uploaded file, and its commit (ADR 031).

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: IMPORT_LIMITS.maxBytes, files: 1, fields: 5 },
}).single('file');

const fileUpload: RequestHandler = (req, res, next) => {
  upload(req, res, (err?: unknown) => {
    if (!err) return next();
    if (err instanceof multer.MulterError && err.code === 'LIMIT_FILE_SIZE')
      return next(
        new AppError(413, ERROR_CODES.payloadTooLarge, IMPORT_MESSAGES.fileTooLarge, {
          errors: { file: [IMPORT_MESSAGES.fileTooLarge] },
        }),
      );
    next(
      new AppError(400, ERROR_CODES.validation, IMPORT_MESSAGES.fileUnreadable, {
        errors: { file: [IMPORT_MESSAGES.fileUnreadable] },
      }),
    );
  });
};

const TemplateQuery = z.object({ format: z.enum(['xlsx', 'csv']).default('xlsx') });

export function importRouter(deps: Deps): Router {
  const router = Router();
  // An import creates properties, units and tenants (issue 23, ADR 038).
  const landlord = [
    requireAuth(deps.env.JWT_SECRET),
    requireRole('landlord'),
    requirePermission('properties.write'),
  ];
  const gated = [
    ...landlord,
    requirePermission('tenants.manage'),
    allPropertiesOnly(),
    requireActiveSubscription(deps),
  ];

  router.get('/import/template/', ...landlord, async (req, res) => {
    const { format } = TemplateQuery.parse(req.query);
    const file = await importTemplate(format, IMPORT_TEMPLATE_ROWS);
    res.attachment(`pango-import-template.${format}`);
    res.type(format === 'csv' ? 'text/csv; charset=utf-8' : 'xlsx').send(file);
  });

  router.post('/import/preview/', ...gated, fileUpload, async (req, res) => {
    res.json(await previewImport(deps, actorOf(res).userId, req.file));
  });

  router.post('/import/commit/', ...gated, async (req, res) => {
    const { preview_id } = ImportCommitInputSchema.parse(req.body ?? {});
    res.json(
      await commitImport(deps, actorOf(res).userId, preview_id, publicOrigin(deps.env, req)),
    );
  });

  return router;
}
