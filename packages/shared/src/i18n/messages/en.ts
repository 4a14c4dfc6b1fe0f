// The English of every email and SMS Pango sends a tenant (issue 25 item 6, ADR 045). The API's
// emails used to spell these inline; they are the same words, byte for byte. Placeholders in
// braces are filled by translate(); sw.ts has the same keys and the same placeholders
// (messages.test.ts fails otherwise).
export const en = {
  // lib/email-layout: the footer of every mail and the greetings.
  'email.footer.onBehalf': 'Sent by {product} on behalf of {landlord}.',
  'email.footer.general': 'Sent by {product}, rental management for Kenya.',
  'email.greeting.hello': 'Hello {name},',
  'email.greeting.helloAnonymous': 'Hello,',
  'email.greeting.dear': 'Dear {name},',

  // Rent reminders (reminders/emails.ts, the SMS in sms.ts). The subject and body are the Rent
  // Reminder template's: a landlord who never changed them gets them in the tenant's language.
  'reminder.subject': 'Rent reminder for {unit}',
  'reminder.body':
    'Dear {tenant_name},\n\nThis is a friendly reminder that your rent of {amount} for {unit} at {property} is due on {due_date}.\nPlease pay on time to keep your account up to date. If you have already paid, thank you and please ignore this message.\n\nKind regards,\n{landlord_name}',
  'reminder.amountDue': 'Amount due: {amount}',
  'reminder.dueDate': 'Due date: {date}',
  'reminder.tenant': 'Tenant: {tenant}, {unit} at {property}',
  'reminder.action': 'Pay rent in the Payment Center',
  'sms.rentReminder': 'Rent reminder from {landlord}: {amount} due {date} for {unit}.{pay}',

  // "Pay by M-Pesa" (mpesa-c2b.ts payByMpesaLine), in reminders and invoices.
  'mpesa.payByPaybill': 'Pay by M-Pesa: Paybill {shortcode}, account {account}',
  'mpesa.payByTill': 'Pay by M-Pesa: Till {shortcode} (Buy Goods)',

  // Receipts of rent payments (payments/emails.ts) and by SMS.
  'receipt.subject': 'Receipt {receipt}: {amount} received',
  'receipt.intro':
    '{landlord} has received your payment of {amount}. Your receipt number is {receipt}.',
  'receipt.amountInWords': 'Amount: {amount} ({words})',
  'receipt.unit': 'Unit: {unit}',
  'receipt.method': 'Method: {method}',
  'receipt.reference': 'Reference: {reference}',
  'receipt.ourReference': 'Payment reference: {reference}',
  'receipt.period': 'Period covered: {period}',
  'receipt.balanceAfter': 'Balance after this payment: {balance}',
  'receipt.pdf': 'You can download the receipt as a PDF from your payment history in {product}.',
  'receipt.signIn': 'Sign in to {product}',
  'receipt.balance.due': '{amount} still due',
  'receipt.balance.ahead': '{amount} paid ahead',
  'receipt.balance.zero': '{amount} (fully paid)',
  'receipt.method.cash': 'Cash',
  'receipt.method.bank_transfer': 'Bank transfer',
  'receipt.method.cheque': 'Cheque',
  'receipt.method.mpesa': 'M-Pesa',
  'receipt.ref.manual': 'Reference',
  'receipt.ref.mpesa': 'M-Pesa receipt',
  'receipt.ref.pesapal': 'Pesapal confirmation',
  // The portfolio import's invitation (portfolio-import/emails.ts): sent before the tenant has
  // chosen a language, so it carries English and then Kiswahili.
  'invitation.intro':
    '{landlord} now keeps the rent of unit {unit} at {property} in {product}. Your account is ready: choose a password to see your balance, pay rent and report problems.',
  'invitation.action': 'Choose your password',
  'invitation.note':
    'The link is valid for {days} days and can be used once. After that, use "Forgot Password?" on the sign-in page with this email address.',
  // The receipt PDF (payments/receipt-pdf.ts).
  'receipt.doc.title': 'Payment receipt',
  'receipt.doc.number': 'Receipt number {receipt}',
  'receipt.doc.date': 'Date {date}',
  'receipt.doc.receivedFrom': 'Received from',
  'receipt.doc.unit': 'Unit',
  'receipt.doc.amount': 'Amount',
  'receipt.doc.amountInWords': 'Amount in words',
  'receipt.doc.method': 'Method',
  'receipt.doc.paidOn': 'Paid on',
  'receipt.doc.period': 'Period covered',
  'receipt.doc.rentAccount': 'Rent account',
  'receipt.doc.balanceAfter': 'Balance after this payment',
  'receipt.doc.issued': 'Issued through {product} on behalf of {landlord}.',
  'sms.paymentReceipt':
    '{landlord}: payment of {amount} received, receipt {receipt}. New balance: {balance}.',

  // Reports: the landlord resolved one (communication/emails.ts); any change of status by SMS.
  'report.resolved.subject': 'Your report has been resolved: {title}',
  'report.resolved.body':
    'Your report "{title}" for {unit} at {property} has been marked as resolved by {landlord}.',
  'report.resolved.again':
    'If the problem is still there, please report it again from your tenant portal.',
  'sms.reportStatus': '{landlord}: your report "{title}" is now {status}.',
  'report.status.open': 'open',
  'report.status.pending': 'pending',
  'report.status.resolved': 'resolved',
  'report.status.closed': 'closed',
  // The applicant's confirmation and the landlord's decision (registration/, tenants/emails.ts).
  'application.verify.subject': 'Confirm your email to send your {product} application',
  'application.verify.applied': 'You applied for unit {unit} at {property}, managed by {landlord}.',
  'application.verify.confirm':
    'Confirm your email address to send the application to your landlord.',
  'application.verify.action': 'Confirm my email',
  'application.verify.validity':
    'The link can be used once. Without a paid deposit it is valid for {hours} hours, after which the application lapses.',
  'application.verify.ignore':
    'If you did not apply, ignore this email: nothing is sent to the landlord.',
  'application.approved.subject': 'Your {product} application was approved',
  'application.approved.body':
    'Your application for unit {unit} at {property} was approved by {landlord}.',
  'application.signIn': 'You can now sign in to {product}.',
  'application.signInAction': 'You can now sign in to {product}',
  'application.declined.subject': 'Your {product} application was declined',
  'application.declined.body':
    'Your application for unit {unit} at {property} was declined by {landlord}.',
  'application.declined.reason': 'Reason given by the landlord: {reason}',
  'application.declined.noReason': 'The landlord did not give a reason.',

  // Password reset and change (accounts/emails.ts), for tenants.
  'password.reset.subject': 'Reset your {product} password',
  'password.reset.intro': 'We received a request to reset your {product} password.',
  'password.reset.action': 'Choose a new password',
  'password.reset.validity': 'The link is valid for {hours} hours and can be used once.',
  'password.reset.ignore':
    'If you did not ask for this, ignore this email: your password stays the same.',
  'password.changed.subject': 'Your {product} password was changed',
  'password.changed.body':
    'The password of your {product} account was just changed, and every other device was signed out.',
  'password.changed.ok': 'If this was you, there is nothing more to do.',
  'password.changed.notYou':
    'If it was not, reset your password at once with "Forgot Password?" on the sign-in page, and contact support.',
  // The end of a tenancy (tenancies/emails.ts): the move-out settlement and the deposit refund.
  'moveOut.subject': 'Your move-out from unit {unit}: deposit and final balance',
  'moveOut.intro':
    '{landlord} recorded your move-out from unit {unit} at {property} on {date}. This is how your deposit and rent were settled:',
  'moveOut.depositHeld': 'Deposit held: {amount}',
  'moveOut.unpaidRent': 'Unpaid rent: {amount}',
  'moveOut.noDeductions': 'Deductions: none',
  'moveOut.deduction': 'Deduction: {reason}: {amount}',
  'moveOut.refundDue': 'Refund due to you: {amount}',
  'moveOut.stillOwed': 'Still owed by you: {amount}',
  'moveOut.creditOwed': 'Credit owed to you: {amount}',
  'moveOut.nothingOwed': 'Balance after: {amount} (nothing owed either way)',
  'moveOut.signInToRead': 'You can sign in to {product} to read your final statement.',
  'moveOut.readAction': 'Sign in to read your final statement',
  'moveOut.wrong': 'If any of this looks wrong, reply to your landlord directly.',
  'depositRefund.subject': 'Your deposit refund for unit {unit}',
  'depositRefund.intro':
    '{landlord} recorded a refund of your deposit for unit {unit} at {property}.',
  'depositRefund.amount': 'Amount refunded: {amount}',
  'depositRefund.paidBy': 'Paid by: {method}',
  'depositRefund.paidOn': 'Paid on: {date}',
  'depositRefund.due': 'Refund due at move-out: {amount}',
  // The final statement PDF (tenancies/final-statement.pdf.ts). The ledger's own descriptions stay
  // as stored; the balance-after words match balanceAfterLabel (tenancy-record.ts).
  'statement.doc.title': 'Final Statement',
  'statement.doc.issuedBy': 'Issued by {landlord} through {product}',
  'statement.doc.landlord': 'Landlord',
  'statement.doc.name': 'Name',
  'statement.doc.email': 'Email',
  'statement.doc.phone': 'Phone',
  'statement.doc.notGiven': 'Not given',
  'statement.doc.tenancy': 'Tenancy',
  'statement.doc.tenant': 'Tenant',
  'statement.doc.property': 'Property',
  'statement.doc.unit': 'Unit',
  'statement.doc.startDate': 'Start date',
  'statement.doc.endDate': 'End date',
  'statement.doc.notSet': 'Not set',
  'statement.doc.monthlyRent': 'Monthly rent',
  'statement.doc.depositAgreed': 'Deposit agreed',
  'statement.doc.ledger': 'Ledger',
  'statement.doc.column.date': 'Date',
  'statement.doc.column.description': 'Description',
  'statement.doc.column.charge': 'Charge',
  'statement.doc.column.payment': 'Payment',
  'statement.doc.column.balance': 'Balance',
  'statement.doc.noEntries': 'No charges or payments',
  'statement.doc.credit': '{amount} credit',
  'statement.doc.settlementHeading': 'Deposit and settlement',
  'statement.doc.depositHeld': 'Deposit held',
  'statement.doc.settlement': 'Settlement',
  'statement.doc.noSettlement': 'No settlement was recorded when this tenancy ended.',
  'statement.doc.ledgerBalance': 'Ledger balance',
  'statement.doc.deduction': 'Deduction',
  'statement.doc.deductionsTotal': 'Deductions total',
  'statement.doc.unpaidRent': 'Unpaid rent',
  'statement.doc.refundDue': 'Refund due',
  'statement.doc.balanceAfter': 'Balance after',
  'statement.doc.balanceAfter.owed': 'owed by tenant',
  'statement.doc.balanceAfter.credit': 'credit to tenant',
  'statement.doc.balanceAfter.settled': 'settled',
  'statement.doc.refundHeading': 'Refund',
  'statement.doc.refund': 'Refund',
  'statement.doc.refundNotRecorded': 'Refund not yet recorded',
  'statement.doc.refundPaid': 'Refund paid',
  'statement.doc.method': 'Method',
  'statement.doc.reference': 'Reference',
  'statement.doc.none': 'None',
  'statement.doc.paidOn': 'Paid on',
  // Invoices (payments/invoices, communication/emails.ts): the figures, the monthly invoice and
  // the landlord's Send Invoice mail.
  'invoice.previousBalance': 'Previous balance: {amount}',
  'invoice.chargesFor': 'Charges for {period}:',
  'invoice.noCharges': 'No charges this month',
  'invoice.totalCharges': 'Total charges: {amount}',
  'invoice.paymentsIn': 'Payments received in {period}: {amount}',
  'invoice.amountDue': 'Amount due: {amount}',
  'invoice.paidAhead': 'Paid ahead: {amount}',
  'invoice.dueDate': 'Due date: {date}',
  'invoice.line.rent': 'Rent',
  'invoice.line.late_fee': 'Late fee',
  'invoice.line.water': 'Water',
  'invoice.line.service': 'Service charge',
  'invoice.line.adjustment': 'Adjustment',
  'invoice.line.waiver': 'Waiver',
  'invoice.line.opening_balance': 'Opening balance',
  'invoice.line.payment': 'Payment',
  'mpesa.payByPaybillNoAccount': 'Pay by M-Pesa: Paybill {shortcode}',
  'invoice.monthly.subject': 'Invoice {number} for {period}: {amount} due',
  'invoice.monthly.intro':
    'This is your invoice {number} from {landlord} for {unit}, {property}, {period}.',
  'invoice.monthly.orPayOnline': 'Or pay online from your tenant portal',
  'invoice.monthly.payOnline': 'Pay rent from your tenant portal',
  'invoice.monthly.pdf': 'The PDF of this invoice is in the Payment Center under Invoices.',
  'invoice.subject': 'Invoice: {amount} due {date}',
  'invoice.intro': 'This is an invoice from {landlord} for {place}.',
  'invoice.yourTenancy': 'your tenancy',
  'invoice.notes': 'Notes: {notes}',
  'invoice.payOnline': 'Pay online from your tenant portal',
  'invoice.regards': 'Kind regards,',
  // The invoice PDF (payments/invoices/invoice-pdf.ts).
  'invoice.doc.title': 'Invoice',
  'invoice.doc.number': 'Invoice number {invoice}',
  'invoice.doc.date': 'Date {date}',
  'invoice.doc.period': 'Period {period}',
  'invoice.doc.to': 'To {tenant}',
  'invoice.doc.unit': 'Unit {unit}, {property}',
  'invoice.doc.previousBalance': 'Previous balance',
  'invoice.doc.noCharges': 'No charges this month',
  'invoice.doc.totalCharges': 'Total charges',
  'invoice.doc.paymentsIn': 'Payments received in {period}',
  'invoice.doc.paidAhead': 'Paid ahead',
  'invoice.doc.amountDue': 'Amount due',
  'invoice.doc.dueDate': 'Due date',
  'invoice.doc.howToPay': 'How to pay',
  'invoice.doc.online': 'Online: {link}',
  'invoice.doc.issued': 'Issued through {product} on behalf of {landlord}.',
  // The landlord's messages (communication/): their words as typed; only these stand-ins are ours.
  'message.defaultSubject': 'Message from {landlord}',
  'placeholder.yourUnit': 'your unit',
  'placeholder.yourProperty': 'your property',
  'placeholder.yourRent': 'your rent',
  // A completed payment's receipt (payments/emails.ts), e.g. a deposit.
  'payment.subject': 'Payment received: {amount}',
  'payment.received': 'We have received your payment of {amount}.',
  'payment.receivedFor': 'We have received your payment of {amount} to {landlord}.',
  'payment.for': 'For: {description}',
  'payment.receiptNumber': 'Receipt number: {receipt}',
  'payment.notProvided': 'not provided',
  'payment.thanks': 'Thank you for using {product}.',

  // An email change (account-settings/email-change-emails.ts).
  'emailChange.confirm.subject': 'Confirm your new {product} email address',
  'emailChange.confirm.body':
    'You asked to use {email} as the email address of your {product} account. Your email stays the same until you confirm.',
  'emailChange.confirm.action': 'Confirm this email address',
  'emailChange.confirm.validity': 'The link is valid for {hours} hours and can be used once.',
  'emailChange.confirm.ignore': 'If you did not ask for this, ignore this email: nothing changes.',
  'emailChange.requested.subject': 'A change of your {product} email address was requested',
  'emailChange.requested.body':
    "Someone signed in to your {product} account asked to change its email address to {email}. The change happens only once that address confirms it; until then this address stays the account's email.",
  'emailChange.requested.ok': 'If this was you, there is nothing more to do.',
  'emailChange.requested.notYou':
    'If it was not, change your password at once in Settings (or with "Forgot Password?" on the sign-in page): that signs out every other device. Then contact support.',
  'emailChange.changed.subject': 'Your {product} email address was changed',
  'emailChange.changed.body':
    'The email address of your {product} account is now {email}. Sign in with it from now on; emails from {product} go there.',
  'emailChange.changed.notYou': 'If this was not you, contact support at once.',
  // The landlord's message templates (lib/message-templates.ts; the Rent Reminder is reminder.*):
  // a template sent as it is goes in the tenant's language. Placeholders are the templates' own.
  'template.maintenance_notice.subject': 'Scheduled maintenance at {property}',
  'template.maintenance_notice.body':
    'Dear {tenant_name},\n\nWe will be carrying out maintenance work at {property} that may affect {unit}.\nWe will keep any disruption to a minimum. Please contact us if you have questions or need access arranged.\n\nKind regards,\n{landlord_name}',
  'template.payment_confirmation.subject': 'Payment received for {unit}',
  'template.payment_confirmation.body':
    'Dear {tenant_name},\n\nWe confirm that we have received your payment of {amount} for {unit} at {property}.\nThank you for paying on time.\n\nKind regards,\n{landlord_name}',
  'template.inspection_notice.subject': 'Upcoming inspection of {unit}',
  'template.inspection_notice.body':
    'Dear {tenant_name},\n\nPlease note that a routine inspection of {unit} at {property} is planned for {due_date}.\nIf this date does not suit you, please let us know so that we can agree on another time.\n\nKind regards,\n{landlord_name}',
  'template.welcome_message.subject': 'Welcome to {property}',
  'template.welcome_message.body':
    'Dear {tenant_name},\n\nWelcome to {property}! We are glad to have you in {unit}.\nYou can pay rent and report any issues from your tenant portal. Do not hesitate to contact us if you need anything.\n\nKind regards,\n{landlord_name}',
} as const;

export type MessageKey = keyof typeof en;
