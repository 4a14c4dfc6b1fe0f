import type { TenantPersonalStepSchema } from '@pango/shared';
import type { z } from 'zod';

/** Step 2's fields, with the API's wire names. */
export type TenantPersonalValues = Omit<z.output<typeof TenantPersonalStepSchema>, 'session_id'>;

/**
 * Everything the wizard keeps between steps and across a reload (sessionStorage). The password and
 * the ID file are never among them: the file lives in component state only.
 */
export type TenantSignupValues = TenantPersonalValues & {
  landlord_name: string;
  property_id: number | null;
  unit_code: string;
  monthly_rent: number | null;
  deposit_amount: number | null;
  already_living_in_property: boolean;
  upload_id_later: boolean;
  /** The name of the chosen ID file, so a reload can say the file itself was lost. */
  id_document_name: string;
};

export type TenantSignupDraft = Partial<TenantSignupValues>;

export const TENANT_STEPS = [
  'Welcome',
  'Personal info',
  'Property selection',
  'Document upload',
  'Deposit payment',
  'Account security',
] as const;

export const STEP = {
  welcome: 1,
  personal: 2,
  property: 3,
  document: 4,
  deposit: 5,
  security: 6,
} as const;

export { formatKsh } from '@pango/shared';
