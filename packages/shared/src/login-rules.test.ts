import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LoginInputSchema } from './auth.js';
import { checkLogin, type LoginCheck, type LoginFields } from './login-rules.js';
import { MESSAGES } from './messages.js';

/** What the API decides for a sign-in body, in checkLogin's shape. */
function apiDecision(input: LoginFields): LoginCheck {
  const parsed = LoginInputSchema.safeParse(input);
  if (parsed.success) return { success: true, data: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { success: false, errors };
}

// The sign-in form checks with checkLogin (no zod on the first load); the API parses with
// LoginInputSchema. Both are built from the same rule functions and must always agree.
describe('checkLogin', () => {
  it('answers the spec messages the API answers', () => {
    const valid = { email: ' Amina@Example.co.ke ', password: 'old-weak', user_type: 'landlord' };
    expect(checkLogin(valid)).toEqual({
      success: true,
      data: { email: 'amina@example.co.ke', password: 'old-weak', user_type: 'landlord' },
    });
    expect(checkLogin({ email: '', password: '', user_type: 'tenant' })).toEqual({
      success: false,
      errors: { email: MESSAGES.emailRequired, password: MESSAGES.passwordRequired },
    });
    expect(checkLogin({ ...valid, email: 'amina@example' })).toEqual({
      success: false,
      errors: { email: MESSAGES.invalidEmail },
    });
  });

  it('agrees with LoginInputSchema on any input', () => {
    const text = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.constantFrom('', ' ', 'a@b.co', ' A@B.CO ', 'a@b', 'a\u0000@b.co', 'x'.repeat(129)),
      fc.emailAddress(),
    );
    const userType = fc.constantFrom('tenant', 'landlord', '', 'admin');
    fc.assert(
      fc.property(text, text, userType, (email, password, user_type) => {
        const input = { email, password, user_type };
        expect(checkLogin(input)).toEqual(apiDecision(input));
      }),
      { numRuns: 500 },
    );
  });
});
