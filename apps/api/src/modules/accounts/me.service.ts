import { DEFAULT_LANGUAGE, type CurrentUnit, type Me } from '@pango/shared';
import { adminRoleOf, signedInUserId, type Actor } from '../../lib/auth.js';
import { nowOf, type Deps } from '../../lib/deps.js';
import { notFound } from '../../lib/errors.js';
import { rentAccountOf, tenancySelect, type Tenancy } from '../ledger/rent-account.service.js';

/**
 * GET /accounts/me/: the user object of seed 000 section 3, with current_unit for tenants. A team
 * member (issue 23) is shown their own account, their role and properties, and the owner's code.
 */
export async function getMe(deps: Deps, actor: Actor): Promise<Me> {
  const userId = signedInUserId(actor);
  const user = await deps.db.user.findUnique({
    where: { id: userId },
    select: {
      id: true,
      email: true,
      role: true,
      fullName: true,
      phoneNumber: true,
      landlordProfile: { select: { landlordCode: true } },
      teamMembership: {
        select: { landlord: { select: { landlordProfile: { select: { landlordCode: true } } } } },
      },
      tenantProfile: {
        select: {
          language: true,
          landlord: {
            select: {
              landlordProfile: { select: { landlordCode: true } },
              mpesaC2bSetting: { select: { shortcode: true, shortcodeType: true } },
            },
          },
        },
      },
      // The account number a tenant pays their rent to by M-Pesa (issue 19), same statement.
      tenantTenancies: {
        where: { status: { in: ['active', 'notice'] } },
        select: { paymentAccountNumber: true },
        take: 1,
      },
      // A tenant's unit and ledger rows come in the same statement (issue 12: /me is read on
      // every page load, and each statement costs more than the work on its rows).
      currentUnit: { select: tenancySelect(userId) },
    },
  });
  if (!user) throw notFound('User not found.');
  const [firstName = '', ...rest] = user.fullName.trim().split(/\s+/);
  const landlordCode =
    user.landlordProfile?.landlordCode ??
    user.teamMembership?.landlord.landlordProfile?.landlordCode ??
    user.tenantProfile?.landlord.landlordProfile?.landlordCode ??
    null;
  const paybill = user.tenantProfile?.landlord.mpesaC2bSetting ?? null;
  const teamRole = adminRoleOf(actor);
  return {
    id: user.id,
    email: user.email,
    user_type: user.role,
    is_landlord: user.role === 'landlord',
    is_tenant: user.role === 'tenant',
    full_name: user.fullName,
    first_name: firstName,
    last_name: rest.join(' '),
    phone_number: user.phoneNumber,
    landlord_code: landlordCode,
    current_unit: user.role === 'tenant' ? currentUnitOf(user.currentUnit, nowOf(deps)) : null,
    payment_account_number: user.tenantTenancies[0]?.paymentAccountNumber ?? null,
    mpesa_paybill: paybill
      ? {
          shortcode: paybill.shortcode,
          shortcode_type: paybill.shortcodeType as 'paybill' | 'till',
        }
      : null,
    ...(user.role === 'tenant'
      ? { language: user.tenantProfile?.language ?? DEFAULT_LANGUAGE }
      : {}),
    ...(teamRole ? { team_role: teamRole, property_ids: actor.member?.propertyIds ?? [] } : {}),
  };
}

// Rent figures come from the ledger module, the one place rent rules live
// (docs/decisions/012-rent-ledger.md). rent_due_date is the next due date: null when the tenancy
// has no anchor (no rent due date and no move-in date), which also means no charges are posted.
function currentUnitOf(tenancy: Tenancy | null, now: Date): CurrentUnit | null {
  const account = rentAccountOf(tenancy, now);
  if (!account.unit || account.rent_status === 'no_unit') return null;
  return {
    id: account.unit.id,
    unit_number: account.unit.unit_number,
    rent: account.monthly_rent,
    rent_remaining: account.rent_due,
    rent_status: account.rent_status,
    rent_due_date: account.next_due_date,
    property_name: account.unit.property_name,
    property_id: account.unit.property_id,
  };
}
