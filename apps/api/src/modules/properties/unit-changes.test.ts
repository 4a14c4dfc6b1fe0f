import { ADMIN_MESSAGES, ERROR_CODES } from '@pango/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../../lib/audit.js';
import { createTestContext, type TestContext } from '../../test/context.js';
import { createTenant } from '../../test/factories.js';
import { as, landlordOn, paymentFor, propertyOf } from './test-fixtures.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function landlordWithUnits(count = 2) {
  const landlord = await landlordOn(ctx);
  const property = await propertyOf(ctx.db, landlord.id, { units: count });
  const units = await ctx.db.unit.findMany({
    where: { propertyId: property.id },
    orderBy: { unitNumber: 'asc' },
  });
  return { landlord, property, units, me: as(ctx, landlord.id) };
}

async function occupy(landlordId: number, unitId: number) {
  const tenant = await createTenant(ctx.db, landlordId);
  await ctx.db.unit.update({
    where: { id: unitId },
    data: { currentTenantId: tenant.id, isAvailable: false },
  });
  return tenant;
}

describe('PUT /api/accounts/units/{id}/', () => {
  it('updates rent, deposit and the rent deadline, auditing before and after', async () => {
    const { units, me } = await landlordWithUnits();
    const unit = units[0]!;
    const res = await me.put(`/units/${unit.id}/`, {
      rent: 9500,
      deposit: 0,
      rent_due_date: '2026-03-05',
      room_type: 'custom-Bedsitter',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      rent: 9500,
      deposit: 9500,
      rent_due_date: '2026-03-05',
      room_type: 'custom-Bedsitter',
    });
    const audit = await ctx.db.auditLog.findFirst({
      where: { action: AUDIT_ACTIONS.unitUpdated, entityId: String(unit.id) },
    });
    expect(audit?.data).toMatchObject({
      before: { rent: 8000, deposit: 8000, rent_due_date: null },
      after: { rent: 9500, deposit: 9500, rent_due_date: '2026-03-05' },
    });
    const cleared = await me.put(`/units/${unit.id}/`, { rent_due_date: null });
    expect(cleared.body).toMatchObject({ rent_due_date: null, rent: 9500 });
  });

  it('refuses bad input, a taken unit number and another landlord’s unit', async () => {
    const { units, me } = await landlordWithUnits();
    const [first, second] = [units[0]!, units[1]!];
    const badDate = await me.put(`/units/${first.id}/`, { rent_due_date: '2026-02-30' });
    expect(badDate.status).toBe(400);
    expect(badDate.body.errors).toEqual({
      rent_due_date: ['Please select a valid rent deadline date.'],
    });
    const badRent = await me.put(`/units/${first.id}/`, { rent: -5 });
    expect(badRent.body.errors).toEqual({ rent: [ADMIN_MESSAGES.fillRequiredFields] });
    const taken = await me.put(`/units/${first.id}/`, { unit_number: second.unitNumber });
    expect(taken.status).toBe(400);
    expect(taken.body.errors).toEqual({ unit_number: [ADMIN_MESSAGES.unitNumberTaken] });
    expect((await me.put(`/units/${first.id}/`, { unit_number: first.unitNumber })).status).toBe(
      200,
    );

    const other = await landlordWithUnits(1);
    const foreign = await me.put(`/units/${other.units[0]!.id}/`, { rent: 1 });
    expect(foreign.status).toBe(404);
    expect((await ctx.db.unit.findUnique({ where: { id: other.units[0]!.id } }))?.rent).toBe(8000);
    expect((await ctx.db.unit.findUnique({ where: { id: first.id } }))?.rent).toBe(8000);
  });
});

describe('PATCH /api/accounts/units/{id}/availability/', () => {
  it('toggles availability, audited, and changes the property figures', async () => {
    const { property, units, me } = await landlordWithUnits();
    const res = await me.patch(`/units/${units[0]!.id}/availability/`, { is_available: false });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ is_available: false, status: 'unavailable' });
    const audit = await ctx.db.auditLog.findFirst({
      where: { action: AUDIT_ACTIONS.unitAvailabilityChanged, entityId: String(units[0]!.id) },
    });
    expect(audit?.data).toEqual({ before: { is_available: true }, after: { is_available: false } });
    const figures = await me.get(`/properties/${property.id}/`);
    expect(figures.body).toMatchObject({ total_units: 2, available_units: 1 });
  });

  it('is refused while a tenant is assigned, and for bad input or foreign units', async () => {
    const { landlord, units, me } = await landlordWithUnits();
    await occupy(landlord.id, units[0]!.id);
    const res = await me.patch(`/units/${units[0]!.id}/availability/`, { is_available: true });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      code: ERROR_CODES.conflict,
      detail: ADMIN_MESSAGES.availabilityHasTenant,
    });
    expect((await me.patch(`/units/${units[1]!.id}/availability/`, {})).status).toBe(400);
    const other = await landlordWithUnits(1);
    const path = `/units/${other.units[0]!.id}/availability/`;
    expect((await me.patch(path, { is_available: false })).status).toBe(404);
    const tenant = await createTenant(ctx.db, landlord.id);
    expect((await as(ctx, tenant.id, 'tenant').patch(path, { is_available: false })).status).toBe(
      403,
    );
  });
});

describe('DELETE /api/accounts/units/{id}/', () => {
  it('refuses while a tenant, a pending application or money rows hold the unit', async () => {
    const { landlord, units, me } = await landlordWithUnits(3);
    await occupy(landlord.id, units[0]!.id);
    const occupied = await me.delete(`/units/${units[0]!.id}/`);
    expect(occupied.status).toBe(409);
    expect(occupied.body.detail).toBe(ADMIN_MESSAGES.unitOccupied);

    const applicant = await createTenant(ctx.db, landlord.id, { approvalStatus: 'pending' });
    await ctx.db.tenantApplication.create({
      data: { tenantId: applicant.id, landlordId: landlord.id, unitId: units[1]!.id },
    });
    await ctx.db.unit.update({ where: { id: units[1]!.id }, data: { isAvailable: false } });
    const reserved = await me.delete(`/units/${units[1]!.id}/`);
    expect(reserved.status).toBe(409);
    expect(reserved.body.detail).toBe(ADMIN_MESSAGES.unitReserved);

    await paymentFor(ctx.db, landlord.id, units[2]!.id);
    const paid = await me.delete(`/units/${units[2]!.id}/`);
    expect(paid.status).toBe(409);
    expect(paid.body.detail).toBe(ADMIN_MESSAGES.unitHasRecords);
    expect(await ctx.db.unit.count({ where: { id: { in: units.map((u) => u.id) } } })).toBe(3);
  });

  it("deletes a free unit (audited) and answers 404 for another landlord's", async () => {
    const { units, me } = await landlordWithUnits(1);
    const other = await landlordWithUnits(1);
    expect((await me.delete(`/units/${other.units[0]!.id}/`)).status).toBe(404);
    expect((await me.delete(`/units/${units[0]!.id}/`)).status).toBe(204);
    expect(await ctx.db.unit.findUnique({ where: { id: units[0]!.id } })).toBeNull();
    expect(
      await ctx.db.auditLog.count({
        where: { action: AUDIT_ACTIONS.unitDeleted, entityId: String(units[0]!.id) },
      }),
    ).toBe(1);
    expect(await ctx.db.unit.findUnique({ where: { id: other.units[0]!.id } })).not.toBeNull();
  });
});
