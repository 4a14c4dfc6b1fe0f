import { TENANT_PORTAL_MESSAGES } from '@pango/shared';

// Seed 002 sections 2, 5 and 8: the texts only the Report an Issue screen says.
export const REPORT_SCREEN_MESSAGES = {
  acceptTermsFirst: TENANT_PORTAL_MESSAGES.acceptTermsFirst,
  unitRequired: TENANT_PORTAL_MESSAGES.unitRequired,
  noUnit: TENANT_PORTAL_MESSAGES.noUnitAssigned,
  submitFailed: TENANT_PORTAL_MESSAGES.submitFailed,
  loadFailed: 'Error loading tenant information.',
  loading: 'Loading tenant information...',
  queuedOffline: TENANT_PORTAL_MESSAGES.reportQueuedOffline,
  submitted: 'Report submitted successfully. Returning to your dashboard...',
  reminder:
    'Reminder: tenant-caused damage, minor repairs, utilities, internet or neighbour disputes are handled directly by the tenant.',
} as const;

/** Seed 002 section 9: what each priority means, shown as the option hints. */
export const PRIORITY_MEANINGS = {
  urgent: 'Urgent: life-threatening (gas leak, flooding, fire, violence)',
  high: 'High: significant damage or major inconvenience',
  medium: 'Medium: important but not immediate',
  low: 'Low: minor',
} as const;

/** Seed 002 section 9: the terms prompt opens this long after the screen. */
export const TERMS_PROMPT_DELAY_MS = 2000;
/** Seed 002 section 9: after a report the tenant returns to the dashboard this long after. */
export const REDIRECT_AFTER_REPORT_MS = 2000;
/** How close to the end of the terms counts as "scrolled to the bottom", in CSS pixels. */
export const SCROLL_END_TOLERANCE_PX = 24;
