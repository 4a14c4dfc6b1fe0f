import {
  catalogueText,
  type Language,
  type MessageTemplate,
  type MessageTemplateId,
} from '@pango/shared';

// The send-message dialog's templates (seed 001 section 9), also the default rent reminder. They
// live in lib/ because two modules' emails fill them (reminders and communication). Placeholders
// in braces are filled per tenant by fillPlaceholders; an unknown one is left as typed so the
// landlord can see it.
export const MESSAGE_TEMPLATES: readonly MessageTemplate[] = [
  {
    id: 'rent_reminder',
    name: 'Rent Reminder',
    subject: 'Rent reminder for {unit}',
    body: [
      'Dear {tenant_name},',
      '',
      'This is a friendly reminder that your rent of {amount} for {unit} at {property} is due on {due_date}.',
      'Please pay on time to keep your account up to date. If you have already paid, thank you and please ignore this message.',
      '',
      'Kind regards,',
      '{landlord_name}',
    ].join('\n'),
  },
  {
    id: 'maintenance_notice',
    name: 'Maintenance Notice',
    subject: 'Scheduled maintenance at {property}',
    body: [
      'Dear {tenant_name},',
      '',
      'We will be carrying out maintenance work at {property} that may affect {unit}.',
      'We will keep any disruption to a minimum. Please contact us if you have questions or need access arranged.',
      '',
      'Kind regards,',
      '{landlord_name}',
    ].join('\n'),
  },
  {
    id: 'payment_confirmation',
    name: 'Payment Confirmation',
    subject: 'Payment received for {unit}',
    body: [
      'Dear {tenant_name},',
      '',
      'We confirm that we have received your payment of {amount} for {unit} at {property}.',
      'Thank you for paying on time.',
      '',
      'Kind regards,',
      '{landlord_name}',
    ].join('\n'),
  },
  {
    id: 'inspection_notice',
    name: 'Inspection Notice',
    subject: 'Upcoming inspection of {unit}',
    body: [
      'Dear {tenant_name},',
      '',
      'Please note that a routine inspection of {unit} at {property} is planned for {due_date}.',
      'If this date does not suit you, please let us know so that we can agree on another time.',
      '',
      'Kind regards,',
      '{landlord_name}',
    ].join('\n'),
  },
  {
    id: 'welcome_message',
    name: 'Welcome Message',
    subject: 'Welcome to {property}',
    body: [
      'Dear {tenant_name},',
      '',
      'Welcome to {property}! We are glad to have you in {unit}.',
      'You can pay rent and report any issues from your tenant portal. Do not hesitate to contact us if you need anything.',
      '',
      'Kind regards,',
      '{landlord_name}',
    ].join('\n'),
  },
];

export const templateById = (id: MessageTemplateId): MessageTemplate =>
  MESSAGE_TEMPLATES.find((template) => template.id === id) ?? MESSAGE_TEMPLATES[0]!;

/**
 * A template's subject and body in `language` (ADR 045), placeholders unfilled. English is the
 * list above, word for word (message-templates.test.ts); Kiswahili comes from the catalogue.
 */
export function templateIn(
  id: MessageTemplateId,
  language: Language,
): { subject: string; body: string } {
  const template = templateById(id);
  if (language === 'en') return { subject: template.subject, body: template.body };
  if (template.id === 'rent_reminder')
    return {
      subject: catalogueText(language, 'reminder.subject'),
      body: catalogueText(language, 'reminder.body'),
    };
  return {
    subject: catalogueText(language, `template.${template.id}.subject`),
    body: catalogueText(language, `template.${template.id}.body`),
  };
}

export type PlaceholderValues = {
  tenant_name: string;
  unit: string;
  property: string;
  amount: string;
  due_date: string;
  landlord_name: string;
};

/** Replaces {name} placeholders; names not in values stay as typed. */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.hasOwn(values, name) ? values[name as keyof PlaceholderValues] : match,
  );
}
