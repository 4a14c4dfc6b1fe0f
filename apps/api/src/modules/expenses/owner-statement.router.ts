import { stringify } from 'csv-stringify/sync';
import { Router, type Response } from 'express';
import { z } from 'zod';
import { idSchema, OwnerStatementQuerySchema } from '@pango/shared';
import { actorOf, requireAuth, requirePermission, requireRole } from '../../lib/auth.js';
import type { Deps } from '../../lib/deps.js';
import { propertyScope } from '../../lib/property-scope.js';
import type { ExpenseActor } from './expenses.service.js';
import { emailOwnerStatement, issuerName } from './owner-statement-email.service.js';
import {
  ownerStatementCsvRows,
  ownerStatementFilename,
  renderOwnerStatementPdf,
} from './owner-statement.pdf.js';
import { getOwnerStatement } from './owner-statement.service.js';

/*
 * /api/accounts/properties/{id}/owner-statement/ (issue 24 item 4, ADR 040), ?from=YYYY-MM&to=YYYY-MM
 * (to defaults to from; at most 12 months, none in the future): JSON OwnerStatement, pdf/ and csv/
 * the same figures as files, POST email/ queues it to the property's owner with the PDF attached.
 * money.read (csv/ also exports.csv); another landlord's property or one outside a member's → 404.
 */
const IdParamSchema = z.object({ id: idSchema() });

export function ownerStatementRouter(deps: Deps): Router {
  const router = Router();
  const read = [
    requireAuth(deps.env.JWT_SECRET),
    requireRole('landlord'),
    requirePermission('money.read'),
  ];
  const who = (res: Response): ExpenseActor => {
    const actor = actorOf(res);
    return { landlordId: actor.userId, scope: propertyScope(actor) };
  };
  const parse = (req: { params: unknown; query: unknown }) => ({
    id: IdParamSchema.parse(req.params).id,
    query: OwnerStatementQuerySchema.parse(req.query),
  });
  const base = '/properties/:id/owner-statement';

  router.get(`${base}/`, ...read, async (req, res) => {
    const { id, query } = parse(req);
    res.json(await getOwnerStatement(deps, who(res), id, query));
  });
  router.get(`${base}/pdf/`, ...read, async (req, res) => {
    const { id, query } = parse(req);
    const statement = await getOwnerStatement(deps, who(res), id, query);
    const pdf = await renderOwnerStatementPdf(
      statement,
      await issuerName(deps, who(res).landlordId),
    );
    res.setHeader('Cache-Control', 'private, no-store');
    res.attachment(ownerStatementFilename(statement, 'pdf'));
    res.type('application/pdf').send(pdf);
  });
  router.get(`${base}/csv/`, ...read, requirePermission('exports.csv'), async (req, res) => {
    const { id, query } = parse(req);
    const statement = await getOwnerStatement(deps, who(res), id, query);
    res.setHeader('Cache-Control', 'private, no-store');
    res.attachment(ownerStatementFilename(statement, 'csv'));
    res.type('text/csv; charset=utf-8').send(stringify(ownerStatementCsvRows(statement)));
  });
  router.post(`${base}/email/`, ...read, async (req, res) => {
    const id = IdParamSchema.parse(req.params).id;
    const query = OwnerStatementQuerySchema.parse(req.body ?? {});
    res.json(await emailOwnerStatement(deps, who(res), id, query));
  });
  return router;
}
