import { z } from 'zod';
import { idSchema } from './ids.js';
import { MESSAGES } from './messages.js';
import { LIMITS } from './constants.js';
import type { PlanName } from './payment-rules.js';
import { TEAM_ROLES, type TeamRole } from './team-roles.js';
import { EmailSchema, PhoneSchema, PasswordSchema, plainText } from './validation.js';

// A landlord's team (issue 23): the one permission table both the API (which refuses) and the web
// (which hides what the API would refuse) read. The owner is today's landlord account; members sign
// in on the landlord tab and act for the owner, limited to their role and their properties.

export * from './team-roles.js';

export const TEAM_MEMBER_STATUSES = ['active', 'suspended'] as const;
export type TeamMemberStatus = (typeof TEAM_MEMBER_STATUSES)[number];

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
