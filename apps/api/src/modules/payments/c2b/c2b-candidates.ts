import type { Db, DbTx } from '../../../lib/db.js';
import type { MatchCandidate } from './match.js';

// The landlord's current tenancies as the matcher sees them, in one query whatever their number.

export const OPEN_STATUSES = ['active', 'notice'] as const;

export async function loadCandidates(
  db: Db | DbTx,
  landlordId: number,
): Promise<{ candidates: MatchCandidate[]; allUnitNumbers: string[] }> {
  const [tenancies, units] = await Promise.all([
    db.tenancy.findMany({
      where: { landlordId, status: { in: [...OPEN_STATUSES] } },
      select: {
        id: true,
        paymentAccountNumber: true,
        unit: { select: { unitNumber: true, property: { select: { name: true } } } },
        tenant: {
          select: {
            fullName: true,
            phoneNumber: true,
            tenantProfile: { select: { phoneNumber: true } },
          },
        },
      },
      orderBy: { id: 'asc' },
    }),
    db.unit.findMany({ where: { landlordId }, select: { unitNumber: true } }),
  ]);
  const candidates = tenancies.map((t) => ({
    tenancyId: t.id,
    accountNumber: t.paymentAccountNumber,
    unitNumber: t.unit.unitNumber,
    propertyName: t.unit.property.name,
    tenantName: t.tenant.fullName,
    // Stored canonical (2547… / 2541…, the shared phone rule at input and the 20261128020000
    // migration for older rows): compared as they are. An erased tenant's '' is left out.
    phones: [t.tenant.phoneNumber, t.tenant.tenantProfile?.phoneNumber].filter((p): p is string =>
      Boolean(p),
    ),
  }));
  return { candidates, allUnitNumbers: units.map((u) => u.unitNumber) };
}
