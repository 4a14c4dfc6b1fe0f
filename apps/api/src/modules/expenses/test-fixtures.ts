import request from 'supertest';
import type { TestContext } from '../../test/context.js';
import { createPropertyWithUnit } from '../../test/factories.js';
import { testAccessToken } from '../../test/sessions.js';
import { housedTenant } from '../communication/test-helpers.js';
import { paidLandlord } from '../ledger/test-helpers.js';

// Shared set-up for the expenses module's API tests (not a test file itself).

export const authOf = (ctx: TestContext, userId: number) =>
  `Bearer ${testAccessToken(ctx.env.JWT_SECRET, userId, 'landlord')}`;

export const api = (ctx: TestContext, userId: number) => {
  const auth = authOf(ctx, userId);
  return {
    get: (path: string) => request(ctx.app).get(`/api/accounts${path}`).set('Authorization', auth),
    post: (path: string, body: object) =>
      request(ctx.app).post(`/api/accounts${path}`).set('Authorization', auth).send(body),
    put: (path: string, body: object) =>
      request(ctx.app).put(`/api/accounts${path}`).set('Authorization', auth).send(body),
    delete: (path: string) =>
      request(ctx.app).delete(`/api/accounts${path}`).set('Authorization', auth),
    auth,
  };
};

/** A landlord with a property holding a housed tenant in A1, and a second, empty property. */
export async function landlordWithProperty(ctx: TestContext) {
  const landlord = await paidLandlord(ctx.db);
  const home = await housedTenant(ctx.db, landlord.id, {
    fullName: 'Wanjiku Kamau',
    propertyName: 'Kilimani Heights',
  });
  const other = await createPropertyWithUnit(ctx.db, landlord.id);
  await ctx.db.property.update({ where: { id: other.property.id }, data: { name: 'Riverside' } });
  return { landlord, ...home, otherProperty: other.property, otherUnit: other.unit };
}

export { binary } from '../../test/binary-body.js';
