import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SecurityStep } from './security-step';

describe('SecurityStep consent (issue 22, Data Protection Act 2019)', () => {
  it('tells an applicant what is collected and why before they complete registration', () => {
    render(<SecurityStep isBusy={false} onBack={() => {}} onSubmit={() => {}} />);
    expect(screen.getByText('What we collect and why')).toBeInTheDocument();
    expect(screen.getByText(/national ID number and ID document/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read how your data is handled' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });
});
