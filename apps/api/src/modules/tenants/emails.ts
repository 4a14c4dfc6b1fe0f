import { translatorFor, type Language } from '@pango/shared';
import { PRODUCT_NAME, renderEmail, type EmailContent } from '../../lib/email-layout.js';

// The tenant's answer to an application: approved or declined, in the tenant's message language
// (ADR 045). Wording in packages/shared's catalogues; markup and escaping in lib/email-layout.ts.

type DecisionParams = {
  tenantName: string;
  landlordName: string;
  unitNumber: string;
  propertyName: string;
  language?: Language;
};

const place = (p: DecisionParams) => ({
  unit: p.unitNumber,
  property: p.propertyName,
  landlord: p.landlordName,
});

/** kind application_decision, approved. Without a sign-in link the mail says where to go. */
export function applicationApprovedEmail(
  p: DecisionParams & { signInLink: string | null },
): EmailContent {
  const language = p.language ?? 'en';
  const t = translatorFor(language);
  return renderEmail({
    subject: t('application.approved.subject', { product: PRODUCT_NAME }),
    greeting: t('email.greeting.hello', { name: p.tenantName }),
    paragraphs: [
      t('application.approved.body', place(p)),
      ...(p.signInLink ? [] : [t('application.signIn', { product: PRODUCT_NAME })]),
    ],
    ...(p.signInLink
      ? {
          action: {
            label: t('application.signInAction', { product: PRODUCT_NAME }),
            url: p.signInLink,
          },
        }
      : {}),
    landlordName: p.landlordName,
    language,
  });
}

/** kind application_decision, declined. */
export function applicationDeclinedEmail(
  p: DecisionParams & { reason: string | null },
): EmailContent {
  const language = p.language ?? 'en';
  const t = translatorFor(language);
  return renderEmail({
    subject: t('application.declined.subject', { product: PRODUCT_NAME }),
    greeting: t('email.greeting.hello', { name: p.tenantName }),
    paragraphs: [
      t('application.declined.body', place(p)),
      p.reason
        ? t('application.declined.reason', { reason: p.reason })
        : t('application.declined.noReason'),
    ],
    landlordName: p.landlordName,
    language,
  });
}
