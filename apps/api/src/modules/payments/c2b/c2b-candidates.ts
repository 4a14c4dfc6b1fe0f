import type { Db, DbTx } from '../../../lib/db.js';
import { toMsisdn, type MatchCandidate } from './match.js';

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
    phones: [t.tenant.phoneNumber, t.tenant.tenantProfile?.phoneNumber]
      .map((p) => (p ? toMsisdn(p) : null))
      .filter((p): p is string => p !== null),
  }));
  return { candidates, allUnitNumbers: units.map((u) => u.unitNumber) };
}
