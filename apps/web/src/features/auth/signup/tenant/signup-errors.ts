import { MESSAGES } from '@pango/shared';
import { firstMessage, isApiError } from '@/lib/api-error';

/** A failed signup call, ready for the screen: a box message and per-field messages. */
export type SignupErrorView = {
  message: string;
  fields: Record<string, string>;
  code?: string;
  status: number;
  /** No answer arrived: worth a Try Again. */
  isConnectionProblem: boolean;
};

/** Reads the API's one error shape ({detail, code, errors}); `error` is the spec's older field. */
export function describeSignupError(
  error: unknown,
  fallback: string = MESSAGES.registrationFailed,
): SignupErrorView {
  if (!isApiError(error)) {
    return { message: fallback, fields: {}, status: 0, isConnectionProblem: false };
  }
  if (error.isConnectionProblem) {
    return { message: MESSAGES.networkError, fields: {}, status: 0, isConnectionProblem: true };
  }
  const body = error.body ?? {};
  const fields: Record<string, string> = {};
  for (const [field, messages] of Object.entries(body.errors ?? {})) {
    const message = firstMessage(messages);
    if (message) fields[field] = message;
  }
  const message = firstMessage(body.detail) ?? firstMessage(body.error) ?? fallback;
  return {
    message: error.isHtml ? fallback : message,
    fields,
    code: typeof body.code === 'string' ? body.code : undefined,
    status: error.status,
    isConnectionProblem: false,
  };
}
