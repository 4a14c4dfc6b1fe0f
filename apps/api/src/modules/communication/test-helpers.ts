import request from 'supertest';
import type { UserType } from '@pango/shared';
import type { Db } from '../../lib/db.js';
import type { TestContext } from '../../test/context.js';
import { createPropertyWithUnit, createTenant } from '../../test/factories.js';
import { bearer } from '../ledger/test-helpers.js';

// Shared set-up for the communication module's API tests (not a test file itself).

export const client = (ctx: TestContext, app: TestContext['app'] = ctx.app) => {
  return (userId: number, role: UserType = 'landlord') => ({
    get: (path: string) =>
      request(app)
        .get(`/api/communication${path}`)
        .set('Authorization', bearer(ctx, userId, role)),
    patch: (path: string, body: unknown) =>
      request(app)
        .patch(`/api/communication${path}`)
        .set('Authorization', bearer(ctx, userId, role))
        .send(body as object),
    post: (path: string, body: unknown) =>
      request(app)
        .post(`/api/communication${path}`)
        .set('Authorization', bearer(ctx, userId, role))
        .send(body as object),
  });
};

/** A tenant living in a new property of the landlord. */
export async function housedTenant(
  db: Db,
  landlordId: number,
  options: { fullName?: string; propertyName?: string; unitNumber?: string; rent?: number } = {},
) {
  const tenant = await createTenant(db, landlordId);
  if (options.fullName)
    await db.user.update({ where: { id: tenant.id }, data: { fullName: options.fullName } });
  const { property, unit } = await createPropertyWithUnit(db, landlordId, {
    tenantId: tenant.id,
    rent: options.rent,
  });
  if (options.propertyName)
    await db.property.update({ where: { id: property.id }, data: { name: options.propertyName } });
  if (options.unitNumber)
    await db.unit.update({ where: { id: unit.id }, data: { unitNumber: options.unitNumber } });
  return { tenant: { ...tenant, fullName: options.fullName ?? tenant.fullName }, property, unit };
}

export async function fileReport(
  db: Db,
  home: { tenantId: number; landlordId: number; unitId: number; propertyId: number },
  data: {
    status?: string;
    category?: string;
    priority?: string;
    title?: string;
    createdAt?: Date;
    resolvedAt?: Date | null;
  } = {},
) {
  return db.report.create({
    data: {
      ...home,
      title: data.title ?? 'Leaking tap',
      category: data.category ?? 'plumbing',
      priority: data.priority ?? 'medium',
      status: data.status ?? 'open',
      description: 'The kitchen tap drips all night.',
      createdAt: data.createdAt,
      resolvedAt: data.resolvedAt ?? null,
    },
  });
}
