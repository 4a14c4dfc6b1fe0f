import { MESSAGES } from '@pango/shared';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, mockFetch } from '@/test/fetch-mock';
import {
  COMPLETE,
  FILLED,
  PORTFOLIO,
  pdf,
  renderWizard,
  SESSION_ID,
  startAt,
  VALIDATE,
} from './testing/tenant-signup-fixtures';

// The spec's English (signup.json), word for word.
const LOST_FILE =
  'Your file my-id.pdf was not kept when the page reloaded. Choose it again or tick "I will upload my ID later".';
const REGISTRATION_DONE =
  'Your registration was submitted. You can sign in once your landlord approves it.';

beforeEach(() => window.sessionStorage.clear());

const continueButton = () => screen.getByRole('button', { name: 'Continue' });
const idInput = () => screen.getByLabelText('Government ID');

describe('tenant signup: documents and deposit', () => {
  it('needs a valid ID file or the upload-later box', async () => {
    mockApi({});
    startAt(4, FILLED);
    const { user } = renderWizard();
    await user.click(continueButton());
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.uploadOrLater);

    await user.upload(idInput(), new File(['x'], 'id.gif', { type: 'image/gif' }));
    expect(screen.getByText(MESSAGES.fileTypeNotAllowed)).toBeInTheDocument();
    await user.upload(idInput(), pdf('big.pdf', 5 * 1024 * 1024 + 1));
    expect(screen.getByText(MESSAGES.fileTooLarge)).toBeInTheDocument();
    await user.click(continueButton());
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.uploadOrLater);

    await user.click(screen.getByRole('checkbox', { name: 'I will upload my ID later' }));
    await user.click(continueButton());
    expect(await screen.findByRole('heading', { name: 'Deposit Payment' })).toHaveFocus();
  });

  it('shows the deposit with Pay Now and no Continue before paying; Back returns to the documents', async () => {
    mockApi({ [VALIDATE]: () => jsonResponse(200, PORTFOLIO) });
    startAt(5, { ...FILLED, upload_id_later: true });
    const { user } = renderWizard();
    expect(screen.getByText('KSh 15,000')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled());
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Upload Documents' })).toBeInTheDocument();
  });

  it('skips the deposit for a tenant already living there, and Back from 6 goes to 4', async () => {
    mockApi({});
    startAt(4, FILLED);
    const { user } = renderWizard();
    await user.upload(idInput(), pdf());
    expect(screen.getByText('Selected: id.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /I already live in this property/ }));
    await user.click(continueButton());
    expect(screen.getByRole('heading', { name: 'Account Security' })).toBeInTheDocument();
    expect(screen.getByText(/Step 6 of 6/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Upload Documents' })).toBeInTheDocument();
    expect(screen.getByText('Selected: id.pdf')).toBeInTheDocument();
  });

  it('keeps the step after a reload, but not the file: the tenant must choose again', async () => {
    mockApi({});
    startAt(4, FILLED);
    const first = renderWizard();
    await first.user.upload(idInput(), pdf('my-id.pdf'));
    first.unmount();

    renderWizard();
    expect(screen.getByRole('heading', { name: 'Upload Documents' })).toBeInTheDocument();
    expect(screen.getByText(LOST_FILE)).toBeInTheDocument();
    expect(window.sessionStorage.getItem('pango.signup.tenant')).not.toContain('password');
  });
});

describe('tenant signup: account security and completion', () => {
  it('checks the password pair before sending', async () => {
    const { spy } = mockApi({});
    startAt(6, { ...FILLED, already_living_in_property: true, upload_id_later: true });
    const { user } = renderWizard();
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'weak');
    await user.type(screen.getByLabelText('Confirm Password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));
    expect(screen.getByText(MESSAGES.passwordRequirements)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordsDoNotMatch)).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
  });

  it('will not send after a reload lost the chosen file', async () => {
    const { spy } = mockApi({});
    startAt(6, { ...FILLED, already_living_in_property: true, id_document_name: 'my-id.pdf' });
    const { user } = renderWizard();
    expect(screen.getByText(LOST_FILE)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Secret123');
    await user.type(screen.getByLabelText('Confirm Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));
    expect(spy).not.toHaveBeenCalled();
  });

  it('sends the registration as multipart with the file, then shows the booking ID', async () => {
    const { spy } = mockFetch(() =>
      jsonResponse(201, {
        id: 7,
        email: FILLED.email,
        booking_id: 'BK-2024-0042',
        status: 'unverified',
        id_document_saved: false,
      }),
    );
    startAt(4, FILLED);
    const { user, onComplete } = renderWizard();
    const file = pdf();
    await user.upload(idInput(), file);
    await user.click(screen.getByRole('checkbox', { name: /I already live in this property/ }));
    await user.click(continueButton());
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Secret123');
    await user.type(screen.getByLabelText('Confirm Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));

    expect(await screen.findByRole('heading', { name: 'Registration submitted' })).toHaveFocus();
    expect(screen.getByText('BK-2024-0042')).toBeInTheDocument();
    expect(screen.getByText(new RegExp(MESSAGES.pendingApproval.slice(0, 30)))).toBeVisible();
    // The landlord sees the application only once the email is confirmed (ADR 019).
    const [confirm, documentNote] = screen.getAllByRole('status');
    expect(confirm).toHaveTextContent(`We sent a link to ${FILLED.email}`);
    expect(confirm).toHaveTextContent(MESSAGES.checkEmailToConfirm);
    expect(documentNote).toHaveTextContent(MESSAGES.documentSaveFailed);

    const [url, init] = spy.mock.calls[0]!;
    expect(`${init?.method} ${String(url)}`).toBe(COMPLETE);
    const body = init?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((init?.headers as Record<string, string>)['Content-Type']).toBeUndefined();
    expect(
      Object.fromEntries([...body.entries()].filter(([, v]) => typeof v === 'string')),
    ).toEqual({
      session_id: SESSION_ID,
      full_name: 'Achieng Atieno',
      email: 'achieng@example.com',
      password: 'Secret123',
      phone_number: '0712345678',
      national_id: '12345678',
      emergency_contact: '0722000111',
      landlord_code: 'PNG-DEMO1',
      unit_code: 'KH-A1',
      already_living_in_property: 'true',
      requires_deposit: 'false',
      upload_id_later: 'false',
      language: 'en',
    });
    expect((body.get('id_document') as File).name).toBe('id.pdf');
    expect(window.sessionStorage.getItem('pango.signup.tenant')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Go to Login' }));
    expect(onComplete).toHaveBeenCalledWith(REGISTRATION_DONE);
  });

  it('shows the server field error, and returns to the rooms when the room was taken', async () => {
    let answer = jsonResponse(400, {
      detail: MESSAGES.invalidInput,
      code: 'VALIDATION_ERROR',
      errors: { email: [MESSAGES.emailTaken] },
    });
    const validate = vi.fn(() => jsonResponse(200, PORTFOLIO));
    mockApi({ [COMPLETE]: () => answer, [VALIDATE]: validate });
    startAt(6, { ...FILLED, already_living_in_property: true, upload_id_later: true });
    const { user } = renderWizard();
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Secret123');
    await user.type(screen.getByLabelText('Confirm Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.emailTaken);

    answer = jsonResponse(409, {
      detail: MESSAGES.roomNoLongerAvailable,
      code: 'UNIT_UNAVAILABLE',
      errors: { unit_code: [MESSAGES.roomNoLongerAvailable] },
    });
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));
    expect(await screen.findByRole('heading', { name: 'Select Your Property' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.roomNoLongerAvailable);
    expect(await screen.findByRole('combobox', { name: 'Room' })).toHaveValue('');
    expect(validate).toHaveBeenCalled();
  });
});
