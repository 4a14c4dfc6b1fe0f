import { propertyIn, scopedPropertyFilter } from '../../lib/route-access.js';
import type { OpenReportsPage, OpenReportsQuerySchema } from '@pango/shared';
import type { z } from 'zod';
import type { Actor } from '../../lib/auth.js';
import type { Db } from '../../lib/db.js';
import { openReportFilter } from './open-report-rules.js';

/**
 * GET /communication/reports/open/: open or pending reports, newest first. A landlord sees the
 * reports of their properties, a tenant their own. Polled every 30 s by the bell and the sidebar
 * badge, so it is two queries whatever the number of reports. property_id narrows it the way it
 * narrows the reports list and the dashboard card (one property's count is that property's list).
 */
export async function listOpenReports(
  db: Db,
  actor: Actor,
  page: z.output<typeof OpenReportsQuerySchema>,
): Promise<OpenReportsPage> {
  const owner =
    actor.role === 'landlord' ? { landlordId: actor.userId } : { tenantId: actor.userId };
  // A team member's properties (issue 23); another property of theirs → 404.
  const scoped = scopedPropertyFilter(actor, page.property_id);
  const property = scoped === undefined ? {} : { propertyId: propertyIn(scoped) };
  const where = { ...owner, ...property, ...openReportFilter };
  const [count, rows] = await Promise.all([
    db.report.count({ where }),
    db.report.findMany({
      where,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: (page.page - 1) * page.page_size,
      take: page.page_size,
      select: {
        id: true,
        title: true,
        category: true,
        priority: true,
        status: true,
        createdAt: true,
        propertyId: true,
        tenant: { select: { fullName: true } },
        unit: { select: { unitNumber: true } },
        property: { select: { name: true } },
      },
    }),
  ]);
  return {
    count,
    next_page: page.page * page.page_size < count ? page.page + 1 : null,
    results: rows.map((row) => ({
      id: row.id,
      title: row.title,
      category: row.category,
      priority: row.priority,
      status: row.status,
      created_at: row.createdAt.toISOString(),
      tenant_name: row.tenant.fullName,
      unit_number: row.unit.unitNumber,
      property_name: row.property.name,
      property_id: row.propertyId,
    })),
  };
}
