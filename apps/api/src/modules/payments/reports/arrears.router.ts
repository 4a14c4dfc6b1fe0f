import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { Router } from 'express';
import { ArrearsQuerySchema, ArrearsRemindSchema, type ArrearsRow } from '@pango/shared';
import { actorOf, requireAuth, requirePermission, requireRole } from '../../../lib/auth.js';
import { safeCsvText } from '../../../lib/csv-export.js';
import type { Deps } from '../../../lib/deps.js';
import { publicOrigin } from '../../../lib/public-origin.js';
import { bodyField, rowInScope } from '../../../lib/route-access.js';
import { requireActiveSubscription } from '../../subscriptions/subscriptions.service.js';
import { remindArrears } from './arrears-remind.service.js';
import { allArrearsRows, getArrearsReport } from './arrears.service.js';

/** The CSV's columns: the screen's, whole KSh. */
export const ARREARS_CSV_COLUMNS: {
  header: string;
  value: (row: ArrearsRow) => string | number;
}[] = [
  { header: 'Tenant', value: (r) => safeCsvText(r.tenant_name) },
  { header: 'Phone', value: (r) => safeCsvText(r.phone_number) },
  { header: 'Property', value: (r) => safeCsvText(r.property_name) },
  { header: 'Unit', value: (r) => safeCsvText(r.unit_number) },
  { header: 'Current (KSh)', value: (r) => r.current },
  { header: '1-30 days (KSh)', value: (r) => r.days_1_30 },
  { header: '31-60 days (KSh)', value: (r) => r.days_31_60 },
  { header: '61-90 days (KSh)', value: (r) => r.days_61_90 },
  { header: '90+ days (KSh)', value: (r) => r.days_90_plus },
  { header: 'Total (KSh)', value: (r) => r.total },
  { header: 'Last payment date', value: (r) => r.last_payment_date ?? '' },
  { header: 'Last payment (KSh)', value: (r) => r.last_payment_amount ?? '' },
];

/** /api/payments/reports/arrears/: the arrears ageing report, its CSV and its reminders. */
export function arrearsRoutes(router: Router, deps: Deps): void {
  const landlord = [
    requireAuth(deps.env.JWT_SECRET),
    requireRole('landlord'),
    requireActiveSubscription(deps),
    // Money: the owner, property managers and accountants; never a caretaker (issue 23).
    requirePermission('money.read'),
  ];

  router.get('/reports/arrears/', ...landlord, async (req, res) => {
    const query = ArrearsQuerySchema.parse(req.query);
    res.json(await getArrearsReport(deps, actorOf(res), query));
  });

  router.get(
    '/reports/arrears/csv/',
    ...landlord,
    requirePermission('exports.csv'),
    async (req, res) => {
      const query = ArrearsQuerySchema.parse(req.query);
      const { asOf, rows } = await allArrearsRows(deps, actorOf(res), query);
      res.attachment(`arrears_${asOf}.csv`);
      res.type('text/csv; charset=utf-8');
      const records = rows.map((row) => ARREARS_CSV_COLUMNS.map((c) => c.value(row)));
      const header = ARREARS_CSV_COLUMNS.map((c) => c.header);
      await pipeline(
        Readable.from(records),
        stringify({ header: true, columns: header }),
        res,
      ).catch((err: unknown) => deps.logger.warn({ err }, 'arrears CSV stream ended early'));
    },
  );

  router.post(
    '/reports/arrears/remind/',
    ...landlord,
    rowInScope(deps, 'tenant', bodyField('tenant_ids')),
    async (req, res) => {
      const input = ArrearsRemindSchema.parse(req.body);
      res.json(await remindArrears(deps, actorOf(res), input, publicOrigin(deps.env, req)));
    },
  );
}
