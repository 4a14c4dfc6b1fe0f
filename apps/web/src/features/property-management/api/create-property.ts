import type { CreatePropertySchema, PropertyRead } from '@pango/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { propertyKeys } from '@/lib/queries/properties';

export type CreatePropertyInput = z.output<typeof CreatePropertySchema>;

/** POST /api/accounts/properties/create/ → 201 PropertyRead. */
export function createProperty(input: CreatePropertyInput): Promise<PropertyRead> {
  return api.post<PropertyRead>('/accounts/properties/create/', input);
}

export function useCreateProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProperty,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: propertyKeys.all }),
  });
}
