// The payment flow every payment screen shares (rent, the signup deposit, subscriptions): other
// features import it from here only.
export { PaymentStatusPanel } from './payment-status-panel';
export {
  failureMessageOf,
  initiationErrorMessage,
  isPaymentBusy,
  type FailureReason,
  type PaymentFlowState,
  type PaymentPhase,
} from './payment-flow-state';
export {
  paymentIdFromSearch,
  readPendingPayment,
  savePendingPayment,
  type PendingPayment,
} from './payment-storage';
export { usePaymentFlow, type PaymentFlow, type PaymentFlowOptions } from './use-payment-flow';
