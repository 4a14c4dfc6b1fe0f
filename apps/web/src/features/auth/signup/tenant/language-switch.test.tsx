import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LanguageSwitch } from '@/components/language-switch';
import { LANGUAGE_KEY, resetLanguageForTests } from '@/lib/i18n/language';
import { switchLanguage } from '@/lib/i18n/texts';
import { WelcomeStep } from './steps/welcome-step';

describe('Language / Lugha before sign-in', () => {
  it('starts in the browser language and switches the screen to Kiswahili, remembered on the device', async () => {
    render(
      <>
        <LanguageSwitch />
        <WelcomeStep onStart={() => undefined} />
      </>,
    );
    const select = screen.getByLabelText('Language / Lugha');
    expect(select).toHaveValue('en');
    expect(screen.getByRole('heading', { name: 'Tenant Sign Up' })).toBeInTheDocument();

    await userEvent.selectOptions(select, 'Kiswahili');

    expect(
      await screen.findByRole('heading', { name: 'Jisajili kama Mpangaji' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anza' })).toBeInTheDocument();
    expect(select).toHaveValue('sw');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('sw');
    expect(document.documentElement.lang).toBe('sw');
  });

  it('starts in the stored choice over the browser language', async () => {
    await switchLanguage('sw');
    resetLanguageForTests();
    render(<LanguageSwitch />);
    expect(screen.getByLabelText('Language / Lugha')).toHaveValue('sw');
  });
});
