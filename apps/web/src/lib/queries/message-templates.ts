import type { MessageTemplate } from '@pango/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/communication/message-templates/ (seed 001 section 9); they never change at run time. */
export const messageTemplatesQuery = () =>
  queryOptions({
    queryKey: ['communication', 'message-templates'],
    queryFn: () => api.get<MessageTemplate[]>('/communication/message-templates/'),
    staleTime: Infinity,
  });

export function useMessageTemplates(isEnabled = true) {
  return useQuery({ ...messageTemplatesQuery(), enabled: isEnabled });
}
