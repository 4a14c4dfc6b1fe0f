import type { Request, RequestHandler } from 'express';
import { can, type Permission } from '@pango/shared';
import { actorOf, adminRoleOf, type Actor } from './auth.js';
import type { Deps } from './deps.js';
import { forbidden, notFound } from './errors.js';
import { propertyScope } from './property-scope.js';

// How a landlord route enforces a team member's role and properties (issue 23, ADR 038). Every
// landlord route names one permission (requirePermission in lib/auth.ts, or landlordNeeds below
// for routes a tenant calls too); a route reading or writing one row by id checks the row's
// property with rowInScope; lists filter on scopedPropertyFilter; landlord-wide routes that cannot
// be cut to some properties refuse a member limited to chosen ones (allPropertiesOnly). None of it
// costs a query for the owner or for a member of all properties.

/** A route both tenants and landlords call: tenants pass (their service checks them). */
export function landlordNeeds(permission: Permission): RequestHandler {
  return (_req, res, next) => {
    const actor = actorOf(res);
    if (actor.role === 'landlord' && !can(adminRoleOf(actor), permission)) throw forbidden();
    next();
  };
}

/** Landlord-wide figures or settings: 403 for a member limited to chosen properties. */
export function allPropertiesOnly(): RequestHandler {
  return (_req, res, next) => {
    if (propertyScope(actorOf(res))) throw forbidden();
    next();
  };
}

/**
 * A list's property filter for this actor: the asked property (404 when outside the member's
 * properties, as another landlord's is), else the member's properties, else undefined (all).
 */
export function scopedPropertyFilter(
  actor: Actor,
  propertyId: number | undefined,
): number | number[] | undefined {
  const scope = propertyScope(actor);
  if (!scope) return propertyId;
  if (propertyId === undefined) return scope;
  if (!scope.includes(propertyId)) throw notFound();
  return propertyId;
}

/** A Prisma condition on a property id column for scopedPropertyFilter's answer. */
export const propertyIn = (filter: number | number[]) =>
  Array.isArray(filter) ? { in: filter } : filter;

/** What a path or body id names; each kind answers the properties its row lies on. */
export type ScopedKind =
  | 'property'
  | 'unit'
  | 'unitType'
  | 'tenant'
  | 'tenancy'
  | 'application'
  | 'report'
  | 'meterReading'
  | 'propertyPhoto'
  | 'enquiry'
  | 'payment'
  | 'invoice';

async function propertyOf(
  db: Deps['db'],
  landlordId: number,
  kind: ScopedKind,
  id: number,
  scope: number[],
): Promise<boolean> {
  const inScope = { in: scope };
  switch (kind) {
    case 'property':
      return scope.includes(id);
    case 'unit':
      return (await db.unit.count({ where: { id, landlordId, propertyId: inScope } })) > 0;
    case 'unitType':
      // A landlord-wide type (no property) reaches every property: not one member's to change.
      return (await db.unitType.count({ where: { id, landlordId, propertyId: inScope } })) > 0;
    case 'tenancy':
      return (
        (await db.tenancy.count({ where: { id, landlordId, unit: { propertyId: inScope } } })) > 0
      );
    case 'application':
      return (
        (await db.tenantApplication.count({
          where: { id, landlordId, unit: { propertyId: inScope } },
        })) > 0
      );
    case 'report':
      return (await db.report.count({ where: { id, landlordId, propertyId: inScope } })) > 0;
    case 'meterReading':
      return (
        (await db.meterReading.count({
          where: { id, unit: { landlordId, propertyId: inScope } },
        })) > 0
      );
    case 'propertyPhoto':
      return (
        (await db.propertyImage.count({
          where: { id, propertyId: inScope, property: { landlordId } },
        })) > 0
      );
    case 'enquiry':
      return (await db.enquiry.count({ where: { id, landlordId, propertyId: inScope } })) > 0;
    case 'payment': {
      // A payment not yet tied to a unit belongs where its tenant does.
      const payment = await db.payment.findFirst({
        where: { id, landlordId },
        select: { tenantId: true, unit: { select: { propertyId: true } } },
      });
      if (!payment) return false;
      if (payment.unit) return scope.includes(payment.unit.propertyId);
      return payment.tenantId !== null
        ? propertyOf(db, landlordId, 'tenant', payment.tenantId, scope)
        : false;
    }
    case 'invoice':
      return (await db.invoice.count({ where: { id, landlordId, propertyId: inScope } })) > 0;
    case 'tenant': {
      // The tenant lives, lived or applied on one of the member's properties.
      const [housed, tenancies, applications] = await Promise.all([
        db.unit.count({ where: { currentTenantId: id, landlordId, propertyId: inScope } }),
        db.tenancy.count({ where: { tenantId: id, landlordId, unit: { propertyId: inScope } } }),
        db.tenantApplication.count({
          where: { tenantId: id, landlordId, unit: { propertyId: inScope } },
        }),
      ]);
      return housed + tenancies + applications > 0;
    }
  }
}

