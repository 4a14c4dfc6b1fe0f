// Payments recorded by hand and receipts (issue 19 items 7, 8): shared by Tenant Management, the
// tenant's details page, the landlord's Payments list and the tenant's payment history
// (eslint/web-boundaries.js lists this index as a shared entry).
export { RecordPaymentDialog, type RecordPaymentTenant } from './components/record-payment-dialog';
export { ReceiptButton } from './components/receipt-button';
export { RecordPaymentButton } from './components/record-payment-button';
