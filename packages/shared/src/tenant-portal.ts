import { z } from 'zod';
import { REPORT_CATEGORIES, REPORT_PRIORITIES } from './report-categories.js';
import { idSchema } from './ids.js';
import { multilineText } from './text.js';
import { plainText } from './validation.js';
import type { RentAccount } from './ledger.js';
import type { ReportRow } from './communication.js';
import type { TenancySummary } from './notice.js';
import type { TenantDeposit } from './deposits.js';

// The tenant portal (seed 002 sections 2, 4, 5, 8, 9): Report an Issue with its Terms &
// Conditions, the dashboard answer and the tenant's own settings.

export const TENANT_PORTAL_MESSAGES = {
  idempotencyKeyInvalid: 'The Idempotency-Key header must be a UUID.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different report.',
  reportQueuedOffline: 'Your report will be sent when you are back online.',
  acceptTermsFirst: 'Please accept the terms and conditions first.',
  unitRequired: 'You must have a unit assigned to report issues.',
  noUnitAssigned:
    'No unit assigned to your account. Please contact your landlord to assign you a unit before reporting issues.',
  categoryRequired: 'Please choose a category.',
  priorityRequired: 'Please choose a priority.',
  titleRequired: 'Issue title is required',
  descriptionRequired: 'Description is required',
  submitFailed: 'Error submitting report. Please try again.',
  selectDocument: 'Please select a document to upload.',
  fileReadFailed: 'Failed to read file.',
  fileProcessingFailed: 'An error occurred while processing the file.',
  uploadFailed: 'Failed to upload document.',
  documentUploaded: 'ID document uploaded successfully!',
  invalidMoveInDate: 'Please select a valid move-in date.',
  moveInUpdated: 'Move-in date updated successfully.',
  moveInUpdateFailed: 'Failed to update move-in date.',
  accountUpdateFailed: 'Failed to update account info.',
  passwordChangedSuccess: 'Password changed successfully.',
  passwordChangeFailed: 'Failed to change password.',
  networkError: 'Network error.',
} as const;

/** Bumped whenever TERMS_SECTIONS changes in substance; each report records the version accepted. */
export const TERMS_VERSION = '2026-11';
export const TERMS_TITLE = 'Terms & Conditions for Reporting Issues';

export type TermsSection = { heading: string; paragraphs: readonly string[] };

export const TERMS_SECTIONS: readonly TermsSection[] = [
  {
    heading: '1. Purpose of these terms',
    paragraphs: [
      'Report an Issue lets you tell your landlord about maintenance problems in your unit or building that are the landlord’s responsibility. These terms explain what to report, how to choose a priority, how quickly you can expect a response and what happens if the reporting system is misused.',
      'By accepting, you confirm that the information you submit is true and complete to the best of your knowledge.',
    ],
  },
  {
    heading: '2. Priority levels and response times',
    paragraphs: [
      'Urgent: a danger to life, health or the building, such as a gas leak, flooding, fire or violence. Your landlord aims to respond within 24 hours. If anyone is in immediate danger, call the emergency services (999, 112 or 911) first and report here afterwards.',
      'High: significant damage or a major inconvenience, such as no water supply, a power failure in the unit or a broken external door. Expect a response within 3-5 business days.',
      'Medium: important but not immediate, such as a leaking tap, a faulty socket or a damaged window latch. Expect a response within 1-2 weeks.',
      'Low: minor issues, such as cosmetic damage or a loose fitting. Expect a response within 3-4 weeks.',
      'Response times are targets, not guarantees: access to the unit, the availability of parts and contractors, and public holidays can affect them. Your landlord may change the priority of a report after assessing it.',
    ],
  },
  {
    heading: '3. What your landlord is responsible for',
    paragraphs: [
      'Structural repairs: the roof, walls, floors, foundations, ceilings, stairs and external doors and windows.',
      'Plumbing: the water supply, drainage, sewage, burst or leaking pipes and fixed sanitary fittings, unless the damage was caused by the tenant.',
      'Electrical: the wiring, the distribution board, fixed sockets and switches, and power failures within the building’s installation.',
      'Common areas: corridors, stairways, gates, parking, lighting and shared facilities, including their cleanliness where the landlord provides it.',
      'Safety and security: locks on external doors and gates, fire safety equipment where provided, and hazards in the building.',
      'Building-wide pest infestations affecting more than one unit or the common areas.',
    ],
  },
  {
    heading: '4. What you are responsible for',
    paragraphs: [
      'Damage caused by you, your household or your visitors, whether accidental or deliberate.',
      'Minor repairs and upkeep: replacing light bulbs, clearing blockages you caused, and keeping the unit clean and ventilated.',
      'Your own appliances and furniture, and anything you installed yourself.',
      'Outages caused by utility providers (for example Kenya Power or the water company) or by unpaid utility bills: contact the provider directly.',
      'Disputes with neighbours: try to resolve them directly first. Report noise or conduct here only where it breaches the house rules or your tenancy agreement.',
      'Issues that are your responsibility may be declined, or repaired at your cost by agreement with your landlord.',
    ],
  },
  {
    heading: '5. Choosing a priority honestly',
    paragraphs: [
      'Choose the priority that matches the problem. Marking a non-urgent issue as urgent delays help to tenants with real emergencies. Misuse of the priority levels may cause your report to be rejected or re-prioritised.',
    ],
  },
  {
    heading: '6. False or misleading reports',
    paragraphs: [
      'Submitting a report you know to be false or misleading, or reporting damage you caused as the landlord’s responsibility, may lead to: rejection of the report; a call-out charge for the cost of the visit; a written warning; and, when repeated, termination of your lease in line with your tenancy agreement and the law.',
    ],
  },
  {
    heading: '7. Access to your unit',
    paragraphs: [
      'Your landlord or their contractor may need to enter your unit to assess or repair the issue. Except in an emergency, they should give you reasonable notice and agree a suitable time with you. Please allow access at the agreed time; repeated refusal may delay the repair.',
    ],
  },
  {
    heading: '8. Kenyan law',
    paragraphs: [
      'These terms are read together with your tenancy agreement and the laws of Kenya that govern landlords and tenants, and do not take away any right you have under them.',
      'Residential tenancies are governed mainly by the tenancy agreement, by the Rent Restriction Act where it applies to the premises, and by the Distress for Rent Act on the recovery of rent arrears. Business premises may be covered by the Landlord and Tenant (Shops, Hotels and Catering Establishments) Act.',
      'These terms are general information about how the reporting system works, not legal advice. For advice on your rights and obligations, consult a qualified advocate or the relevant tribunal.',
    ],
  },
  {
    heading: '9. Your information',
    paragraphs: [
      'Your report, your name, your unit and your contact details are shared with your landlord so that they can handle the issue. We record the version of these terms you accepted and when you accepted them.',
    ],
  },
];

