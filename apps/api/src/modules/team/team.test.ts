import { TEAM_MESSAGES } from '@pango/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.js';
import {
  createLandlord,
  createPropertyWithUnit,
  createTeamMember,
  createTenant,
} from '../../test/factories.js';
import { testAccessToken } from '../../test/sessions.js';
import { startSmtpServer } from '../../test/smtp.js';

// Issue 23 item 1: invite by email, accept once within 7 days, change, suspend, remove; limits per
// plan. The member signs in on the landlord tab with the password the link set.

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestContext({ SMTP_URL: smtp.url, APP_URL: 'https://pango.example' });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const NEW_PASSWORD = 'Kazi2026!pango';
const auth = (userId: number) =>
  `Bearer ${testAccessToken(ctx.env.JWT_SECRET, userId, 'landlord')}`;

async function ownerOn(plan: 'free' | 'starter' | 'professional' = 'professional') {
  const owner = await createLandlord(ctx.db, { fullName: 'Amina Wairimu' });
  if (plan !== 'free') {
    await ctx.db.subscription.create({
      data: { landlordId: owner.id, plan, isActive: true, expiresAt: null },
    });
  }
  return owner;
}

let seq = 0;
function invitation(overrides: Record<string, unknown> = {}) {
  seq += 1;
  return {
    name: 'Juma Mwangi',
    email: `juma-${seq}-${Date.now()}@example.test`,
    phone_number: '0722000111',
    role: 'caretaker',
    property_ids: [],
    ...overrides,
  };
}

const invite = (ownerId: number, body: object) =>
  request(ctx.app)
    .post('/api/accounts/team/invitations/')
    .set('Authorization', auth(ownerId))
    .send(body);
const accept = (token: string, password = NEW_PASSWORD) =>
  request(ctx.app).post('/api/accounts/team/accept/').send({ token, password });
const signIn = (email: string, password = NEW_PASSWORD) =>
  request(ctx.app).post('/api/accounts/token/').send({ email, password, user_type: 'landlord' });
const meWith = (access: string) =>
  request(ctx.app).get('/api/accounts/me/').set('Authorization', `Bearer ${access}`);

/** The token of the next invitation mailed to `email`, taken off the test mail server. */
async function mailedToken(email: string): Promise<string> {
  const mail = await smtp.waitFor(email);
  smtp.received.splice(smtp.received.indexOf(mail), 1);
  const match = /https:\/\/pango\.example\/team\/accept\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`no link in ${mail.text}`);
  return match[1]!;
}

