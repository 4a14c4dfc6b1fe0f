import { Router } from 'express';
import { z } from 'zod';
import {
  EnquiryListQuerySchema,
  idSchema,
  PhotoOrderSchema,
  VacancyPageSettingsSchema,
} from '@pango/shared';
import { actorOf, requireAuth, requirePermission, requireRole } from '../../lib/auth.js';
import type { Deps } from '../../lib/deps.js';
import { param, rowInScope, scopedPropertyFilter } from '../../lib/route-access.js';
import { publicOrigin } from '../../lib/public-origin.js';
import { listEnquiries, markEnquiryHandled } from './enquiries.service.js';
import { photoUpload } from '../../lib/photo-upload.js';
import {
  addPropertyPhoto,
  deletePropertyPhoto,
  listPropertyPhotos,
  readOwnedPhoto,
  reorderPropertyPhotos,
} from './property-photos.service.js';
import { getVacancyPage, setVacancyPage } from './vacancy-page.service.js';

/*
 * /api/accounts, landlord only (ADR 032). Another landlord's property, photo or enquiry id is 404.
 * - GET/PUT properties/{id}/vacancy-page/ {enabled} → {property_id, enabled, url}
 * - GET properties/{id}/photos/ → PropertyPhotoRead[]; POST (multipart "photo": JPEG, PNG or WebP,
 *   8 MB) → 201, stored as WebP; 400 wrong type, 413 too large. PUT properties/{id}/photos/order/
 *   {photo_ids}; GET property-photos/{id}/ → image/webp; DELETE property-photos/{id}/ → 204.
 * - GET enquiries/?page=&status=open|handled|all → {count, next_page, results}, newest first;
 *   POST enquiries/{id}/handled/ → EnquiryRead.
 */
const IdParamSchema = z.object({ id: idSchema() });

export function vacancyRouter(deps: Deps): Router {
  const router = Router();
  const landlord = [requireAuth(deps.env.JWT_SECRET), requireRole('landlord')];
  const me = (res: Parameters<typeof actorOf>[0]) => actorOf(res).userId;
  const idOf = (params: unknown) => IdParamSchema.parse(params).id;
  // Issue 23 (ADR 038): each route's permission, and the property its row lies on.
  const read = [...landlord, requirePermission('properties.read')];
  const write = [...landlord, requirePermission('properties.write')];
  const property = rowInScope(deps, 'property', param());
  const photo = rowInScope(deps, 'propertyPhoto', param());

  router.get('/properties/:id/vacancy-page/', ...read, property, async (req, res) => {
    const origin = publicOrigin(deps.env, req);
    res.json(await getVacancyPage(deps, me(res), idOf(req.params), origin));
  });
  router.put('/properties/:id/vacancy-page/', ...write, property, async (req, res) => {
    const id = idOf(req.params);
    const { enabled } = VacancyPageSettingsSchema.parse(req.body ?? {});
    res.json(await setVacancyPage(deps, me(res), id, enabled, publicOrigin(deps.env, req)));
  });

  router.get('/properties/:id/photos/', ...read, property, async (req, res) => {
    res.json(await listPropertyPhotos(deps, me(res), idOf(req.params)));
  });
  router.post('/properties/:id/photos/', ...write, property, photoUpload, async (req, res) => {
    res.status(201).json(await addPropertyPhoto(deps, me(res), idOf(req.params), req.file));
  });
  router.put('/properties/:id/photos/order/', ...write, property, async (req, res) => {
    const id = idOf(req.params);
    const { photo_ids } = PhotoOrderSchema.parse(req.body ?? {});
    res.json(await reorderPropertyPhotos(deps, me(res), id, photo_ids));
  });
  router.get('/property-photos/:id/', ...read, photo, async (req, res) => {
    const bytes = await readOwnedPhoto(deps, me(res), idOf(req.params));
    res.type('image/webp').send(bytes);
  });
  router.delete('/property-photos/:id/', ...write, photo, async (req, res) => {
    await deletePropertyPhoto(deps, me(res), idOf(req.params));
    res.status(204).end();
  });

  router.get('/enquiries/', ...landlord, requirePermission('tenants.read'), async (req, res) => {
    const query = EnquiryListQuerySchema.parse(req.query);
    const scope = scopedPropertyFilter(actorOf(res), undefined);
    res.json(await listEnquiries(deps, me(res), query, scope));
  });
  const handle = [...landlord, requirePermission('tenants.manage')];
  router.post(
    '/enquiries/:id/handled/',
    ...handle,
    rowInScope(deps, 'enquiry', param()),
    async (req, res) => {
      res.json(await markEnquiryHandled(deps, me(res), idOf(req.params)));
    },
  );
  return router;
}
