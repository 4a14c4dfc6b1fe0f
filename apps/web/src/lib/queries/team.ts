import type {
  TeamInvitationInput,
  TeamList,
  TeamMember,
  TeamMemberUpdateInput,
} from '@pango/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidate } from './invalidate';

// A landlord's team (issue 23): Settings → Team and the activity log's member filter read one list.

export const teamKeys = { all: ['accounts', 'team'] as const };

/** GET /api/accounts/team/: members and pending invitations, with the plan's limit. */
export const teamQuery = () =>
  queryOptions({
    queryKey: teamKeys.all,
    queryFn: () => api.get<TeamList>('/accounts/team/'),
  });

export function useTeam(enabled = true) {
  return useQuery({ ...teamQuery(), enabled });
}

/**
 * Every team change moves the list (and its "3 of 5"); the activity log records each one
 * (['accounts', 'audit-log'], the settings screen's key).
 */
export const teamChangeInvalidates = [teamKeys.all, ['accounts', 'audit-log']] as const;

/** POST /api/accounts/team/invitations/ */
export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TeamInvitationInput) =>
      api.post<TeamMember>('/accounts/team/invitations/', body),
    onSuccess: () => invalidate(queryClient, teamChangeInvalidates),
  });
}

/** PATCH /api/accounts/team/{id}/: role, properties or status (suspend / reactivate). */
export function useUpdateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: TeamMemberUpdateInput & { id: number }) =>
      api.patch<TeamMember>(`/accounts/team/${id}/`, body),
    onSuccess: () => invalidate(queryClient, teamChangeInvalidates),
  });
}

/** DELETE /api/accounts/team/{id}/: a member or a pending invitation. */
export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`/accounts/team/${id}/`),
    onSuccess: () => invalidate(queryClient, teamChangeInvalidates),
  });
}
