import type { ValidateLandlordResult } from '@pango/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const VALIDATE_LANDLORD_PATH = '/accounts/validate-landlord/';

/** POST /api/accounts/validate-landlord/: the landlord's name and properties with their units. */
export function validateLandlord(landlordCode: string): Promise<ValidateLandlordResult> {
  return api.post<ValidateLandlordResult>(
    VALIDATE_LANDLORD_PATH,
    { landlord_code: landlordCode },
    { auth: false },
  );
}

/**
 * Step 2 fetches it, step 3 reads it from the cache (or refetches it after a reload). Rooms get
 * taken by other tenants, so it is never considered fresh for long.
 */
export function landlordPortfolioQuery(landlordCode: string) {
  return queryOptions({
    queryKey: ['tenant-signup', 'landlord', landlordCode],
    queryFn: () => validateLandlord(landlordCode),
    staleTime: 0,
  });
}
