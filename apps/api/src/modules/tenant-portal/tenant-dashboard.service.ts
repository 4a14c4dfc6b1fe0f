import type { TenantDashboard } from '@pango/shared';
import { nowOf, type Deps } from '../../lib/deps.js';
import { notFound } from '../../lib/errors.js';
import { reportSelect, toReportRow } from '../communication/reports.service.js';
import { getRentAccount } from '../ledger/rent-account.service.js';
import { getTenantTenancyAndDeposit } from '../tenancies/deposits.service.js';
import { isoDate } from './tenant-settings.service.js';

/** The dashboard's "My Reports" shows the newest few; the full list is GET /communication/reports/. */
export const DASHBOARD_REPORTS = 5;

/**
 * GET /accounts/tenant/dashboard/: everything the tenant's home screen shows in one answer. Four
 * independent reads run side by side; the rent figures come from the ledger, never the browser.
 */
export async function getTenantDashboard(deps: Deps, tenantId: number): Promise<TenantDashboard> {
  const [user, rent, reports, { tenancy, deposit }] = await Promise.all([
    deps.db.user.findFirst({
      where: { id: tenantId, role: 'tenant' },
      select: {
        id: true,
        fullName: true,
        email: true,
        phoneNumber: true,
        tenantProfile: {
          select: {
            bookingId: true,
            moveInDate: true,
            phoneNumber: true,
            landlord: { select: { fullName: true, email: true, phoneNumber: true } },
          },
        },
        currentUnit: {
          select: {
            id: true,
            unitNumber: true,
            roomType: true,
            property: { select: { name: true, address: true } },
          },
        },
        // Joined into the same statement: an ex-tenant's /tenant shows their last tenancy's record.
        tenantTenancies: {
          where: { status: 'ended' },
          orderBy: [{ endDate: 'desc' }, { id: 'desc' }],
          take: 1,
          select: { id: true },
        },
      },
    }),
    getRentAccount(deps.db, tenantId, nowOf(deps)),
    deps.db.report.findMany({
      where: { tenantId },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: DASHBOARD_REPORTS,
      select: reportSelect,
    }),
    getTenantTenancyAndDeposit(deps, tenantId),
  ]);
  const profile = user?.tenantProfile;
  if (!user || !profile) throw notFound();
  const unit = user.currentUnit;
  return {
    tenant: {
      id: user.id,
      full_name: user.fullName,
      email: user.email,
      phone_number: profile.phoneNumber || user.phoneNumber || '',
      booking_id: profile.bookingId,
      move_in_date: profile.moveInDate ? isoDate(profile.moveInDate) : null,
    },
    unit: unit
      ? {
          id: unit.id,
          unit_number: unit.unitNumber,
          room_type: unit.roomType,
          property_name: unit.property.name,
          property_address: unit.property.address,
        }
      : null,
    rent,
    deposit,
    landlord: {
      full_name: profile.landlord.fullName,
      email: profile.landlord.email,
      phone_number: profile.landlord.phoneNumber ?? '',
    },
    reports: reports.map(toReportRow),
    tenancy,
    ended_tenancy_id: unit ? null : (user.tenantTenancies[0]?.id ?? null),
  };
}
