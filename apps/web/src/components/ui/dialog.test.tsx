import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '@/lib/i18n/texts';
import { Button } from './button';
import { Dialog } from './dialog';

function Example() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setIsOpen(true)}>Edit rent deadline</Button>
      <Dialog isOpen={isOpen} onClose={() => setIsOpen(false)} title="Edit rent deadline">
        <p>New date</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens as a labelled modal and closes with Escape, returning focus', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const opener = screen.getByRole('button', { name: 'Edit rent deadline' });
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Edit rent deadline' })).toBeInTheDocument();
    expect(screen.getByText('New date')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByText('New date')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  afterEach(() => switchLanguage('en'));

  it('names its close button in the reader’s language', async () => {
    const user = userEvent.setup();
    await switchLanguage('sw');
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Edit rent deadline' }));
    await user.click(await screen.findByRole('button', { name: 'Funga' }));
    expect(screen.queryByText('New date')).not.toBeInTheDocument();
  });
});
