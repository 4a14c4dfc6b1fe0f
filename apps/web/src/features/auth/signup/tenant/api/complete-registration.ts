import type { TenantRegistrationResult } from '@pango/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getLanguage } from '@/lib/i18n/language';
import type { TenantSignupDraft } from '../tenant-signup-values';

export const COMPLETE_PATH = '/accounts/tenant/register/complete/';

export type CompleteRegistrationInput = {
  sessionId: string;
  values: TenantSignupDraft;
  password: string;
  idDocument: File | null;
};

/** The multipart body of seed 000 section 7 (booleans as 'true' / 'false'). */
export function registrationForm({
  sessionId,
  values,
  password,
  idDocument,
}: CompleteRegistrationInput): FormData {
  const isLivingThere = values.already_living_in_property === true;
  const form = new FormData();
  form.append('session_id', sessionId);
  form.append('full_name', values.full_name ?? '');
  form.append('email', values.email ?? '');
  form.append('password', password);
  form.append('phone_number', values.phone_number ?? '');
  form.append('national_id', values.national_id ?? '');
  form.append('emergency_contact', values.emergency_contact ?? '');
  form.append('landlord_code', values.landlord_code ?? '');
  form.append('unit_code', values.unit_code ?? '');
  form.append('already_living_in_property', String(isLivingThere));
  form.append('requires_deposit', String(!isLivingThere));
  // A chosen file wins over the "later" box.
  form.append('upload_id_later', String(!idDocument && values.upload_id_later === true));
  // The language the applicant signs up in: their screens, emails and SMS (issue 25 item 6).
  form.append('language', getLanguage());
  if (idDocument) form.append('id_document', idDocument, idDocument.name);
  return form;
}

/** POST /api/accounts/tenant/register/complete/ as multipart (the client leaves the type to fetch). */
export function completeRegistration(
  input: CompleteRegistrationInput,
): Promise<TenantRegistrationResult> {
  return api.post<TenantRegistrationResult>(COMPLETE_PATH, registrationForm(input), {
    auth: false,
  });
}

export function useCompleteRegistration() {
  return useMutation({ mutationFn: completeRegistration });
}
