import { Router } from 'express';
import { z } from 'zod';
import {
  BulkCreateUnitsSchema,
  CreatePropertySchema,
  CreateUnitSchema,
  idSchema,
  optionalIdSchema,
  UnitAvailabilitySchema,
  UnitTypeSchema,
  UpdatePropertySchema,
  UpdateUnitSchema,
} from '@pango/shared';
import { actorOf, requireAuth, requirePermission, requireRole } from '../../lib/auth.js';
import type { Deps } from '../../lib/deps.js';
import {
  allPropertiesOnly,
  bodyField,
  param,
  rowInScope,
  scopedPropertyFilter,
  visibleTo,
} from '../../lib/route-access.js';
import { requireActiveSubscription } from '../subscriptions/subscriptions.service.js';
import {
  createProperty,
  deleteProperty,
  getProperty,
  listProperties,
  updateProperty,
} from './properties.service.js';
import { deleteUnit, setUnitAvailability, updateUnit } from './unit-changes.service.js';
import {
  createUnitType,
  deleteUnitType,
  listUnitTypes,
  updateUnitType,
} from './unit-types.service.js';
import { createUnitsInBulk } from './units-bulk.service.js';
import { createUnit, listUnits } from './units.service.js';

/*
 * What the web helpers can rely on (every route: landlord only; a tenant's token is 403 FORBIDDEN;
 * another landlord's property, unit or type id, in the path or as property_obj / property_id, is
 * 404 NOT_FOUND; bad input is 400 VALIDATION_ERROR {errors: {field: [message]}} and writes nothing):
 * - Lists: ?page= (from 1) & page_size= (default 20, max 100) → {count, next_page, results}.
 *   Properties newest first; units by property, unit number (text order), id. Unit types are a
 *   plain array (at most 200, by name). An empty property_id= means all properties.
 * - Creates of properties and units are subscription-gated: expired → 403 SUBSCRIPTION_REQUIRED.
 *   Plan limits → 403 PLAN_LIMIT_REACHED {upgrade_needed: true, limit, current_count, resource,
 *   requested}; a property's unit_count counts as units it will hold, so it must fit the plan too.
 * - Bulk create (units/bulk-create/): {property_obj, prefix?, start_number, end_number, room_type |
 *   unit_type, rent?, deposit?} → 201 UnitRead[], all or none: 403 plan limit, 409 property full
 *   (with the room left), 400 room type, 400 errors.unit_number naming the numbers already there.
 *   The room left on the plan: GET /accounts/subscription/limits/ (PlanRoom).
 * - Unit create: a full property (its unit_count reached) → 409 CONFLICT with
 *   ADMIN_MESSAGES.propertyFull(max) and no upgrade_needed, so bulk add can tell it from a plan
 *   limit (both should stop the batch). Duplicate number → 400 errors.unit_number unitNumberTaken.
 *   Neither room_type nor unit_type → 400 errors.room_type fillRequiredFields; a unit_type id that
 *   is not the landlord's (for this property or all) → 400 errors.unit_type invalidRoomType.
 * - Property PUT below its units → 400 errors.unit_count unitCountBelowUnits(n); DELETE with an
 *   occupied unit or money rows → 409 propertyInUse.
 * - Unit DELETE → 409 unitOccupied (tenant), unitReserved (pending application) or unitHasRecords
 *   (payments / ledger rows). Availability PATCH with a tenant → 409 availabilityHasTenant.
 * - Unit type name taken (same scope, any case) → 400 errors.name roomTypeNameTaken; DELETE while
 *   a unit uses it → 409 roomTypeInUse. Successful deletes answer 204.
 * - Unit PUT: deposit 0 or '' → the rent; rent_due_date 'YYYY-MM-DD' or null (clears);
 *   unit_type null unlinks the type. A room type's new name is carried to its linked units.
 * - Bodies: PropertyRead, UnitRead (unit_type {id, name} | null, status by the spec's rule),
 *   UnitTypeRead from @pango/shared. Only the two creates are gated; edits and deletes are not.
 */

const IdParamSchema = z.object({ id: idSchema() });
const optionalId = optionalIdSchema();
const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});
const UnitListQuerySchema = PageQuerySchema.extend({ property_id: optionalId });
const UnitTypeListQuerySchema = z.object({ property_id: optionalId });

