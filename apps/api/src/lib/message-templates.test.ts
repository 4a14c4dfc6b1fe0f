import { catalogueText, MESSAGE_TEMPLATE_IDS, type MessageKey } from '@pango/shared';
import { describe, expect, it } from 'vitest';
import { MESSAGE_TEMPLATES, templateIn } from './message-templates.js';

// The landlord's templates in both languages (ADR 045): the English catalogue repeats the list
// here word for word, so a template edited in one place and not the other fails.

describe('message templates', () => {
  it('have their English words in the catalogue, unchanged', () => {
    for (const template of MESSAGE_TEMPLATES) {
      const [subjectKey, bodyKey]: [MessageKey, MessageKey] =
        template.id === 'rent_reminder'
          ? ['reminder.subject', 'reminder.body']
          : [`template.${template.id}.subject`, `template.${template.id}.body`];
      expect(catalogueText('en', subjectKey), template.id).toBe(template.subject);
      expect(catalogueText('en', bodyKey), template.id).toBe(template.body);
      expect(templateIn(template.id, 'en')).toEqual({
        subject: template.subject,
        body: template.body,
      });
    }
  });

  it('come in Kiswahili with the same placeholders', () => {
    expect(MESSAGE_TEMPLATES.map((t) => t.id)).toEqual([...MESSAGE_TEMPLATE_IDS]);
    for (const id of MESSAGE_TEMPLATE_IDS) {
      const sw = templateIn(id, 'sw');
      const en = templateIn(id, 'en');
      const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(names(sw.subject), id).toEqual(names(en.subject));
      expect(names(sw.body), id).toEqual(names(en.body));
      expect(sw.body.startsWith('Mpendwa {tenant_name},'), id).toBe(true);
    }
    expect(templateIn('welcome_message', 'sw').subject).toBe('Karibu {property}');
  });
});
