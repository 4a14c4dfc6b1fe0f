// The arrears report's words (issue 24 item 2), in one place for the screen and its tests.
export const ARREARS_TEXT = {
  title: 'Arrears',
  linkText: 'Who owes what, and for how long: current, 1-30, 31-60, 61-90 and 90+ days past due.',
  linkAction: 'View arrears',
  intro:
    'Each tenant who owes rent, aged by how long each unpaid amount has been past its due date. Payments settle the oldest amount first.',
  loading: 'Loading arrears…',
  loadFailed: 'We could not load the arrears report. Please try again.',
  empty: 'No tenants are in arrears.',
  tableTitle: 'Tenants in arrears',
  tableCaption: (asOf: string) => `Tenants in arrears as of ${asOf}`,
  totalsLabel: (asOf: string) => `Arrears totals as of ${asOf}`,
  totalOwed: (count: number) => `Total owed (${count} ${count === 1 ? 'tenancy' : 'tenancies'})`,
  pagesLabel: 'Arrears pages',
  neverPaid: 'No payment yet',
  queued: (n: number, sms = 0) =>
    n === 0
      ? 'No reminder was sent: the chosen tenants owe nothing today or turned rent reminders off.'
      : `Reminder email queued for ${n} ${n === 1 ? 'tenant' : 'tenants'}${
          sms > 0 ? `, and ${sms} by SMS` : ''
        }.`,
  remindFailed: 'We could not send the reminders. Please try again.',
  downloadFailed: 'We could not download the CSV. Please try again.',
} as const;
