// Sentences of seed 001 section 8 that only the Payments screen shows ("Payments and prices").
export const PAYMENTS_TEXT = {
  downloadFailed: 'Failed to download CSV.',
  unitRentFailed: 'Failed to update unit rent. Please try again.',
  bulkFailed: 'Failed to update rents. Please try again.',
  // The unclaimed signup deposits queue (issue 17): the spec has no words for it.
  depositsLoading: 'Loading deposits...',
  depositsLoadFailed: 'Failed to load unclaimed deposits. Please try again.',
  depositsEmpty: 'No deposits are waiting: every signup deposit belongs to an application.',
  depositsIntro:
    'These deposits were paid during a tenant signup that was not finished. Attach each one to the application it belongs to, or record that you refunded it.',
  depositsWaiting: (count: number) =>
    count === 0
      ? 'None waiting.'
      : `${count} deposit${count === 1 ? '' : 's'} waiting for you to attach or refund.`,
  noApplications: 'No application is waiting for a deposit.',
  attachFailed: 'Failed to attach the deposit. Please try again.',
  refundFailed: 'Failed to record the refund. Please try again.',
  // M-Pesa payments nobody could be matched with (issue 19 item 4).
  unmatchedTitle: 'Unmatched payments',
  unmatchedLoading: 'Loading unmatched payments...',
  unmatchedLoadFailed: 'Failed to load unmatched payments. Please try again.',
  unmatchedEmpty: 'No unmatched payments: every M-Pesa payment was credited to a tenant.',
  unmatchedIntro:
    'M-Pesa payments to your paybill that Pango could not match to one tenant. Assign each to the tenant it is from, or mark it as not rent.',
  unmatchedWaiting: (count: number) =>
    count === 0
      ? 'None waiting.'
      : `${count} payment${count === 1 ? '' : 's'} waiting for you to assign or dismiss.`,
  // Confirmations stored but never credited: another short code, or an amount with cents.
  queueTabs: 'Payments to review',
  unmatchedTab: (count: number) => `Unmatched (${count})`,
  rejectedTab: (count: number) => `Rejected (${count})`,
  rejectedIntro:
    'M-Pesa confirmations Pango refused to credit automatically: sent to another short code, or an amount with cents. If one is yours, assign it (whole shillings only); otherwise dismiss it with a note.',
  rejectedEmpty: 'No rejected payments.',
  fractionHint: 'An amount with cents cannot be credited: dismiss it and settle it with the payer.',
  assignFailed: 'Failed to assign the payment. Please try again.',
  dismissFailed: 'Failed to mark the payment. Please try again.',
} as const;
