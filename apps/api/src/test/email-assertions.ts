import { expect } from 'vitest';
import type { EmailContent } from '../lib/email-layout.js';

// What every email test checks: the same facts in the text and HTML bodies, typed text verbatim in
// one and inert in the other, and links that only ever point at http(s).

// Text a person typed, as hostile as a form lets it be, and what it must become in the HTML body.
export const TYPED = `<script>alert("hi")</script> Tom & Jerry's`;
export const TYPED_HTML =
  '&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt; Tom &amp; Jerry&#39;s';
export const LANDLORD = 'Amina Wairimu';
export const ON_BEHALF = `Sent by Pango on behalf of ${LANDLORD}.`;

/** Each fact reads the same in the text body and in the HTML body. */
export function expectInBoth(mail: EmailContent, facts: readonly string[]) {
  for (const fact of facts) {
    expect(mail.text).toContain(fact);
    expect(mail.html).toContain(fact);
  }
}

/** The typed text is verbatim in the text body and inert in the HTML body. */
export function expectTypedTextSafe(mail: EmailContent) {
  expect(mail.text).toContain(TYPED);
  expect(mail.html).toContain(TYPED_HTML);
  expect(mail.html).not.toContain('<script');
}

/** A stored link a form could carry; it must never become a clickable href. */
export const EVIL_LINK = 'javascript:alert(document.cookie)';

export function expectNoUnsafeLink(mail: EmailContent) {
  expect(mail.html).not.toContain('javascript:');
  expect(mail.html).not.toContain('href=');
}
