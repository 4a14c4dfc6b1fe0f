// The permission table of a landlord's team (issue 23), apart from team.ts's zod schemas: the
// admin area's first load reads it to hide what a role cannot use, and a module without schema
// construction costs it only these lines (scripts/check-web-size.mjs).

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

/**
 * "Entered by Wanjiku Njeri (Caretaker)": how every screen names the member who entered a report
 * update, a hand-recorded payment or a meter reading (issue 23; the rows' `entered_by`, team.ts).
 */
export const enteredByLabel = (enteredBy: { name: string; role: AdminRole }) =>
  `Entered by ${enteredBy.name} (${TEAM_ROLE_LABELS[enteredBy.role]})`;

/** What a team member reads where the owner would see Renew or Upgrade (issue 23). */
export const TEAM_MEMBER_RENEWAL = 'Ask the account owner to renew the Pango subscription.';
export const TEAM_MEMBER_UPGRADE = 'Ask the account owner to upgrade the plan.';
