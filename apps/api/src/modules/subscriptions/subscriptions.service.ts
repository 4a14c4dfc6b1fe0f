// The module's service entry point for other modules (payments, properties, tenants): the gate, the
// plan limits and the activation of a paid plan. Each lives in its own file beside this one.
export {
  activateSubscriptionPayment,
  type SubscriptionPaymentRef,
} from './activate-subscription.js';
export { assertWithinPlanLimits } from './plan-limits.js';
export {
  assertLandlordSubscriptionActive,
  requireActiveSubscription,
} from './subscription-gate.js';
export { getSubscriptionStatus } from './subscription-state.service.js';
