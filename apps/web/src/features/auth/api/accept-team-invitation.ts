import { MESSAGES, TEAM_MESSAGES, type TeamAcceptInput } from '@pango/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { firstMessage, isApiError } from '@/lib/api-error';

export const TEAM_ACCEPT_PATH = '/accounts/team/accept/';

/** POST /api/accounts/team/accept/ { token, password } (public, issue 23). Nothing to invalidate. */
export function acceptTeamInvitation(input: TeamAcceptInput): Promise<unknown> {
  return api.post<unknown>(TEAM_ACCEPT_PATH, input, { auth: false });
}

export function useAcceptTeamInvitation() {
  return useMutation({ mutationFn: acceptTeamInvitation });
}

/** field: the server refused the password itself; link: a used, expired or forged invitation. */
export type AcceptFailure = { kind: 'field' | 'link' | 'form'; message: string };

export function describeAcceptFailure(error: unknown): AcceptFailure {
  if (!isApiError(error) || !error.body || error.status >= 500) {
    return { kind: 'form', message: MESSAGES.genericError };
  }
  const fieldError = firstMessage(error.body.errors?.password);
  if (fieldError) return { kind: 'field', message: fieldError };
  // A used, expired or forged token; anything else (the email taken meanwhile) in its own words.
  if (error.body.errors?.token || error.status !== 409)
    return { kind: 'link', message: TEAM_MESSAGES.invitationInvalid };
  return { kind: 'form', message: firstMessage(error.body.detail) ?? MESSAGES.genericError };
}
