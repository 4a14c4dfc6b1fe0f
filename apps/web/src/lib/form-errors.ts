import type { ZodError } from 'zod';

export type FieldErrors = Partial<Record<string, string>>;

/** The first message per top-level field of a failed zod parse, in the order of the issues. */
export function fieldErrors(error: ZodError): FieldErrors {
  const result: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in result)) result[field] = issue.message;
  }
  return result;
}
