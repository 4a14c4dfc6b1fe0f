import type { Language, TenantLanguages } from '@pango/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidate } from './invalidate';

// The landlord's choice of the language a tenant's emails and SMS go in (issue 25 item 6, ADR 045).
// It is read with the tenant detail (GET /api/accounts/tenants/{id}/, under ['tenants']).

/** The tenant detail shows the choice; nothing else on the admin side reads it. */
export const setMessageLanguageInvalidates = [['tenants']] as const;

/** PUT /api/accounts/tenants/{id}/message-language/ (null follows the tenant's own language). */
export function useSetTenantMessageLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tenantId, language }: { tenantId: number; language: Language | null }) =>
      api.put<TenantLanguages>(`/accounts/tenants/${tenantId}/message-language/`, {
        message_language: language,
      }),
    onSuccess: () => invalidate(queryClient, setMessageLanguageInvalidates),
  });
}
