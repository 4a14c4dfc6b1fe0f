import { PRIVACY_TEXT } from '@pango/shared';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '@/lib/i18n/texts';
import { PrivacyPage } from './privacy-page';

describe('privacy (Data Protection Act 2019)', () => {
  it('names the landlord as controller, Pango as processor, and how to use each right', () => {
    render(
      <MemoryRouter>
        <PrivacyPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Your Privacy' })).toBeInTheDocument();
    expect(screen.getByText(/Your landlord is the data controller/)).toBeInTheDocument();
    expect(screen.getByText(/five years after the tax period they belong to/)).toBeInTheDocument();
    for (const { right } of PRIVACY_TEXT.rights)
      expect(screen.getByText(right)).toBeInTheDocument();
    expect(screen.getByText(/Download my data/)).toBeInTheDocument();
  });

  afterEach(() => switchLanguage('en'));

  it('reads in Kiswahili for a reader who chose it', async () => {
    await switchLanguage('sw');
    render(
      <MemoryRouter>
        <PrivacyPage />
      </MemoryRouter>,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Faragha Yako' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Mwenye nyumba wako ndiye msimamizi wa data/)).toBeInTheDocument();
    expect(screen.getByText('Kufutiwa data yako')).toBeInTheDocument();
    expect(screen.queryByText('Your Privacy')).toBeNull();
  });
});
