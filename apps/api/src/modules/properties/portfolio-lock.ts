import type { DbTx } from '../../lib/db.js';
import { notFound } from '../../lib/errors.js';

// Plan limits count every property and unit of a landlord, and a property's capacity counts its
// units: two concurrent creates could both pass a count check. Every write that adds properties or
// units, or lowers a capacity, first takes this per-landlord lock, so the checks that follow see
// the other transaction's rows. A transaction-scoped advisory lock is released by COMMIT or
// ROLLBACK and needs no table of its own. The two-key form keeps this namespace apart.
const PORTFOLIO_LOCK_NAMESPACE = 7_001;

export async function lockLandlordPortfolio(tx: DbTx, landlordId: number): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${PORTFOLIO_LOCK_NAMESPACE}::int, ${landlordId}::int)`;
}

/** Locks the portfolio, then loads the landlord's property (404 when it is someone else's). */
export async function lockOwnedProperty(tx: DbTx, landlordId: number, propertyId: number) {
  await lockLandlordPortfolio(tx, landlordId);
  const property = await tx.property.findFirst({
    where: { id: propertyId, landlordId },
    select: { id: true, unitCount: true, _count: { select: { units: true } } },
  });
  if (!property) throw notFound();
  return { id: property.id, unitCount: property.unitCount, units: property._count.units };
}