const categoryValues = REPORT_CATEGORIES.map((c) => c.value) as [
  (typeof REPORT_CATEGORIES)[number]['value'],
  ...(typeof REPORT_CATEGORIES)[number]['value'][],
];

const requiredTrimmed = (message: string, max: number, lines: 'one' | 'many') =>
  (lines === 'one' ? plainText(message) : multilineText(message))
    .min(1, message)
    .max(max, `Use at most ${max} characters`);

export const REPORT_TITLE_MAX = 200;
export const REPORT_DESCRIPTION_MAX = 5000;

/** POST /communication/reports/create/ */
export const CreateReportSchema = z.object({
  issue_category: z.enum(categoryValues, { error: TENANT_PORTAL_MESSAGES.categoryRequired }),
  priority_level: z.enum(REPORT_PRIORITIES, { error: TENANT_PORTAL_MESSAGES.priorityRequired }),
  issue_title: requiredTrimmed(TENANT_PORTAL_MESSAGES.titleRequired, REPORT_TITLE_MAX, 'one'),
  description: requiredTrimmed(
    TENANT_PORTAL_MESSAGES.descriptionRequired,
    REPORT_DESCRIPTION_MAX,
    'many',
  ),
  unit: idSchema(TENANT_PORTAL_MESSAGES.unitRequired),
  terms_version: plainText().min(1).max(50).default(TERMS_VERSION),
  terms_accepted: z.literal(true, { error: TENANT_PORTAL_MESSAGES.acceptTermsFirst }),
});
export type CreateReportInput = z.input<typeof CreateReportSchema>;

/** The Idempotency-Key header's value (the header's name: idempotency-key.ts, without zod). */
export const IdempotencyKeySchema = z.uuid({ error: TENANT_PORTAL_MESSAGES.idempotencyKeyInvalid });

/** A move-in date more than this many days ahead is taken for a typing mistake. */
export const MOVE_IN_MAX_DAYS_AHEAD = 366;
const MOVE_IN_EARLIEST = '1950-01-01';

/** PATCH /accounts/tenant/move-in-date/ {move_in_date: 'YYYY-MM-DD'} */
export const MoveInDateSchema = z.object({
  move_in_date: z.iso
    .date({ error: TENANT_PORTAL_MESSAGES.invalidMoveInDate })
    // pipe: the range is checked only once the text is a real date, so one message, not two.
    .pipe(z.string())
    .refine((value) => {
      const latest = new Date(Date.now() + MOVE_IN_MAX_DAYS_AHEAD * 86_400_000)
        .toISOString()
        .slice(0, 10);
      return value >= MOVE_IN_EARLIEST && value <= latest;
    }, TENANT_PORTAL_MESSAGES.invalidMoveInDate),
});
export type MoveInDateInput = z.input<typeof MoveInDateSchema>;

/** GET/PUT /accounts/tenant/notifications/ (maintenance updates go by email until SMS exists). */
export const NotificationPrefsSchema = z.object({
  rent_reminders_email: z.boolean(),
  maintenance_updates: z.boolean(),
  announcements_email: z.boolean(),
});
export type NotificationPrefs = z.infer<typeof NotificationPrefsSchema>;

export type TenantIdDocument = {
  name: string;
  type: string;
  size: number;
  uploaded_at: string;
  url: string;
};

/** GET /accounts/tenant/dashboard/ */
export type TenantDashboard = {
  tenant: {
    id: number;
    full_name: string;
    email: string;
    phone_number: string;
    booking_id: string;
    move_in_date: string | null;
  };
  unit: {
    id: number;
    unit_number: string;
    room_type: string;
    property_name: string;
    property_address: string;
  } | null;
  rent: RentAccount;
  /** The deposit of the tenant's open tenancy, else their latest one; null with no tenancy. */
  deposit: TenantDeposit | null;
  landlord: { full_name: string; email: string; phone_number: string };
  reports: ReportRow[];
  /** The open tenancy (active or on notice), or null (issue 18). */
  tenancy: TenancySummary | null;
  /** With no unit now: the tenant's latest ended tenancy, whose record /tenant shows (issue 18). */
  ended_tenancy_id: number | null;
};
