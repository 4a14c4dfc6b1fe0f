// Stable machine-readable codes for the one API error shape:
// { detail, code, errors?: { field: [message] }, non_field_errors? }.
export const ERROR_CODES = {
  validation: 'VALIDATION_ERROR',
  invalidCredentials: 'INVALID_CREDENTIALS',
  wrongUserType: 'WRONG_USER_TYPE',
  accountPending: 'ACCOUNT_PENDING_APPROVAL',
  accountInactive: 'ACCOUNT_INACTIVE',
  notAuthenticated: 'NOT_AUTHENTICATED',
  tokenInvalid: 'TOKEN_INVALID',
  tokenReused: 'TOKEN_REUSED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  planLimit: 'PLAN_LIMIT_REACHED',
  subscriptionRequired: 'SUBSCRIPTION_REQUIRED',
  rateLimited: 'RATE_LIMITED',
  unitUnavailable: 'UNIT_UNAVAILABLE',
  depositRequired: 'DEPOSIT_REQUIRED',
  paymentsUnavailable: 'PAYMENTS_UNAVAILABLE',
  serverError: 'SERVER_ERROR',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  insufficientSmsCredits: 'INSUFFICIENT_SMS_CREDITS',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export type ApiErrorBody = {
  detail: string;
  code: ErrorCode;
  errors?: Record<string, string[]>;
  non_field_errors?: string[];
  user_type?: string[];
};
