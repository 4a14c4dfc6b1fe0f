import { describe, expect, it } from 'vitest';
import {
  can,
  ROLE_PERMISSIONS,
  TEAM_LIMITS,
  TEAM_MESSAGES,
  TeamAcceptSchema,
  TeamInvitationSchema,
  TeamMemberUpdateSchema,
} from './team.js';

describe('team roles', () => {
  it('lets the owner do everything and a property manager all but subscription, team and deleting properties', () => {
    expect(can('owner', 'team.manage')).toBe(true);
    expect(can('property_manager', 'money.read')).toBe(true);
    expect(can('property_manager', 'tenants.manage')).toBe(true);
    expect(can('property_manager', 'subscription.manage')).toBe(false);
    expect(can('property_manager', 'team.manage')).toBe(false);
    expect(can('property_manager', 'properties.delete')).toBe(false);
  });

  it('keeps every shilling and every ID document from a caretaker', () => {
    expect(can('caretaker', 'money.read')).toBe(false);
    expect(can('caretaker', 'tenants.private')).toBe(false);
    expect(can('caretaker', 'reports.update')).toBe(true);
    expect(can('caretaker', 'meter_readings.write')).toBe(true);
    expect(can('caretaker', 'announcements.send')).toBe(true);
  });

  it('lets an accountant read money and record payments and expenses, but not approve tenants or change rent', () => {
    expect(can('accountant', 'money.read')).toBe(true);
    expect(can('accountant', 'payments.record')).toBe(true);
    expect(can('accountant', 'expenses.write')).toBe(true);
    expect(can('accountant', 'exports.csv')).toBe(true);
    expect(can('accountant', 'tenants.manage')).toBe(false);
    expect(can('accountant', 'rent.write')).toBe(false);
    expect(can('accountant', 'properties.write')).toBe(false);
  });

  it('lets nobody without a role do anything', () => {
    expect(can(null, 'properties.read')).toBe(false);
    expect(can(undefined, 'reports.read')).toBe(false);
  });

  it('gives each role only permissions that exist, once', () => {
    for (const perms of Object.values(ROLE_PERMISSIONS))
      expect(new Set(perms).size).toBe(perms.length);
  });

  it('limits members per plan as issue 23 says', () => {
    expect(TEAM_LIMITS).toMatchObject({
      free: 1,
      starter: 2,
      basic: 5,
      professional: 15,
      onetime: 10,
    });
    expect(TEAM_MESSAGES.teamLimit('Starter', 2, 2)).toBe(
      'Your Starter plan allows up to 2 team members; you have 2. Upgrade your plan to add more.',
    );
  });
});

describe('team schemas', () => {
  const invitation = {
    name: 'Wanjiru Kamau',
    email: ' Wanjiru@Example.com ',
    phone_number: '0712345678',
    role: 'caretaker',
  };

  it('accepts an invitation for all properties and normalises the email and phone', () => {
    const parsed = TeamInvitationSchema.parse(invitation);
    expect(parsed).toMatchObject({ email: 'wanjiru@example.com', property_ids: [] });
    expect(parsed.phone_number).toBe('254712345678');
  });

  it('refuses an unknown role, a bad property id and a missing name with the messages', () => {
    const role = TeamInvitationSchema.safeParse({ ...invitation, role: 'owner' });
    expect(role.error?.issues[0]?.message).toBe(TEAM_MESSAGES.roleRequired);
    const ids = TeamInvitationSchema.safeParse({ ...invitation, property_ids: [0] });
    expect(ids.error?.issues[0]?.message).toBe(TEAM_MESSAGES.propertyNotFound);
    const name = TeamInvitationSchema.safeParse({ ...invitation, name: '' });
    expect(name.success).toBe(false);
  });

  it('needs a token and a password that meets the rules to accept', () => {
    expect(TeamAcceptSchema.safeParse({ token: '', password: 'Str0ng!pass' }).success).toBe(false);
    expect(TeamAcceptSchema.safeParse({ token: 'abc', password: 'short' }).success).toBe(false);
  });

  it('only knows active and suspended as a status', () => {
    const bad = TeamMemberUpdateSchema.safeParse({ status: 'deleted' });
    expect(bad.error?.issues[0]?.message).toBe(TEAM_MESSAGES.statusInvalid);
    expect(TeamMemberUpdateSchema.parse({ status: 'suspended' })).toEqual({ status: 'suspended' });
  });
});
