import type { CreateUnitSchema, UnitRead } from '@pango/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { propertyKeys } from '@/lib/queries/properties';

export type CreateUnitInput = z.input<typeof CreateUnitSchema>;

/** POST /api/accounts/units/create/ → 201 UnitRead. */
export function createUnit(input: CreateUnitInput): Promise<UnitRead> {
  return api.post<UnitRead>('/accounts/units/create/', input);
}

export function useCreateUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUnit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: propertyKeys.all }),
  });
}
