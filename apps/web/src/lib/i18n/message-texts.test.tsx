import { render, screen } from '@testing-library/react';
import { MESSAGES, NOTICE_MESSAGES, PAYMENT_MESSAGES, TENANT_PORTAL_MESSAGES } from '@pango/shared';
import { describe, expect, it } from 'vitest';
import { Alert } from '@/components/ui/alert';
import { TextField } from '@/components/ui/text-field';
import { messageTexts } from './message-texts';
import { FixedLanguage, switchLanguage } from './texts';

// The shared English sentences in the reader's language (messages.json): field errors and alerts
// of the tenant screens; unknown text and the landlord area stay as they are.
describe('shared sentences in Kiswahili', () => {
  it('English passes every sentence through without loading anything', () => {
    expect(messageTexts.en(MESSAGES.invalidEmail)).toBe(MESSAGES.invalidEmail);
    render(<TextField label="Email" error={MESSAGES.invalidEmail} />);
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
  });

  it('shows a known sentence in Kiswahili, with its values, and the rest unchanged', async () => {
    await switchLanguage('sw');
    const translate = await messageTexts.load('sw');
    expect(translate(MESSAGES.invalidEmail)).toBe('Anwani ya barua pepe si sahihi');
    expect(translate(MESSAGES.fieldTooLong(120))).toBe('Tumia herufi zisizozidi 120');
    expect(translate(PAYMENT_MESSAGES.depositAmountMismatch(12500))).toBe(
      'Amana ya chumba hiki ni KSh 12,500.',
    );
    expect(translate(PAYMENT_MESSAGES.landlordSubscriptionExpired)).toMatch(/^Usajili wa mwenye/);
    // Room types: the standard ones translated, a landlord's own as typed.
    expect(translate('1 Bedroom')).toBe('Chumba 1 cha kulala');
    expect(translate('3 Bedroom')).toBe('Vyumba 3 vya kulala');
    expect(translate('Penthouse')).toBe('Penthouse');
    // Plurals and dates: the days carried over, the date written with Kiswahili months.
    expect(translate(NOTICE_MESSAGES.tooSoon(30, '2025-03-05'))).toBe(
      'Muda wako wa notisi ni siku 30: tarehe ya mapema zaidi ya kuhama ni 5 Mac 2025.',
    );
    expect(translate(NOTICE_MESSAGES.noticePeriodHint(1, '2025-08-12'))).toBe(
      'Mwenye nyumba wako anataka notisi ya siku 1: tarehe ya mapema zaidi ya kuhama unayoweza kutoa ni 12 Ago 2025.',
    );
    expect(translate(NOTICE_MESSAGES.onNotice('2025-12-31'))).toBe(
      'Umetoa notisi — utahama tarehe 31 Des 2025',
    );
    expect(translate('Something the catalogue does not know')).toBe(
      'Something the catalogue does not know',
    );

    const { rerender } = render(
      <>
        <TextField label="Barua pepe" error={MESSAGES.invalidEmail} />
        <Alert>{TENANT_PORTAL_MESSAGES.submitFailed}</Alert>
      </>,
    );
    expect(screen.getByText('Anwani ya barua pepe si sahihi')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Imeshindikana kutuma ripoti. Tafadhali jaribu tena.',
    );

    // The landlord area stays English whatever the language.
    rerender(
      <FixedLanguage value="en">
        <TextField label="Email" error={MESSAGES.invalidEmail} />
      </FixedLanguage>,
    );
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
  });
});