const asId = (value: unknown): number | null => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
};

/**
 * For a member limited to chosen properties, the row(s) `idsOf` names must lie on them: anything
 * else answers 404 as if it did not exist (the service would say the same of another landlord's
 * row). Ids that are not ids pass on to the route's own validation.
 */
export function rowInScope(
  deps: Deps,
  kind: ScopedKind,
  idsOf: (req: Request) => unknown,
  options: { required?: boolean } = {},
): RequestHandler {
  return async (req, res, next) => {
    const actor = actorOf(res);
    const scope = actor.role === 'landlord' ? propertyScope(actor) : null;
    if (!scope) return next();
    const raw = idsOf(req);
    // Nothing named where something must be: for this member the row would reach every property.
    if (options.required && (raw === undefined || raw === null || raw === '')) throw notFound();
    const ids = (Array.isArray(raw) ? raw : [raw]).map(asId).filter((id) => id !== null);
    for (const id of ids) {
      if (!(await propertyOf(deps.db, actor.userId, kind, id, scope))) throw notFound();
    }
    next();
  };
}

/** The path's `:name` parameter, for rowInScope. */
export const param =
  (name = 'id') =>
  (req: Request): unknown =>
    req.params[name];
/** The body's field, for rowInScope. */
export const bodyField =
  (name: string) =>
  (req: Request): unknown =>
    (req.body as Record<string, unknown> | undefined)?.[name];
/** The query's field, for rowInScope (an empty value means none). */
export const queryField =
  (name: string) =>
  (req: Request): unknown =>
    req.query[name] || undefined;

// What a role without money.read or tenants.private must not be shown (issue 23 item 2: a
// caretaker sees units and tenants' names and phone numbers, no rent figures, balances, payments,
// documents or ID numbers). Matched on the words of a snake_case key, so a new money field
// (monthly_rent, deposit_held, rent_due_date …) is hidden by default.
const MONEY_WORDS = new Set([
  'rent',
  'rents',
  'deposit',
  'deposits',
  'balance',
  'balances',
  'amount',
  'amounts',
  'arrears',
  'revenue',
  'paid',
  'unpaid',
  'owing',
  'outstanding',
  'fee',
  'fees',
  'price',
  'payment',
  'payments',
  'credit',
  'debit',
  'invoice',
  'invoices',
  'receipt',
  'receipts',
  'transaction',
  'transactions',
  'due',
  'collected',
  'refund',
  'held',
]);
const PRIVATE_WORDS = ['national_id', 'id_document', 'documents', 'emergency_contact', 'id_number'];

export const isMoneyKey = (key: string): boolean =>
  key
    .toLowerCase()
    .split('_')
    .some((word) => MONEY_WORDS.has(word));
export const isPrivateKey = (key: string): boolean =>
  PRIVATE_WORDS.some((words) => key.toLowerCase().includes(words));

function strip(value: unknown, hide: (key: string) => boolean): unknown {
  if (Array.isArray(value)) return value.map((v) => strip(v, hide));
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) if (!hide(key)) out[key] = strip(v, hide);
  return out;
}

/**
 * A response body as this actor may see it: without money keys unless money.read, without ID
 * numbers and documents unless tenants.private. The owner's body is returned as it is.
 */
export function visibleTo<T>(actor: Actor, body: T): T {
  const role = adminRoleOf(actor);
  if (!role) return body;
  const money = can(role, 'money.read');
  const privateData = can(role, 'tenants.private');
  if (money && privateData) return body;
  return strip(
    body,
    (key) => (!money && isMoneyKey(key)) || (!privateData && isPrivateKey(key)),
  ) as T;
}
