import { translatorFor, type Language } from '@pango/shared';
import { PRODUCT_NAME, renderEmail, type EmailContent } from '../../lib/email-layout.js';

// The emails of an email change (issue 17, item 6), all of kind email_change: the link that
// confirms the new address, and the notices that tell the old address what is happening, so the
// owner of a stolen session learns of it while the account is still theirs. A tenant reads them in
// their message language (ADR 045); wording in packages/shared's catalogues.

type Reader = { fullName: string; landlordName: string | null; language?: Language };

/** To the new address: the single-use link that makes the change. */
export function confirmNewEmailEmail(
  p: Reader & { newEmail: string; confirmLink: string; validHours: number },
): EmailContent {
  const language = p.language ?? 'en';
  const t = translatorFor(language);
  return renderEmail({
    subject: t('emailChange.confirm.subject', { product: PRODUCT_NAME }),
    greeting: t('email.greeting.hello', { name: p.fullName }),
    paragraphs: [t('emailChange.confirm.body', { email: p.newEmail, product: PRODUCT_NAME })],
    action: { label: t('emailChange.confirm.action'), url: p.confirmLink },
    notes: [
      t('emailChange.confirm.validity', { hours: p.validHours }),
      t('emailChange.confirm.ignore'),
    ],
    landlordName: p.landlordName,
    language,
  });
}

/** To the old address, when the change is asked for. */
export function emailChangeRequestedEmail(p: Reader & { newEmail: string }): EmailContent {
  const language = p.language ?? 'en';
  const t = translatorFor(language);
  return renderEmail({
    subject: t('emailChange.requested.subject', { product: PRODUCT_NAME }),
    greeting: t('email.greeting.hello', { name: p.fullName }),
    paragraphs: [
      t('emailChange.requested.body', { product: PRODUCT_NAME, email: p.newEmail }),
      t('emailChange.requested.ok'),
      t('emailChange.requested.notYou'),
    ],
    landlordName: p.landlordName,
    language,
  });
}

/** To the old address, when the new one has confirmed. */
export function emailChangedEmail(p: Reader & { newEmail: string }): EmailContent {
  const language = p.language ?? 'en';
  const t = translatorFor(language);
  return renderEmail({
    subject: t('emailChange.changed.subject', { product: PRODUCT_NAME }),
    greeting: t('email.greeting.hello', { name: p.fullName }),
    paragraphs: [
      t('emailChange.changed.body', { product: PRODUCT_NAME, email: p.newEmail }),
      t('emailChange.changed.notYou'),
    ],
    landlordName: p.landlordName,
    language,
  });
}
