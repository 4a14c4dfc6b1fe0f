import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { Router, type Response } from 'express';
import { z } from 'zod';
import { ExpenseInputSchema, ExpenseListQuerySchema, idSchema } from '@pango/shared';
import { actorOf, requireAuth, requirePermission, requireRole } from '../../lib/auth.js';
import type { Deps } from '../../lib/deps.js';
import { propertyScope } from '../../lib/property-scope.js';
import {
  attachExpenseReceipt,
  readExpenseReceipt,
  receiptUpload,
} from './expense-receipt.service.js';
import { EXPENSE_CSV_COLUMNS, prepareExpensesCsv } from './expenses-csv.service.js';
import {
  createExpense,
  deleteExpense,
  listExpenses,
  updateExpense,
  type ExpenseActor,
} from './expenses.service.js';

/*
 * /api/accounts/expenses (issue 24 item 3, ADR 040). Landlord and team: money.read reads,
 * expenses.write records, edits, deletes and attaches receipts; exports.csv downloads. Another
 * landlord's expense, property or unit → 404 (a member's properties likewise); bad input → 400
 * with field errors and nothing written.
 * - GET  expenses/?property_id=&category=&from=&to=&page=&page_size= → ExpenseList
 * - GET  expenses/csv/?(same filters) → text/csv
 * - POST expenses/ {property_id, unit_id?, category, amount, incurred_on, note?} → 201 ExpenseRead
 * - PUT  expenses/{id}/ (same body) → ExpenseRead;  DELETE expenses/{id}/ → 204
 * - PUT  expenses/{id}/receipt/ (multipart `receipt`: PDF, JPEG or PNG ≤ 5 MB); GET → the file
 */
const IdParamSchema = z.object({ id: idSchema() });

export function expensesRouter(deps: Deps): Router {
  const router = Router();
  const landlord = [requireAuth(deps.env.JWT_SECRET), requireRole('landlord')];
  const read = [...landlord, requirePermission('money.read')];
  const write = [...landlord, requirePermission('expenses.write')];
  const who = (res: Response): ExpenseActor => {
    const actor = actorOf(res);
    return { landlordId: actor.userId, scope: propertyScope(actor) };
  };
  const idOf = (params: unknown) => IdParamSchema.parse(params).id;

  router.get('/expenses/', ...read, async (req, res) => {
    const query = ExpenseListQuerySchema.parse(req.query);
    res.json(await listExpenses(deps, who(res), query));
  });
  router.get('/expenses/csv/', ...read, requirePermission('exports.csv'), async (req, res) => {
    const query = ExpenseListQuerySchema.parse(req.query);
    const csv = await prepareExpensesCsv(deps, who(res), query);
    res.attachment(csv.filename);
    res.type('text/csv; charset=utf-8');
    const columns = EXPENSE_CSV_COLUMNS.map((c) => ({ key: c.key, header: c.header }));
    await pipeline(Readable.from(csv.records), stringify({ header: true, columns }), res).catch(
      (err: unknown) => deps.logger.warn({ err }, 'expenses CSV stream ended early'),
    );
  });
  router.post('/expenses/', ...write, async (req, res) => {
    const input = ExpenseInputSchema.parse(req.body ?? {});
    res.status(201).json(await createExpense(deps, who(res), input));
  });
  router.put('/expenses/:id/', ...write, async (req, res) => {
    const id = idOf(req.params);
    const input = ExpenseInputSchema.parse(req.body ?? {});
    res.json(await updateExpense(deps, who(res), id, input));
  });
  router.delete('/expenses/:id/', ...write, async (req, res) => {
    await deleteExpense(deps, who(res), idOf(req.params));
    res.status(204).end();
  });
  router.put('/expenses/:id/receipt/', ...write, receiptUpload, async (req, res) => {
    res.json(await attachExpenseReceipt(deps, who(res), idOf(req.params), req.file));
  });
  router.get('/expenses/:id/receipt/', ...read, async (req, res) => {
    const file = await readExpenseReceipt(deps, who(res), idOf(req.params));
    res.setHeader('Cache-Control', 'private, no-store');
    res.attachment(file.name);
    res.type(file.contentType).send(file.bytes);
  });
  return router;
}