describe('inviting and accepting', () => {
  it('invites by email, and the invitee sets a password and signs in on the landlord tab', async () => {
    const owner = await ownerOn();
    const { property } = await createPropertyWithUnit(ctx.db, owner.id);
    const body = invitation({ property_ids: [property.id], email: 'Wanjiku.K@Example.test' });
    const res = await invite(owner.id, body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Juma Mwangi',
      email: 'wanjiku.k@example.test',
      role: 'caretaker',
      property_ids: [property.id],
      status: 'invited',
      last_login: null,
    });
    const expires =
      new Date(res.body.expires_at).getTime() - new Date(res.body.invited_at).getTime();
    expect(expires).toBe(7 * 24 * 60 * 60_000);

    const mail = await ctx.db.emailOutbox.findFirstOrThrow({
      where: { to: 'wanjiku.k@example.test' },
    });
    expect(mail.kind).toBe('team_invitation');
    expect(mail.subject).toBe('Amina Wairimu invited you to Pango');
    // Only the hash is stored, like reset tokens.
    const token = await mailedToken('wanjiku.k@example.test');
    const row = await ctx.db.teamMember.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(row.invitationTokenHash).not.toContain(token);

    const accepted = await accept(token);
    expect(accepted.status).toBe(200);
    expect(accepted.body.message).toBe(TEAM_MESSAGES.accepted);

    const signedIn = await signIn('wanjiku.k@example.test');
    expect(signedIn.status).toBe(200);
    const me = await meWith(signedIn.body.access);
    expect(me.body).toMatchObject({
      email: 'wanjiku.k@example.test',
      user_type: 'landlord',
      team_role: 'caretaker',
      property_ids: [property.id],
    });

    const list = await request(ctx.app)
      .get('/api/accounts/team/')
      .set('Authorization', auth(owner.id));
    expect(list.status).toBe(200);
    expect(list.body.members).toHaveLength(1);
    expect(list.body.members[0]).toMatchObject({ status: 'active', expires_at: null });
    expect(list.body.members[0].last_login).not.toBeNull();
    expect(list.body).toMatchObject({ limit: 15, used: 1 });

    const actions = await ctx.db.auditLog.findMany({
      where: { landlordId: owner.id, action: { startsWith: 'team.' } },
      orderBy: { id: 'asc' },
    });
    expect(actions.map((a) => a.action)).toEqual(['team.invited', 'team.accepted']);
    expect(actions[1]).toMatchObject({ memberId: res.body.id });
  });

  it('refuses a link used once already', async () => {
    const owner = await ownerOn();
    const body = invitation();
    await invite(owner.id, body);
    const token = await mailedToken(body.email);
    expect((await accept(token)).status).toBe(200);
    const again = await accept(token, 'Another2026!pass');
    expect(again.status).toBe(400);
    expect(again.body.detail).toBe(TEAM_MESSAGES.invitationInvalid);
    // The first password still signs in; the second did not replace it.
    expect((await signIn(body.email)).status).toBe(200);
  });

  it('refuses a link after 7 days', async () => {
    const owner = await ownerOn();
    const body = invitation();
    await invite(owner.id, body);
    const token = await mailedToken(body.email);
    const start = ctx.clock.now;
    ctx.clock.now = new Date(start.getTime() + 7 * 24 * 60 * 60_000 + 60_000);
    try {
      const res = await accept(token);
      expect(res.status).toBe(400);
      expect(res.body.errors.token).toEqual([TEAM_MESSAGES.invitationInvalid]);
    } finally {
      ctx.clock.now = start;
    }
    expect((await signIn(body.email)).status).toBe(400);
  });

  it('sends a new link when the same email is invited again; the old one stops working', async () => {
    const owner = await ownerOn('free');
    const body = invitation();
    await invite(owner.id, body);
    const first = await mailedToken(body.email);
    // The free trial allows one member: the pending invitation's seat is reused, not a second one.
    const again = await invite(owner.id, { ...body, role: 'accountant' });
    expect(again.status).toBe(201);
    expect(again.body.role).toBe('accountant');
    const second = await mailedToken(body.email);
    expect((await accept(first)).status).toBe(400);
    expect((await accept(second)).status).toBe(200);
  });

  it('refuses an email that already has a Pango account', async () => {
    const owner = await ownerOn();
    const tenant = await createTenant(ctx.db, owner.id);
    const res = await invite(owner.id, invitation({ email: tenant.email }));
    expect(res.status).toBe(409);
    expect(res.body.errors.email).toEqual([TEAM_MESSAGES.alreadyMember]);

    const other = await ownerOn();
    const res2 = await invite(owner.id, invitation({ email: other.email }));
    expect(res2.status).toBe(409);
  });

  it('refuses at acceptance an email that got an account after the invitation', async () => {
    const owner = await ownerOn();
    const body = invitation();
    await invite(owner.id, body);
    const token = await mailedToken(body.email);
    await createLandlord(ctx.db, { email: body.email });
    const res = await accept(token);
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe(TEAM_MESSAGES.alreadyMember);
  });

  it('answers bad input with field messages', async () => {
    const owner = await ownerOn();
    const res = await invite(owner.id, { ...invitation(), role: 'owner', name: '' });
    expect(res.status).toBe(400);
    expect(res.body.errors.role).toEqual([TEAM_MESSAGES.roleRequired]);
    expect(res.body.errors.name).toBeDefined();
    expect((await invite(owner.id, { ...invitation(), email: 'not-an-email' })).status).toBe(400);
    expect((await invite(owner.id, { ...invitation(), phone_number: '12' })).status).toBe(400);
    expect((await accept('x'.repeat(300))).status).toBe(400);
    const weak = await accept('some-token', 'short');
    expect(weak.status).toBe(400);
    expect(weak.body.errors.password).toBeDefined();
  });

  it('refuses another landlord’s property in property_ids', async () => {
    const owner = await ownerOn();
    const other = await ownerOn();
    const { property } = await createPropertyWithUnit(ctx.db, other.id);
    const res = await invite(owner.id, invitation({ property_ids: [property.id] }));
    expect(res.status).toBe(400);
    expect(res.body.errors.property_ids).toEqual([TEAM_MESSAGES.propertyNotFound]);
    expect(await ctx.db.teamMember.count({ where: { landlordId: owner.id } })).toBe(0);
  });
});

