import { z } from 'zod';
import { idSchema } from './ids.js';
import { MESSAGES } from './messages.js';
import { LIMITS } from './constants.js';
import type { PlanName } from './payment-rules.js';
import { EmailSchema, PhoneSchema, PasswordSchema, plainText } from './validation.js';

// A landlord's team (issue 23): the one permission table both the API (which refuses) and the web
// (which hides what the API would refuse) read. The owner is today's landlord account; members sign
// in on the landlord tab and act for the owner, limited to their role and their properties.

export const TEAM_ROLES = ['property_manager', 'caretaker', 'accountant'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
/** Who acts in the admin area: the owner or one of the team roles. */
export type AdminRole = 'owner' | TeamRole;

export const TEAM_ROLE_LABELS: Record<AdminRole, string> = {
  owner: 'Owner',
  property_manager: 'Property manager',
  caretaker: 'Caretaker',
  accountant: 'Accountant',
};

export const TEAM_MEMBER_STATUSES = ['active', 'suspended'] as const;
export type TeamMemberStatus = (typeof TEAM_MEMBER_STATUSES)[number];

/**
 * What an admin-area action needs. Coarse on purpose: one word per kind of power a landlord would
 * name ("can see money", "can approve tenants"), not one per route.
 */
export const PERMISSIONS = [
  /** Properties, units and room types: see them (names, numbers, status; no money). */
  'properties.read',
  /** Create and edit properties, units and room types (not rent). */
  'properties.write',
  'properties.delete',
  /** Tenants' names, phone numbers and units. */
  'tenants.read',
  /** Tenants' ID numbers and documents, applications and tenancy records. */
  'tenants.private',
  /** Approve or reject applications, edit tenants, notices, move-out. */
  'tenants.manage',
  /** Any shilling: rents, balances, payments, deposits, invoices, statements, dashboards' money. */
  'money.read',
  /** Set or change rent, billing rules and charges. */
  'rent.write',
  /** Record a payment by hand (cash, bank, M-Pesa import, matching unmatched paybill payments). */
  'payments.record',
  /** Ledger adjustments and waivers, deposit refunds. */
  'ledger.adjust',
  /** Record, edit and delete expenses. */
  'expenses.write',
  /** Download CSV exports. */
  'exports.csv',
  /** Maintenance reports: read, and update status or add a note or photo. */
  'reports.read',
  'reports.update',
  /** Meter readings: read and enter. */
  'meter_readings.read',
  'meter_readings.write',
  /** Email (and later SMS) the tenants of one's properties. */
  'announcements.send',
  /** The landlord's settings: payment set-up, templates, reminders, data retention. */
  'settings.manage',
  /** The activity log. */
  'audit.read',
  /** Pango subscription: plans, renewals, SMS packs. */
  'subscription.manage',
  /** Settings → Team. */
  'team.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const ALL: readonly Permission[] = PERMISSIONS;

export const ROLE_PERMISSIONS: Record<AdminRole, readonly Permission[]> = {
  owner: ALL,
  property_manager: ALL.filter(
    (p) => p !== 'subscription.manage' && p !== 'team.manage' && p !== 'properties.delete',
  ),
  caretaker: [
    'properties.read',
    'tenants.read',
    'reports.read',
    'reports.update',
    'meter_readings.read',
    'meter_readings.write',
    'announcements.send',
  ],
  accountant: [
    'properties.read',
    'tenants.read',
    'money.read',
    'payments.record',
    'expenses.write',
    'exports.csv',
    'reports.read',
    'meter_readings.read',
  ],
};

/** Whether `role` may do what `permission` names. A tenant or an unknown role may do nothing here. */
export function can(role: AdminRole | null | undefined, permission: Permission): boolean {
  return role ? ROLE_PERMISSIONS[role].includes(permission) : false;
}

/** Members a plan allows besides the owner (issue 23 item 5); enterprise is agreed by phone. */
export const TEAM_LIMITS: Record<PlanName, number> = {
  free: 1,
  starter: 2,
  basic: 5,
  professional: 15,
  onetime: 10,
  enterprise: 50,
};

export const TEAM_MESSAGES = {
  /** In the spec's plan-limit style (SUBSCRIPTION_MESSAGES.planLimit). */
  teamLimit: (planLabel: string, limit: number, current: number) =>
    `Your ${planLabel} plan allows up to ${limit} team members; you have ${current}. Upgrade your plan to add more.`,
  roleRequired: 'Please choose a role.',
  invitationInvalid: 'This invitation link is invalid or has expired.',
  alreadyMember: 'This email already belongs to a Pango account.',
  propertyNotFound: 'Property not found.',
  statusInvalid: 'Status must be active or suspended.',
  notAccepted: 'This invitation has not been accepted yet.',
  memberNotFound: 'Team member not found.',
  accepted: 'Your account is ready. Sign in on the Landlord tab with your email and new password.',
} as const;

/** Invitation links live this long (single use, hashed like reset tokens). */
export const TEAM_INVITATION_DAYS = 7;

const RoleSchema = z.enum(TEAM_ROLES, { error: TEAM_MESSAGES.roleRequired });
/** Empty = all the owner's properties, including ones added later. */
const PropertyIdsSchema = z.array(idSchema(TEAM_MESSAGES.propertyNotFound)).max(500).default([]);

/** POST /api/accounts/team/invitations/ */
export const TeamInvitationSchema = z.object({
  name: plainText(MESSAGES.fullNameRequired).min(1, MESSAGES.fullNameRequired).max(LIMITS.nameMax),
  email: EmailSchema,
  phone_number: PhoneSchema,
  role: RoleSchema,
  property_ids: PropertyIdsSchema,
});
export type TeamInvitationInput = z.input<typeof TeamInvitationSchema>;

/** POST /api/accounts/team/accept/ (public) */
export const TeamAcceptSchema = z.object({
  token: z
    .string({ error: TEAM_MESSAGES.invitationInvalid })
    .min(1, TEAM_MESSAGES.invitationInvalid)
    .max(200),
  password: PasswordSchema,
});
export type TeamAcceptInput = z.input<typeof TeamAcceptSchema>;

/** PATCH /api/accounts/team/{id}/ : any of the three. */
export const TeamMemberUpdateSchema = z.object({
  role: RoleSchema.optional(),
  property_ids: z.array(idSchema(TEAM_MESSAGES.propertyNotFound)).max(500).optional(),
  status: z.enum(TEAM_MEMBER_STATUSES, { error: TEAM_MESSAGES.statusInvalid }).optional(),
});
export type TeamMemberUpdateInput = z.input<typeof TeamMemberUpdateSchema>;

/**
 * Who entered a row (issue 23 item 4): a report's last status change, a payment recorded by hand,
 * a meter reading. null = the owner (or, for a report never updated, no one yet).
 */
export type EnteredBy = { name: string; role: TeamRole } | null;

/** One row of GET /api/accounts/team/ (members and pending invitations). */
export type TeamMember = {
  id: number;
  name: string;
  email: string;
  phone_number: string;
  role: TeamRole;
  /** Empty = all properties. */
  property_ids: number[];
  /** `invited` until the link is used. */
  status: TeamMemberStatus | 'invited';
  invited_at: string;
  /** For an invitation: when its link stops working. */
  expires_at: string | null;
  last_login: string | null;
};

export type TeamList = {
  members: TeamMember[];
  /** The plan's member limit and how many count against it (members and pending invitations). */
  limit: number;
  used: number;
};
