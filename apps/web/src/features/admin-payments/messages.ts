// Sentences of seed 001 section 8 that only the Payments screen shows ("Payments and prices").
export const PAYMENTS_TEXT = {
  downloadFailed: 'Failed to download CSV.',
  unitRentFailed: 'Failed to update unit rent. Please try again.',
  bulkFailed: 'Failed to update rents. Please try again.',
} as const;
