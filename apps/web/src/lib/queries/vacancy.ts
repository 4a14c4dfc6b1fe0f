import type { EnquiryPage, EnquiryRead, PropertyPhotoRead, VacancyPageRead } from '@pango/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidate } from './invalidate';
import { propertyKeys } from './properties';

// A property's vacancy page, photos and the enquiries sent from it (ADR 032). One query and one
// key per endpoint; each mutation names the keys it changes.

export const vacancyKeys = {
  page: (propertyId: number) => ['vacancy', 'page', propertyId] as const,
  photos: (propertyId: number) => ['vacancy', 'photos', propertyId] as const,
  enquiriesAll: ['vacancy', 'enquiries'] as const,
  enquiries: (page: number, status: EnquiryStatusFilter) =>
    ['vacancy', 'enquiries', status, page] as const,
};

export type EnquiryStatusFilter = 'open' | 'handled' | 'all';

const propertyPath = (propertyId: number) => `/accounts/properties/${propertyId}`;

/** GET /api/accounts/properties/{id}/vacancy-page/ */
export const vacancyPageQuery = (propertyId: number) =>
  queryOptions({
    queryKey: vacancyKeys.page(propertyId),
    queryFn: () => api.get<VacancyPageRead>(`${propertyPath(propertyId)}/vacancy-page/`),
  });

/** PUT .../vacancy-page/ {enabled}: answers the page, which replaces the cached one. */
export function useSetVacancyPage(propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      api.put<VacancyPageRead>(`${propertyPath(propertyId)}/vacancy-page/`, { enabled }),
    onSuccess: (page) => queryClient.setQueryData(vacancyKeys.page(propertyId), page),
  });
}

/** GET /api/accounts/properties/{id}/photos/ */
export const propertyPhotosQuery = (propertyId: number) =>
  queryOptions({
    queryKey: vacancyKeys.photos(propertyId),
    queryFn: () => api.get<PropertyPhotoRead[]>(`${propertyPath(propertyId)}/photos/`),
  });

// Photo writes change the list here and PropertyRead.images (the gallery) under ['properties'].
const photoWrites = (propertyId: number) => [vacancyKeys.photos(propertyId), propertyKeys.all];

/** POST .../photos/ (multipart "photo"). */
export function useUploadPropertyPhoto(propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('photo', file);
      return api.post<PropertyPhotoRead>(`${propertyPath(propertyId)}/photos/`, form);
    },
    onSuccess: () => invalidate(queryClient, photoWrites(propertyId)),
  });
}

/** PUT .../photos/order/ {photo_ids} */
export function useReorderPropertyPhotos(propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoIds: number[]) =>
      api.put<PropertyPhotoRead[]>(`${propertyPath(propertyId)}/photos/order/`, {
        photo_ids: photoIds,
      }),
    onSuccess: () => invalidate(queryClient, photoWrites(propertyId)),
  });
}

/** DELETE /api/accounts/property-photos/{id}/ */
export function useDeletePropertyPhoto(propertyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photoId: number) => api.delete<void>(`/accounts/property-photos/${photoId}/`),
    onSuccess: () => invalidate(queryClient, photoWrites(propertyId)),
  });
}

/** GET /api/accounts/enquiries/?page=&status= */
export const enquiriesQuery = (page: number, status: EnquiryStatusFilter) =>
  queryOptions({
    queryKey: vacancyKeys.enquiries(page, status),
    queryFn: () => api.get<EnquiryPage>('/accounts/enquiries/', { params: { page, status } }),
  });

/** POST /api/accounts/enquiries/{id}/handled/: every page of the list may show it. */
export function useMarkEnquiryHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<EnquiryRead>(`/accounts/enquiries/${id}/handled/`),
    onSuccess: () => invalidate(queryClient, [vacancyKeys.enquiriesAll]),
  });
}
