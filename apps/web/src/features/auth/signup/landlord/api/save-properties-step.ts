import type { PropertyDraft, RegistrationStepResult } from '@pango/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const PROPERTIES_STEP_PATH = '/accounts/landlord/register/step/3/';

export type SavePropertiesStepInput = { sessionId: string; properties: PropertyDraft[] };

/** POST step 3: answered with the subscription quote for the unit count. */
export function savePropertiesStep({ sessionId, properties }: SavePropertiesStepInput) {
  return api.post<RegistrationStepResult>(
    PROPERTIES_STEP_PATH,
    { session_id: sessionId, properties },
    { auth: false },
  );
}

export function useSavePropertiesStep() {
  return useMutation({ mutationFn: savePropertiesStep });
}
