import { ERROR_CODES, MESSAGES, type UserType } from '@pango/shared';
import { firstMessage, isApiError } from '@/lib/api-error';
import { UserTypeMismatchError } from '../api/login';

/** form: a red box by the form. connection: no answer at all, shown with a Try Again button. */
export type LoginErrorView = { kind: 'form' | 'connection'; message: string };

const PENDING_PATTERN = /inactive|disabled|not active|pending approval/i;
const WRONG_TYPE_PATTERN =
  /(invalid|wrong|incorrect) (account|user)[ _]type|registered as an? (tenant|landlord)|different (account|user)[ _]type|not an? (tenant|landlord)/i;
const REGISTERED_AS_PATTERN = /registered as an? (tenant|landlord)/i;

function otherType(type: UserType): UserType {
  return type === 'tenant' ? 'landlord' : 'tenant';
}

/** The type the account is registered as: named in the message, else the other toggle value. */
function registeredType(message: string | undefined, chosenType: UserType): UserType {
  const named = message?.match(REGISTERED_AS_PATTERN)?.[1]?.toLowerCase();
  return named === 'tenant' || named === 'landlord' ? named : otherType(chosenType);
}

/**
 * What the login screen says about a failed sign-in (seed 000 section 8). The server's first
 * message of non_field_errors, detail, error or user_type is shown, rewritten for the pending and
 * wrong-type cases; an HTML page means the service is down; no answer means a connection problem.
 */
export function describeLoginError(error: unknown, chosenType: UserType): LoginErrorView {
  const form = (message: string): LoginErrorView => ({ kind: 'form', message });
  if (error instanceof UserTypeMismatchError) return form(MESSAGES.userTypeMismatch);
  if (!isApiError(error)) return form(MESSAGES.invalidCredentials);
  if (error.isConnectionProblem) return { kind: 'connection', message: MESSAGES.networkError };
  if (error.isHtml) return form(MESSAGES.loginUnavailable);

  const body = error.body ?? {};
  const message =
    firstMessage(body.non_field_errors) ??
    firstMessage(body.detail) ??
    firstMessage(body.error) ??
    firstMessage(body.user_type);

  if (body.code === ERROR_CODES.accountPending || body.code === ERROR_CODES.accountInactive) {
    return form(MESSAGES.pendingApproval);
  }
  if (message && PENDING_PATTERN.test(message)) return form(MESSAGES.pendingApproval);
  if (body.code === ERROR_CODES.wrongUserType || (message && WRONG_TYPE_PATTERN.test(message))) {
    return form(MESSAGES.wrongAccountType(registeredType(message, chosenType)));
  }
  return form(message ?? MESSAGES.invalidCredentials);
}

/** Forgot password: the server's error, the email field's error or detail; else the default. */
export function passwordResetErrorMessage(error: unknown): string {
  if (!isApiError(error) || !error.body) return MESSAGES.genericError;
  const { body } = error;
  return (
    firstMessage(body.error) ??
    firstMessage(body.errors?.email) ??
    firstMessage(body.email) ??
    firstMessage(body.detail) ??
    MESSAGES.genericError
  );
}
