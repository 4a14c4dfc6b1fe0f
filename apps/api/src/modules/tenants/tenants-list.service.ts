import { type TenantDetail, type TenantPage } from '@pango/shared';
import { nowOf, type Deps } from '../../lib/deps.js';
import { notFound } from '../../lib/errors.js';
import { readTenantPage, type TenantPageQuery } from './tenant-page.query.js';
import {
  findTenantRow,
  isSeenApplicationStatus,
  UNCONFIRMED_APPLICANT_STATUSES,
} from './tenant-rows.js';
import { findOpenTenancy } from '../tenancies/tenancy-summary.service.js';

// GET /accounts/tenants/ and /:id/: the landlord's tenants, searched and filtered in the
// database, with their rent position from the ledger (the summary: tenant-summary.query.ts).

export async function listTenants(
  deps: Deps,
  landlordId: number,
  query: TenantPageQuery,
): Promise<TenantPage> {
  const { count, rows } = await readTenantPage(deps, landlordId, query);
  const skip = (query.page - 1) * query.page_size;
  return {
    count,
    next_page: skip + rows.length < count ? query.page + 1 : null,
    results: rows,
  };
}

export const idDocumentUrl = (tenantId: number) =>
  `/api/accounts/tenants/${tenantId}/documents/id/`;

export async function getTenantDetail(
  deps: Deps,
  landlordId: number,
  tenantId: number,
): Promise<TenantDetail> {
  const found = await findTenantRow(deps.db, landlordId, tenantId, nowOf(deps));
  if (!found) throw notFound();
  const { row, profile } = found;
  const [application, open] = await Promise.all([
    deps.db.tenantApplication.findFirst({
      where: { tenantId, landlordId, status: { notIn: [...UNCONFIRMED_APPLICANT_STATUSES] } },
      orderBy: [{ appliedAt: 'desc' }, { id: 'desc' }],
      select: {
        id: true,
        status: true,
        appliedAt: true,
        decidedAt: true,
        alreadyLivingInProperty: true,
        depositPaid: true,
      },
    }),
    findOpenTenancy(deps.db, tenantId, landlordId),
  ]);
  return {
    ...row,
    emergency_contact: profile.emergencyContact,
    language: profile.language,
    message_language: profile.messageLanguage,
    payment_account_number: open?.paymentAccountNumber ?? null,
    application:
      application && isSeenApplicationStatus(application.status)
        ? {
            id: application.id,
            status: application.status,
            applied_at: application.appliedAt.toISOString(),
            decided_at: application.decidedAt?.toISOString() ?? null,
            already_living_in_property: application.alreadyLivingInProperty,
            deposit_paid: application.depositPaid,
          }
        : null,
    documents: profile.idDocumentPath
      ? [
          {
            name: profile.idDocumentName ?? 'ID document',
            type: profile.idDocumentType ?? 'application/octet-stream',
            size: profile.idDocumentSize ?? 0,
            // The profile's last change is the closest record of when the file arrived.
            uploaded_at: profile.updatedAt.toISOString(),
            url: idDocumentUrl(tenantId),
          },
        ]
      : [],
    tenancy: open?.summary ?? null,
  };
}