describe('limits per plan', () => {
  it('allows one member on the free trial, counting pending invitations', async () => {
    const owner = await ownerOn('free');
    expect((await invite(owner.id, invitation())).status).toBe(201);
    const res = await invite(owner.id, invitation());
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      code: 'PLAN_LIMIT_REACHED',
      upgrade_needed: true,
      limit: 1,
      current_count: 1,
      resource: 'team_members',
      detail: TEAM_MESSAGES.teamLimit('Free Trial', 1, 1),
    });
  });

  it('allows two on Starter; an expired invitation frees its seat', async () => {
    const owner = await ownerOn('starter');
    await createTeamMember(ctx.db, owner.id, 'accountant');
    expect((await invite(owner.id, invitation())).status).toBe(201);
    expect((await invite(owner.id, invitation())).status).toBe(403);
    const start = ctx.clock.now;
    ctx.clock.now = new Date(start.getTime() + 8 * 24 * 60 * 60_000);
    try {
      expect((await invite(owner.id, invitation())).status).toBe(201);
    } finally {
      ctx.clock.now = start;
    }
  });

  it('counts two invitations sent at the same moment once each', async () => {
    const owner = await ownerOn('free');
    const results = await Promise.all([
      invite(owner.id, invitation()),
      invite(owner.id, invitation()),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 403]);
  });
});