/** /api/accounts: properties, units, room types (unit types) and unit availability. */
export function propertiesRouter(deps: Deps): Router {
  const router = Router();
  const landlord = [requireAuth(deps.env.JWT_SECRET), requireRole('landlord')];
  // Seed 001 section 4: an expired subscription cannot add properties or units.
  const gated = [...landlord, requireActiveSubscription(deps)];
  const me = (res: Parameters<typeof actorOf>[0]) => actorOf(res).userId;
  // Issue 23 (ADR 038): each route's permission, and the property its row lies on.
  const read = requirePermission('properties.read');
  const write = requirePermission('properties.write');
  const property = rowInScope(deps, 'property', param());
  const unit = rowInScope(deps, 'unit', param());
  const unitType = rowInScope(deps, 'unitType', param());
  // A member limited to chosen properties names one of them (a landlord-wide type reaches all).
  const inPropertyObj = rowInScope(deps, 'property', bodyField('property_obj'), { required: true });
  const inPropertyId = rowInScope(deps, 'property', bodyField('property_id'), { required: true });
  const inNamedProperty = rowInScope(deps, 'property', bodyField('property_id'));
  const idOf = (params: unknown) => IdParamSchema.parse(params).id;

  router.get('/properties/', ...landlord, read, async (req, res) => {
    const scope = scopedPropertyFilter(actorOf(res), undefined);
    res.json(await listProperties(deps, me(res), PageQuerySchema.parse(req.query), scope));
  });
  router.post('/properties/create/', ...gated, write, allPropertiesOnly(), async (req, res) => {
    const input = CreatePropertySchema.parse(req.body ?? {});
    res.status(201).json(await createProperty(deps, me(res), input));
  });
  router.get('/properties/:id/', ...landlord, read, property, async (req, res) => {
    res.json(await getProperty(deps, me(res), idOf(req.params)));
  });
  router.put('/properties/:id/', ...landlord, write, property, async (req, res) => {
    const id = idOf(req.params);
    const input = UpdatePropertySchema.parse(req.body ?? {});
    res.json(await updateProperty(deps, me(res), id, input));
  });
  router.delete(
    '/properties/:id/',
    ...landlord,
    requirePermission('properties.delete'),
    property,
    async (req, res) => {
      await deleteProperty(deps, me(res), idOf(req.params));
      res.status(204).end();
    },
  );

  router.get('/units/', ...landlord, read, async (req, res) => {
    const query = UnitListQuerySchema.parse(req.query);
    const property_id = scopedPropertyFilter(actorOf(res), query.property_id);
    const page = await listUnits(deps, me(res), { ...query, property_id });
    res.json(visibleTo(actorOf(res), page));
  });
  router.post('/units/create/', ...gated, write, inPropertyObj, async (req, res) => {
    const input = CreateUnitSchema.parse(req.body ?? {});
    res.status(201).json(await createUnit(deps, me(res), input));
  });
  router.post('/units/bulk-create/', ...gated, write, inPropertyObj, async (req, res) => {
    const input = BulkCreateUnitsSchema.parse(req.body ?? {});
    res.status(201).json(await createUnitsInBulk(deps, me(res), input));
  });
  router.put('/units/:id/', ...landlord, write, unit, async (req, res) => {
    const id = idOf(req.params);
    const input = UpdateUnitSchema.parse(req.body ?? {});
    res.json(await updateUnit(deps, me(res), id, input));
  });
  router.delete('/units/:id/', ...landlord, write, unit, async (req, res) => {
    await deleteUnit(deps, me(res), idOf(req.params));
    res.status(204).end();
  });
  router.patch('/units/:id/availability/', ...landlord, write, unit, async (req, res) => {
    const id = idOf(req.params);
    const { is_available } = UnitAvailabilitySchema.parse(req.body ?? {});
    res.json(await setUnitAvailability(deps, me(res), id, is_available));
  });

  router.get('/unit-types/', ...landlord, read, async (req, res) => {
    const { property_id } = UnitTypeListQuerySchema.parse(req.query);
    const scope = scopedPropertyFilter(actorOf(res), property_id);
    res.json(visibleTo(actorOf(res), await listUnitTypes(deps, me(res), scope)));
  });
  router.post('/unit-types/', ...landlord, write, inPropertyId, async (req, res) => {
    const input = UnitTypeSchema.parse(req.body ?? {});
    res.status(201).json(await createUnitType(deps, me(res), input));
  });
  router.put(
    '/unit-types/:id/',
    ...landlord,
    write,
    unitType,
    inNamedProperty,
    async (req, res) => {
      const id = idOf(req.params);
      const input = UnitTypeSchema.parse(req.body ?? {});
      res.json(await updateUnitType(deps, me(res), id, input));
    },
  );
  router.delete('/unit-types/:id/', ...landlord, write, unitType, async (req, res) => {
    await deleteUnitType(deps, me(res), idOf(req.params));
    res.status(204).end();
  });

  return router;
}
