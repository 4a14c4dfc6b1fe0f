import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '@pango/shared/i18n/web/en/dashboard.json';
import sw from '@pango/shared/i18n/web/sw/dashboard.json';
import { getLanguage, LANGUAGE_KEY } from './language';
import { defineTexts, FixedLanguage, switchLanguage, useTexts } from './texts';

// The real catalogues, compiled by the build's plugin (vite.config.ts, compileMessages): a text
// with a placeholder arrives as a FormatJS syntax tree, a plain one as a string.
describe('screen texts', () => {
  it('formats plurals in the chosen language, and only loads Kiswahili when chosen', async () => {
    let swLoads = 0;
    const texts = defineTexts(en, {
      sw: () => {
        swLoads += 1;
        return Promise.resolve({ default: sw });
      },
    });
    function Screen({ days }: { days: number }) {
      const t = useTexts(texts);
      return (
        <p>
          {t('payRent')} {t('dueSoon', { amount: 'KSh 5,000', days, date: '5 Mar 2025' })}
        </p>
      );
    }

    const { rerender } = render(<Screen days={3} />);
    expect(
      screen.getByText('Pay Rent Rent of KSh 5,000 is due in 3 days (5 Mar 2025).'),
    ).toBeInTheDocument();
    expect(swLoads).toBe(0);

    await switchLanguage('sw');
    rerender(<Screen days={1} />);
    expect(
      screen.getByText('Lipa Kodi Kodi ya KSh 5,000 inatakiwa kesho (5 Mar 2025).'),
    ).toBeInTheDocument();
    expect(swLoads).toBe(1);
    expect(getLanguage()).toBe('sw');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('sw');

    // The landlord area stays English whatever the tenant side's language.
    rerender(
      <FixedLanguage value="en">
        <Screen days={0} />
      </FixedLanguage>,
    );
    expect(
      screen.getByText('Pay Rent Rent of KSh 5,000 is due today (5 Mar 2025).'),
    ).toBeInTheDocument();
  });
});
