import type { LandlordRegistrationInput, LandlordRegistrationResult } from '@pango/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const COMPLETE_PATH = '/accounts/landlord/register/complete/';

/** POST complete: creates the account, its properties and the 30-day free trial at once. */
export function completeLandlordRegistration(input: LandlordRegistrationInput) {
  return api.post<LandlordRegistrationResult>(COMPLETE_PATH, input, { auth: false });
}

export function useCompleteLandlordRegistration() {
  return useMutation({ mutationFn: completeLandlordRegistration });
}
