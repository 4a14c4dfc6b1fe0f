import { propertyIn } from '../../lib/route-access.js';
import {
  OPEN_REPORT_STATUSES,
  RESOLVED_REPORT_STATUSES,
  type ReportAnalytics,
} from '@pango/shared';
import { Prisma } from '../../generated/prisma/client.js';
import type { Deps } from '../../lib/deps.js';
import { notFound } from '../../lib/errors.js';

type Counted = { _count: { _all: number } };

/**
 * The reports table, schema-qualified: Prisma qualifies its own queries with the configured schema
 * (tests use one per file) but a raw query would otherwise resolve through search_path.
 */
function reportsTable(env: Deps['env']): Prisma.Sql {
  let schema = env.DATABASE_SCHEMA;
  if (!schema) {
    try {
      schema = new URL(env.DATABASE_URL).searchParams.get('schema') ?? undefined;
    } catch {
      schema = undefined;
    }
  }
  return Prisma.raw(`"${(schema ?? 'public').replaceAll('"', '""')}"."reports"`);
}

/** Sums counts whose key differs only in case ("Open" and "open" are one status). */
function mergeByLowerCase<K extends string>(
  rows: (Counted & Record<K, string>)[],
  key: K,
): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const name = row[key].toLowerCase();
    counts.set(name, (counts.get(name) ?? 0) + row._count._all);
  }
  return counts;
}

const sortedEntries = (counts: Map<string, number>) =>
  [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));

/**
 * GET /communication/reports/analytics/: counts by category, priority and status, open and
 * resolved per property, and the mean time to resolve. Counting and averaging happen in the
 * database: five queries whatever the number of reports.
 */
export async function getReportAnalytics(
  deps: Deps,
  landlordId: number,
  /** One property, or a team member's properties (lib/route-access.ts). */
  propertyId: number | number[] | undefined,
): Promise<ReportAnalytics> {
  const db = deps.db;
  const scoped = propertyId === undefined ? undefined : propertyIn(propertyId);
  const where = { landlordId, ...(scoped === undefined ? {} : { propertyId: scoped }) };
  const propertyFilter =
    propertyId === undefined
      ? Prisma.empty
      : Array.isArray(propertyId)
        ? Prisma.sql`AND property_id = ANY(${propertyId}::int[])`
        : Prisma.sql`AND property_id = ${propertyId}`;
  const [properties, byCategory, byPriority, byPropertyStatus, average] = await Promise.all([
    db.property.findMany({
      where: { landlordId, ...(scoped === undefined ? {} : { id: scoped }) },
      orderBy: { name: 'asc' },
      select: { id: true, name: true },
    }),
    db.report.groupBy({ by: ['category'], where, _count: { _all: true } }),
    db.report.groupBy({ by: ['priority'], where, _count: { _all: true } }),
    db.report.groupBy({ by: ['propertyId', 'status'], where, _count: { _all: true } }),
    db.$queryRaw<{ hours: number | null }[]>`
      SELECT (AVG(EXTRACT(EPOCH FROM (resolved_at - created_at))) / 3600)::float8 AS hours
      FROM ${reportsTable(deps.env)}
      WHERE landlord_id = ${landlordId} ${propertyFilter}
        AND resolved_at IS NOT NULL
        AND lower(status) IN (${Prisma.join([...RESOLVED_REPORT_STATUSES])})`,
  ]);
  if (typeof propertyId === 'number' && properties.length === 0)
    throw notFound('Property not found.');

  const perProperty = new Map(
    properties.map((p) => [
      p.id,
      { property_id: p.id, property_name: p.name, open: 0, resolved: 0 },
    ]),
  );
  for (const row of byPropertyStatus) {
    const entry = perProperty.get(row.propertyId);
    const status = row.status.toLowerCase();
    if (!entry) continue;
    if ((OPEN_REPORT_STATUSES as readonly string[]).includes(status)) entry.open += row._count._all;
    if ((RESOLVED_REPORT_STATUSES as readonly string[]).includes(status))
      entry.resolved += row._count._all;
  }
  const hours = average[0]?.hours ?? null;
  return {
    by_category: sortedEntries(mergeByLowerCase(byCategory, 'category')).map(
      ([category, count]) => ({ category, count }),
    ),
    by_priority: sortedEntries(mergeByLowerCase(byPriority, 'priority')).map(
      ([priority, count]) => ({ priority, count }),
    ),
    by_status: sortedEntries(mergeByLowerCase(byPropertyStatus, 'status')).map(
      ([status, count]) => ({ status, count }),
    ),
    per_property: [...perProperty.values()],
    average_resolution_hours: hours === null ? null : Math.round(hours * 10) / 10,
  };
}
