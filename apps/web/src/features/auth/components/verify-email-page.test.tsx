import { APPLICATION_HOLD_MESSAGES } from '@pango/shared';
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { jsonResponse, mockApi } from '@/test/fetch-mock';
import { switchLanguage } from '@/lib/i18n/texts';
import { renderApp } from '@/test/render-app';
import '../email-links-texts';

const VERIFY = 'POST /api/accounts/register/tenant/verify-email/';
const CONFIRMED = APPLICATION_HOLD_MESSAGES.emailConfirmed('Amina Wairimu');

it('confirms the token once and says the application went to the landlord', async () => {
  const { spy } = mockApi({
    [VERIFY]: () =>
      jsonResponse(200, {
        message: CONFIRMED,
        booking_id: 'BK-7F3K2Q',
        landlord_name: 'Amina Wairimu',
      }),
  });
  renderApp('/verify-email?token=abc123');
  expect(await screen.findByRole('heading', { name: 'Email confirmed' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(CONFIRMED);
  expect(screen.getByText('BK-7F3K2Q')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Go to Login' })).toBeInTheDocument();
  expect(spy).toHaveBeenCalledTimes(1);
  const [, init] = spy.mock.calls[0]!;
  expect(JSON.parse(String(init?.body))).toEqual({ token: 'abc123' });
});

it("shows the server's sentence for a used or lapsed link", async () => {
  mockApi({
    [VERIFY]: () =>
      jsonResponse(400, {
        detail: APPLICATION_HOLD_MESSAGES.verifyLinkInvalid,
        code: 'TOKEN_INVALID',
      }),
  });
  renderApp('/verify-email?token=used');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    APPLICATION_HOLD_MESSAGES.verifyLinkInvalid,
  );
  expect(screen.getByRole('heading', { name: 'Confirm your email' })).toBeInTheDocument();
});

it('asks nothing of the server without a token', async () => {
  const { spy } = mockApi({});
  renderApp('/verify-email');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    APPLICATION_HOLD_MESSAGES.verifyLinkInvalid,
  );
  expect(spy).not.toHaveBeenCalled();
});

it("reads in Kiswahili on a device set to it, the server's sentence too (issue 25)", async () => {
  await switchLanguage('sw');
  mockApi({
    [VERIFY]: () =>
      jsonResponse(200, {
        message: CONFIRMED,
        booking_id: 'BK-7F3K2Q',
        landlord_name: 'Amina Wairimu',
      }),
  });
  renderApp('/verify-email?token=abc123');
  expect(
    await screen.findByRole('heading', { name: 'Barua pepe imethibitishwa' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(
    'Barua pepe yako imethibitishwa na ombi lako limetumwa kwa Amina Wairimu. Utaweza kuingia akishaliidhinisha.',
  );
  expect(screen.getByRole('button', { name: 'Nenda Kuingia' })).toBeInTheDocument();
});
