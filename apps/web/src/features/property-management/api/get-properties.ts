import type { Page, PropertyRead } from '@pango/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { propertyKeys } from './keys';

export const PROPERTIES_PATH = '/accounts/properties/';
/** The server's largest page: a landlord holds at most 25 properties on any plan but one-time. */
const PAGE_SIZE = 100;

/** GET /api/accounts/properties/ (the landlord's own properties). */
export function getProperties(): Promise<Page<PropertyRead>> {
  return api.get<Page<PropertyRead>>(PROPERTIES_PATH, { params: { page_size: PAGE_SIZE } });
}

export const propertiesQuery = () =>
  queryOptions({ queryKey: propertyKeys.list(), queryFn: getProperties });

export function useProperties() {
  return useQuery(propertiesQuery());
}
