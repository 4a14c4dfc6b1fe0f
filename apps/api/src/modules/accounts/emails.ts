import { translatorFor, type Language } from '@pango/shared';
import { PRODUCT_NAME, renderEmail, type EmailContent } from '../../lib/email-layout.js';

// The account emails: a password reset link, and notice that the password changed; a tenant reads
// them in their message language (ADR 045), everyone else in English. Wording in packages/shared's
// catalogues; markup and escaping in lib/email-layout.ts.

/** kind reset */
export function passwordResetEmail(p: {
  fullName: string;
  resetLink: string;
  validHours: number;
  landlordName: string | null;
  language?: Language;
}): EmailContent {
  const language = p.language ?? 'en';
  const t = translatorFor(language);
  return renderEmail({
    subject: t('password.reset.subject', { product: PRODUCT_NAME }),
    greeting: t('email.greeting.hello', { name: p.fullName }),
    paragraphs: [t('password.reset.intro', { product: PRODUCT_NAME })],
    action: { label: t('password.reset.action'), url: p.resetLink },
    notes: [t('password.reset.validity', { hours: p.validHours }), t('password.reset.ignore')],
    landlordName: p.landlordName,
    language,
  });
}

/** kind password_changed */
export function passwordChangedEmail(p: {
  fullName: string;
  landlordName: string | null;
  language?: Language;
}): EmailContent {
  const language = p.language ?? 'en';
  const t = translatorFor(language);
  return renderEmail({
    subject: t('password.changed.subject', { product: PRODUCT_NAME }),
    greeting: t('email.greeting.hello', { name: p.fullName }),
    paragraphs: [
      t('password.changed.body', { product: PRODUCT_NAME }),
      t('password.changed.ok'),
      t('password.changed.notYou'),
    ],
    landlordName: p.landlordName,
    language,
  });
}
