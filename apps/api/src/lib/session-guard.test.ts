import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.js';
import {
  createLandlord,
  createPropertyWithUnit,
  createTeamMember,
  createTenant,
} from '../test/factories.js';
import { testAccessToken } from '../test/sessions.js';

// The session guard turns a team member's sign-in into an actor acting for the owner (issue 23,
// ADR 037), reads their membership on every request, and refuses one that is no longer active.

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof createLandlord>>;
let other: Awaited<ReturnType<typeof createLandlord>>;
beforeAll(async () => {
  ctx = await createTestContext();
  owner = await createLandlord(ctx.db, { fullName: 'Amina Wairimu' });
  other = await createLandlord(ctx.db, { fullName: 'Otieno Ouma' });
});
afterAll(() => ctx.close());

const as = (userId: number, role: 'landlord' | 'tenant' = 'landlord') =>
  `Bearer ${testAccessToken(ctx.env.JWT_SECRET, userId, role)}`;
const me = (userId: number) =>
  request(ctx.app).get('/api/accounts/me/').set('Authorization', as(userId));

describe('session guard: team members', () => {
  it('gives the owner team_role owner and no property limit on /me', async () => {
    const res = await me(owner.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: owner.id, team_role: 'owner', property_ids: [] });
  });

  it('shows a member their own account, role, properties and the owner’s landlord code', async () => {
    const { property } = await createPropertyWithUnit(ctx.db, owner.id);
    const member = await createTeamMember(ctx.db, owner.id, 'caretaker', {
      name: 'Juma Mwangi',
      propertyIds: [property.id],
    });
    const res = await me(member.user.id);
    expect(res.status).toBe(200);
    const ownerCode = (
      await request(ctx.app).get('/api/accounts/me/').set('Authorization', as(owner.id))
    ).body.landlord_code;
    expect(res.body).toMatchObject({
      id: member.user.id,
      email: member.email,
      full_name: 'Juma Mwangi',
      user_type: 'landlord',
      team_role: 'caretaker',
      property_ids: [property.id],
      landlord_code: ownerCode,
    });
  });

  it('lets a member read the owner’s data, not their own empty account’s', async () => {
    const { property } = await createPropertyWithUnit(ctx.db, owner.id);
    await createPropertyWithUnit(ctx.db, other.id);
    const member = await createTeamMember(ctx.db, owner.id, 'property_manager');
    const res = await request(ctx.app)
      .get(`/api/accounts/properties/${property.id}/`)
      .set('Authorization', as(member.user.id));
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(property.id);
  });

  it('reads a scope change on the next request', async () => {
    const first = await createPropertyWithUnit(ctx.db, owner.id);
    const second = await createPropertyWithUnit(ctx.db, owner.id);
    const member = await createTeamMember(ctx.db, owner.id, 'accountant', {
      propertyIds: [first.property.id],
    });
    expect((await me(member.user.id)).body.property_ids).toEqual([first.property.id]);
    await ctx.db.teamMemberProperty.create({
      data: { memberId: member.id, propertyId: second.property.id },
    });
    expect((await me(member.user.id)).body.property_ids).toEqual(
      [first.property.id, second.property.id].sort((a, b) => a - b),
    );
    await ctx.db.teamMemberProperty.deleteMany({ where: { memberId: member.id } });
    expect((await me(member.user.id)).body.property_ids).toEqual([]);
  });

  it('refuses a suspended member’s token at once, as an ended session', async () => {
    const member = await createTeamMember(ctx.db, owner.id, 'caretaker');
    expect((await me(member.user.id)).status).toBe(200);
    // Only the membership changes here: the guard must not rely on the users row alone.
    await ctx.db.teamMember.update({ where: { id: member.id }, data: { status: 'suspended' } });
    const res = await me(member.user.id);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('TOKEN_INVALID');
  });

  it('refuses a removed member’s token', async () => {
    const member = await createTeamMember(ctx.db, owner.id, 'accountant');
    await ctx.db.teamMember.update({
      where: { id: member.id },
      data: { status: 'removed', removedAt: new Date() },
    });
    expect((await me(member.user.id)).status).toBe(401);
  });

  it('leaves tenants as they were: no team fields', async () => {
    const tenant = await createTenant(ctx.db, owner.id);
    const res = await request(ctx.app)
      .get('/api/accounts/me/')
      .set('Authorization', as(tenant.id, 'tenant'));
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty('team_role');
    expect(res.body).not.toHaveProperty('property_ids');
  });

  it('attributes a member’s audited change to the member, in the owner’s log', async () => {
    const member = await createTeamMember(ctx.db, owner.id, 'property_manager');
    const res = await request(ctx.app)
      .put(`/api/accounts/users/${member.user.id}/update/`)
      .set('Authorization', as(member.user.id))
      .send({
        first_name: 'Juma',
        last_name: 'K Mwangi',
        email: member.email,
        phone_number: '0722000111',
      });
    expect(res.status).toBe(200);
    const entry = await ctx.db.auditLog.findFirst({
      where: { action: 'account.updated', entityId: String(member.user.id) },
    });
    expect(entry).toMatchObject({
      actorId: member.user.id,
      landlordId: owner.id,
      memberId: member.id,
    });
  });

  it('does not let a member edit the owner’s account', async () => {
    const member = await createTeamMember(ctx.db, owner.id, 'property_manager');
    const res = await request(ctx.app)
      .put(`/api/accounts/users/${owner.id}/update/`)
      .set('Authorization', as(member.user.id))
      .send({
        first_name: 'Taken',
        last_name: 'Over',
        email: owner.email,
        phone_number: '0722000111',
      });
    expect(res.status).toBe(404);
  });
});
