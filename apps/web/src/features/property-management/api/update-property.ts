import type { PropertyRead, UpdatePropertySchema } from '@pango/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { invalidate } from '@/lib/queries/invalidate';
import { propertyKeys } from '@/lib/queries/properties';

export type UpdatePropertyInput = z.input<typeof UpdatePropertySchema>;

/** PUT /api/accounts/properties/{id}/ (only the fields sent change). */
export function updateProperty(id: number, input: UpdatePropertyInput): Promise<PropertyRead> {
  return api.put<PropertyRead>(`/accounts/properties/${id}/`, input);
}

/** Every screen's property list and selector read the property from ['properties']. */
export const updatePropertyInvalidates = [propertyKeys.all] as const;

export function useUpdateProperty(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdatePropertyInput) => updateProperty(id, input),
    onSuccess: () => invalidate(queryClient, updatePropertyInvalidates),
  });
}
