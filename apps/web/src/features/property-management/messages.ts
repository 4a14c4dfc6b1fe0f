// Sentences of seed 001 (sections 6 and 8) that only this screen shows; the ones the API shares
// live in ADMIN_MESSAGES (@pango/shared).
export const PROPERTY_PAGE_TEXT = {
  apiIssueTitle: 'API Connection Issue',
  apiIssue: 'Failed to load property data from API',
  someDataFailed: 'Failed to load some data',
  notAuthorized: 'Not authorized to load properties (401/403)',
  limitAdvice: 'Upgrade your subscription to add more.',
} as const;
