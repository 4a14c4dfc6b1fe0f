import type { OwnerStatement, PropertyRead } from '@pango/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidate } from './invalidate';
import { PROPERTIES_PATH, propertyKeys } from './properties';

// The owner statement (issue 24 item 4): one key per property and range under ['owner-statement'];
// expense writes (expenses.ts) and property edits refresh it.

export const ownerStatementPath = (propertyId: number) =>
  `/accounts/properties/${propertyId}/owner-statement/`;

export const ownerStatementKeys = {
  all: ['owner-statement'] as const,
  one: (propertyId: number, from: string, to: string) =>
    ['owner-statement', propertyId, from, to] as const,
};

/** GET /api/accounts/properties/{id}/owner-statement/?from=&to= */
export function ownerStatementQuery(propertyId: number, from: string, to: string) {
  return queryOptions({
    queryKey: ownerStatementKeys.one(propertyId, from, to),
    queryFn: () =>
      api.get<OwnerStatement>(ownerStatementPath(propertyId), { params: { from, to } }),
  });
}

/** POST …/owner-statement/email/: nothing on screen changes, so nothing is invalidated. */
export function useEmailOwnerStatement() {
  return useMutation({
    mutationFn: ({ propertyId, from, to }: { propertyId: number; from: string; to: string }) =>
      api.post<{ detail: string; to: string }>(`${ownerStatementPath(propertyId)}email/`, {
        from,
        to,
      }),
  });
}

/**
 * PUT /api/accounts/properties/{id}/ with the owner's name and email (issue 24): the properties
 * (their owner fields) and the statements (their addressee) are refreshed.
 */
export function useSavePropertyOwner(propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (owner: { owner_name: string; owner_email: string }) =>
      api.put<PropertyRead>(`${PROPERTIES_PATH}${propertyId}/`, owner),
    onSuccess: () => invalidate(queryClient, [propertyKeys.all, ownerStatementKeys.all]),
  });
}
