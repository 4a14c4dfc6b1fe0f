import { describe, expect, it } from 'vitest';
import { EnquiryInputSchema, VACANCY_MESSAGES, whatsappShareUrl } from './vacancy.js';
import { MESSAGES } from './messages.js';

describe('EnquiryInputSchema', () => {
  it('accepts a form post with empty optional fields', () => {
    const parsed = EnquiryInputSchema.parse({
      name: ' Achieng ',
      phone: '0712 345 678',
      email: '',
      message: 'Is the bedsitter still free?',
      unit: '',
    });
    expect(parsed).toEqual({
      name: 'Achieng',
      phone: '254712345678',
      email: undefined,
      message: 'Is the bedsitter still free?',
      unit: undefined,
    });
  });

  it('names each bad field in the spec’s words', () => {
    const result = EnquiryInputSchema.safeParse({ name: '', phone: '12', message: ' ', unit: 'x' });
    expect(result.success).toBe(false);
    const errors = result.error!.flatten().fieldErrors;
    expect(errors.name).toEqual([VACANCY_MESSAGES.nameRequired]);
    expect(errors.phone).toEqual([MESSAGES.invalidPhone]);
    expect(errors.message).toEqual([VACANCY_MESSAGES.messageRequired]);
    expect(errors.unit).toEqual([VACANCY_MESSAGES.unknownUnit]);
  });
});

it('builds a wa.me link carrying the page address', () => {
  expect(whatsappShareUrl('Kilimani Heights', 'https://pango.test/v/abc')).toBe(
    'https://wa.me/?text=Rooms%20to%20let%20at%20Kilimani%20Heights%3A%20https%3A%2F%2Fpango.test%2Fv%2Fabc',
  );
});
