import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MessageTemplate } from '../types';
import { tenantKeys } from './keys';

/** GET /api/communication/message-templates/ (the five templates of seed 001 section 9). */
export function getMessageTemplates(): Promise<MessageTemplate[]> {
  return api.get<MessageTemplate[]>('/communication/message-templates/');
}

export function useMessageTemplates() {
  return useQuery({
    queryKey: tenantKeys.templates(),
    queryFn: getMessageTemplates,
    staleTime: Infinity,
  });
}
