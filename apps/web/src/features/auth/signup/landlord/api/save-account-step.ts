import type { LandlordAccountFormSchema, RegistrationStepResult } from '@pango/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type LandlordAccountForm = z.output<typeof LandlordAccountFormSchema>;

export const ACCOUNT_STEP_PATH = '/accounts/landlord/register/step/2/';

export type SaveAccountStepInput = { sessionId: string; values: LandlordAccountForm };

/** POST step 2: the server checks the fields and that the email is free (the spec calls the
 *  national ID government_id here). */
export function saveAccountStep({ sessionId, values }: SaveAccountStepInput) {
  const { national_id, confirm_password: _confirm, ...account } = values;
  return api.post<RegistrationStepResult>(
    ACCOUNT_STEP_PATH,
    { session_id: sessionId, government_id: national_id, ...account },
    { auth: false },
  );
}

export function useSaveAccountStep() {
  return useMutation({ mutationFn: saveAccountStep });
}