describe('changing, suspending and removing', () => {
  const patch = (ownerId: number, id: number, body: object) =>
    request(ctx.app)
      .patch(`/api/accounts/team/${id}/`)
      .set('Authorization', auth(ownerId))
      .send(body);
  const remove = (ownerId: number, id: number) =>
    request(ctx.app).delete(`/api/accounts/team/${id}/`).set('Authorization', auth(ownerId));

  async function signedInMember(ownerId: number, role: 'caretaker' | 'accountant' = 'caretaker') {
    const body = invitation({ role });
    await invite(ownerId, body);
    await accept(await mailedToken(body.email));
    const tokens = (await signIn(body.email)).body as { access: string; refresh: string };
    const member = await ctx.db.teamMember.findFirstOrThrow({ where: { email: body.email } });
    return { ...tokens, email: body.email, id: member.id };
  }

  it('applies a change of properties and role on the member’s next request', async () => {
    const owner = await ownerOn();
    const { property } = await createPropertyWithUnit(ctx.db, owner.id);
    const member = await signedInMember(owner.id);
    expect((await meWith(member.access)).body.property_ids).toEqual([]);
    const res = await patch(owner.id, member.id, {
      property_ids: [property.id],
      role: 'accountant',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ property_ids: [property.id], role: 'accountant' });
    const me = await meWith(member.access);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ property_ids: [property.id], team_role: 'accountant' });
    const entry = await ctx.db.auditLog.findFirstOrThrow({
      where: { action: 'team.updated', entityId: String(member.id) },
    });
    expect(entry.data).toMatchObject({
      before: { role: 'caretaker', property_ids: [] },
      after: { role: 'accountant', property_ids: [property.id] },
    });
  });

  it('ends every session of a suspended member at once, and lets them back when reactivated', async () => {
    const owner = await ownerOn();
    const member = await signedInMember(owner.id);
    const secondDevice = (await signIn(member.email)).body as { access: string; refresh: string };
    expect((await meWith(member.access)).status).toBe(200);

    const res = await patch(owner.id, member.id, { status: 'suspended' });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('suspended');
    expect((await meWith(member.access)).status).toBe(401);
    expect((await meWith(secondDevice.access)).status).toBe(401);
    const refreshed = await request(ctx.app)
      .post('/api/accounts/token/refresh/')
      .send({ refresh: secondDevice.refresh });
    expect(refreshed.status).toBe(401);
    expect((await signIn(member.email)).status).toBe(403);

    expect((await patch(owner.id, member.id, { status: 'active' })).status).toBe(200);
    const back = await signIn(member.email);
    expect(back.status).toBe(200);
    expect((await meWith(back.body.access)).status).toBe(200);
    const actions = await ctx.db.auditLog.findMany({
      where: { entityType: 'team_member', entityId: String(member.id) },
      orderBy: { id: 'asc' },
      select: { action: true },
    });
    expect(actions.map((a) => a.action)).toContain('team.suspended');
    expect(actions.map((a) => a.action)).toContain('team.reactivated');
  });

  it('ends every session of a removed member, hides them, and can invite them again', async () => {
    const owner = await ownerOn();
    const member = await signedInMember(owner.id);
    expect((await remove(owner.id, member.id)).status).toBe(204);
    expect((await meWith(member.access)).status).toBe(401);
    expect((await signIn(member.email)).status).toBe(403);
    const list = await request(ctx.app)
      .get('/api/accounts/team/')
      .set('Authorization', auth(owner.id));
    expect(list.body.members).toEqual([]);
    expect(list.body.used).toBe(0);
    expect((await patch(owner.id, member.id, { role: 'accountant' })).status).toBe(404);

    // Invited again later: the link takes over the old account with a new password.
    const again = await invite(owner.id, invitation({ email: member.email }));
    expect(again.status).toBe(201);
    expect((await accept(await mailedToken(member.email), 'Rudi2026!tena')).status).toBe(200);
    expect((await signIn(member.email, 'Rudi2026!tena')).status).toBe(200);
    const removed = await ctx.db.teamMember.findUniqueOrThrow({ where: { id: member.id } });
    expect(removed.status).toBe('removed');
  });

  it('cancels a pending invitation: its link stops working', async () => {
    const owner = await ownerOn();
    const body = invitation();
    const invited = await invite(owner.id, body);
    const token = await mailedToken(body.email);
    expect((await remove(owner.id, invited.body.id)).status).toBe(204);
    expect((await accept(token)).status).toBe(400);
  });

  it('refuses a status change before the invitation is accepted, and unknown statuses', async () => {
    const owner = await ownerOn();
    const invited = await invite(owner.id, invitation());
    const res = await patch(owner.id, invited.body.id, { status: 'suspended' });
    expect(res.status).toBe(400);
    expect(res.body.errors.status).toEqual([TEAM_MESSAGES.notAccepted]);
    const bad = await patch(owner.id, invited.body.id, { status: 'removed' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.status).toEqual([TEAM_MESSAGES.statusInvalid]);
  });

  it('answers 404 for another landlord’s member, and 403 to a member managing the team', async () => {
    const owner = await ownerOn();
    const other = await ownerOn();
    const member = await createTeamMember(ctx.db, owner.id, 'property_manager');
    expect((await patch(other.id, member.id, { role: 'caretaker' })).status).toBe(404);
    expect((await remove(other.id, member.id)).status).toBe(404);
    expect((await patch(owner.id, 999_999, { role: 'caretaker' })).status).toBe(404);
    expect((await remove(owner.id, 0)).status).toBe(404);
    const asMember = await request(ctx.app)
      .get('/api/accounts/team/')
      .set('Authorization', auth(member.user.id));
    expect(asMember.status).toBe(403);
    expect((await invite(member.user.id, invitation())).status).toBe(403);
    // Still a member, role unchanged.
    expect((await ctx.db.teamMember.findUniqueOrThrow({ where: { id: member.id } })).role).toBe(
      'property_manager',
    );
  });
});
