import { bulkUnitNumbers } from './unit-numbering.js';
import type { RentalType } from './rental-types.js';

// Landlord admin, part 1 (seed 001 sections 2, 3, 5, 7, 8): properties, units and room types.
// Every sentence here is the spec's, except where a comment says it is ours. No zod here: the
// admin area's first load reads this file, and the schemas are in property-schemas.ts.

export const ADMIN_MESSAGES = {
  propertyNameRequired: 'Property name is required',
  cityRequired: 'City is required',
  stateRequired: 'State/County is required',
  unitCountPositive: 'Number of units must be a positive number',
  propertyCreated: 'Property created successfully!',
  createPropertyFailed: 'Failed to create property. Please try again.',
  fillRequiredFields: 'Please fill in all required fields',
  selectPropertyFirst: 'Please select a property first',
  roomTypeNameAndRent: 'Please provide both name and base rent.',
  roomTypeInUse: 'Failed to delete room type. It may be in use by existing units.',
  addRoomTypeFailed: 'Failed to add room type. Please try again.',
  updateRoomTypeFailed: 'Failed to update room type.',
  addUnitFailed: 'Failed to add unit. Please try again.',
  invalidRoomType: 'Invalid room type selected.',
  availabilityHasTenant:
    'Cannot change availability - unit has an assigned tenant. Remove tenant first.',
  bulkRange: 'Please fill in unit type and number range',
  bulkRentRequired: 'Please enter monthly rent',
  bulkStartAfterEnd: 'Start number must be less than or equal to end number',
  bulkTooMany: 'Cannot add more than 100 units at once',
  bulkResult: (created: number, failed: number) => `Created ${created} units. ${failed} failed.`,
  bulkFailed: 'Failed to complete bulk add. Please try again.',
  limitReached: 'Subscription Limit Reached',
  loadPropertiesFailed: 'Failed to load properties',
  loadUnitsFailed: 'Failed to load property units.',
  dashboardFailed: 'Failed to calculate dashboard statistics',
  inviteCopied: 'Tenant invite copied to clipboard',
  inviteCopyFailed: 'Could not copy invite. Please try again.',
  noProperties: 'No properties found for this landlord ID.',
  noAvailableUnits: 'No Available Units',
  noNotifications: 'No notifications',
  // Ours: the spec only says WhatsApp shows that the feature is not yet available.
  whatsappComingSoon: 'WhatsApp invites are coming soon: this feature is not yet available.',
  // Ours: the spec shows no sentence for these refusals.
  unitNumberTaken: 'This property already has a unit with that number.',
  propertyFull: (max: number) =>
    `This property holds at most ${max} units. Raise its Number of Units to add more.`,
  unitCountBelowUnits: (units: number) =>
    `This property already has ${units} units: Number of Units cannot be lower.`,
  unitOccupied: 'This unit has a tenant. Remove the tenant before deleting the unit.',
  unitReserved:
    'A pending application reserves this unit. Approve or decline it before deleting the unit.',
  unitHasRecords:
    'This unit has payments or rent records, so it cannot be deleted. Its records are kept.',
  roomTypeNameTaken: 'You already have a room type with this name.',
  propertyInUse:
    'This property has occupied units or payments, so it cannot be deleted. Its records are kept.',
  // Ours (issue 17): the room left is said before anything is sent, and a refusal names its cause.
  unitsThatFit: (n: number) =>
    n === 0
      ? 'Your plan has no room for more units.'
      : `You can add ${n} more ${n === 1 ? 'unit' : 'units'} on your plan.`,
  propertyRoom: (n: number) =>
    n === 0
      ? 'This property is full: raise its Number of Units to add more.'
      : `This property has room for ${n} more ${n === 1 ? 'unit' : 'units'}.`,
  unitNumbersTaken: (numbers: readonly string[]) =>
    `This property already has ${numbers.length === 1 ? 'a unit' : 'units'} numbered ${numbers.join(', ')}.`,
} as const;

export type UnitStatus = 'occupied' | 'available' | 'unavailable';
/** Seed 001 section 4: occupied if a tenant is assigned, else available if is_available. */
export function unitStatus(unit: { tenantId: number | null; isAvailable: boolean }): UnitStatus {
  if (unit.tenantId !== null) return 'occupied';
  return unit.isAvailable ? 'available' : 'unavailable';
}
/** Rounded percentage of occupied units (seed 001 section 9). */
export function occupancyRate(occupied: number, total: number): number {
  return total === 0 ? 0 : Math.round((occupied / total) * 100);
}

/** The unit numbers a bulk create makes (the dialog previews the same list). */
export function bulkCreateUnitNumbers(input: {
  prefix?: string;
  start_number: number;
  end_number: number;
}): string[] {
  const count = input.end_number - input.start_number + 1;
  return bulkUnitNumbers(input.prefix, input.start_number, count);
}

export type PropertyRead = {
  id: number;
  name: string;
  address: string;
  city: string | null;
  state: string | null;
  /** The most units the property may hold. */
  unit_count: number;
  total_units: number;
  occupied_units: number;
  available_units: number;
  total_tenants: number;
  images: { id: number; url: string }[];
  /** Days of notice a tenant must give before moving out (issue 18). */
  notice_period_days: number;
  /** Residential (in KRA's MRI), commercial or opted out (issue 24, ADR 039). */
  rental_type: RentalType;
  /** The property's owner when an agency manages it (issue 24): the owner statement's addressee. */
  owner_name: string | null;
  owner_email: string | null;
  created_at: string;
};

export type UnitRead = {
  id: number;
  unit_number: string;
  room_type: string;
  unit_type: { id: number; name: string } | null;
  rent: number;
  deposit: number;
  size: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  is_available: boolean;
  status: UnitStatus;
  tenant: number | null;
  tenant_obj: { first_name: string; last_name: string; email: string } | null;
  property_obj: number;
  property_name: string;
  rent_due_date: string | null;
};

export type UnitTypeRead = {
  id: number;
  name: string;
  rent: number;
  deposit: number;
  description: string | null;
  number_of_units: number;
  property_id: number | null;
  is_custom: boolean;
};

/** Lists keep the spec's shape (results) with server-side pages. */
export type Page<T> = { count: number; next_page: number | null; results: T[] };

/**
 * How many properties the dashboard's Properties Overview lists, oldest first: a bounded list
 * (an agency holds thousands); Total Properties gives the whole count and Property Management
 * lists them all, page by page.
 */
export const DASHBOARD_OVERVIEW_PROPERTIES = 10;

/** GET /accounts/dashboard/ (path not shown in the spec): every card from one call. */
export type DashboardStats = {
  total_tenants: number;
  monthly_revenue: number;
  rent_due: number;
  open_reports: number;
  total_properties: number;
  occupied_units: number;
  available_units: number;
  /** The first DASHBOARD_OVERVIEW_PROPERTIES of the total_properties, in the order they were added. */
  properties: {
    id: number;
    name: string;
    address: string;
    total_units: number;
    occupied_units: number;
    available_units: number;
  }[];
  recent_transactions: {
    id: number;
    tenant_name: string | null;
    amount: number;
    status: string;
    transaction_type: string;
    payment_method: string;
    created_at: string;
  }[];
};
