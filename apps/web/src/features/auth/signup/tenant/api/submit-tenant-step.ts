import type {
  RegistrationStepResult,
  TenantPersonalStepSchema,
  TenantUnitStepSchema,
} from '@pango/shared';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type PersonalStepBody = z.output<typeof TenantPersonalStepSchema>;
export type UnitStepBody = z.output<typeof TenantUnitStepSchema>;

/** POST /api/accounts/tenant/register/step/2/ (personal info). */
export function submitPersonalStep(body: PersonalStepBody): Promise<RegistrationStepResult> {
  return api.post<RegistrationStepResult>('/accounts/tenant/register/step/2/', body, {
    auth: false,
  });
}

/** POST /api/accounts/tenant/register/step/3/ (the chosen property and room). */
export function submitUnitStep(body: UnitStepBody): Promise<RegistrationStepResult> {
  return api.post<RegistrationStepResult>('/accounts/tenant/register/step/3/', body, {
    auth: false,
  });
}
