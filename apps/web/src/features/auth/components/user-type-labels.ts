import type { UserType } from '@pango/shared';

export const USER_TYPE_LABELS: Record<UserType, string> = {
  tenant: 'Tenant',
  landlord: 'Landlord',
};

export const USER_TYPE_OPTIONS = [
  { value: 'tenant', label: USER_TYPE_LABELS.tenant },
  { value: 'landlord', label: USER_TYPE_LABELS.landlord },
] as const satisfies ReadonlyArray<{ value: UserType; label: string }>;
