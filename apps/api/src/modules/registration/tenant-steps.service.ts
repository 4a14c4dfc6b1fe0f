import type { z } from 'zod';
import {
  ERROR_CODES,
  MESSAGES,
  type RegistrationStepResult,
  type TenantPersonalStepSchema,
  type TenantUnitStepSchema,
} from '@pango/shared';
import type { Db, DbTx } from '../../lib/db.js';
import { nowOf, type Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { saveDraft } from './registration-drafts.service.js';
import {
  findLandlordByCode,
  isUnitOccupied,
  unitIdOf,
  type LandlordByCode,
} from './validate-landlord.service.js';

// Tenant signup steps 2 and 3 (seed 000 section 2): each is checked against the database and kept
// as a server-side draft; the complete call checks everything again.

type PersonalStep = z.output<typeof TenantPersonalStepSchema>;
type UnitStep = z.output<typeof TenantUnitStepSchema>;

export const landlordCodeUnknown = () =>
  new AppError(400, ERROR_CODES.validation, MESSAGES.landlordNotFound, {
    errors: { landlord_code: [MESSAGES.landlordNotFound] },
  });

export const tenantEmailTaken = () =>
  new AppError(400, ERROR_CODES.validation, MESSAGES.emailTaken, {
    errors: { email: [MESSAGES.emailTaken] },
  });

export const roomUnavailable = () =>
  new AppError(409, ERROR_CODES.unitUnavailable, MESSAGES.roomNoLongerAvailable, {
    errors: { unit_code: [MESSAGES.roomNoLongerAvailable] },
  });

export async function requireLandlord(db: Db | DbTx, code: string): Promise<LandlordByCode> {
  const landlord = await findLandlordByCode(db, code);
  if (!landlord) throw landlordCodeUnknown();
  return landlord;
}

export async function assertTenantEmailFree(db: Db | DbTx, email: string): Promise<void> {
  const user = await db.user.findUnique({ where: { email }, select: { id: true } });
  if (user) throw tenantEmailTaken();
}

export type VacantUnit = {
  id: number;
  unitNumber: string;
  propertyId: number;
  propertyName: string;
  rent: number;
  deposit: number;
};

/**
 * The vacant unit `unitCode` names among the landlord's units (and in `propertyId` when given),
 * else 409 UNIT_UNAVAILABLE. A read only: completing claims the unit atomically.
 */
export async function requireVacantUnit(
  db: Db | DbTx,
  landlordId: number,
  unitCode: string,
  propertyId?: number,
): Promise<VacantUnit> {
  const id = unitIdOf(unitCode);
  if (id === null) throw roomUnavailable();
  const unit = await db.unit.findFirst({
    where: {
      id,
      landlordId,
      ...(propertyId === undefined ? {} : { propertyId }),
    },
    select: {
      id: true,
      unitNumber: true,
      propertyId: true,
      rent: true,
      deposit: true,
      isAvailable: true,
      currentTenantId: true,
      property: { select: { name: true } },
    },
  });
  if (!unit || isUnitOccupied(unit)) throw roomUnavailable();
  return {
    id: unit.id,
    unitNumber: unit.unitNumber,
    propertyId: unit.propertyId,
    propertyName: unit.property.name,
    rent: unit.rent,
    deposit: unit.deposit,
  };
}

/** Step 2: personal info. The landlord ID must exist and the email must not have an account. */
export async function saveTenantPersonalStep(
  deps: Deps,
  input: PersonalStep,
): Promise<RegistrationStepResult> {
  await requireLandlord(deps.db, input.landlord_code);
  await assertTenantEmailFree(deps.db, input.email);
  const { session_id: sessionId, ...data } = input;
  const { expiresAt } = await saveDraft(deps.db, {
    sessionId,
    kind: 'tenant',
    step: 2,
    data,
    now: nowOf(deps),
  });
  return { session_id: sessionId, step: 2, expires_at: expiresAt.toISOString() };
}

/** Step 3: the chosen property and room, which must still be vacant. */
export async function saveTenantUnitStep(
  deps: Deps,
  input: UnitStep,
): Promise<RegistrationStepResult> {
  const landlord = await requireLandlord(deps.db, input.landlord_code);
  const unit = await requireVacantUnit(deps.db, landlord.id, input.unit_code, input.property_id);
  const { expiresAt } = await saveDraft(deps.db, {
    sessionId: input.session_id,
    kind: 'tenant',
    step: 3,
    data: {
      landlord_code: input.landlord_code,
      property_id: unit.propertyId,
      unit_code: input.unit_code,
      monthly_rent: unit.rent,
      deposit_amount: unit.deposit,
    },
    now: nowOf(deps),
  });
  return { session_id: input.session_id, step: 3, expires_at: expiresAt.toISOString() };
}
