export { PaymentStatusPanel } from './payment-status-panel';
export {
  failureMessageOf,
  initiationErrorMessage,
  isPaymentBusy,
  type PaymentFlowState,
  type PaymentPhase,
} from './payment-flow-state';
export { paymentIdFromSearch, readPendingPayment } from './payment-storage';
export { usePaymentFlow, type PaymentFlow, type PaymentFlowOptions } from './use-payment-flow';
