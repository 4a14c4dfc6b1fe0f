import { TENANT_PORTAL_MESSAGES, TERMS_VERSION } from '@pango/shared';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '@/test/fetch-mock';
import { switchLanguage } from '@/lib/i18n/texts';
import { REPORT_SCREEN_MESSAGES } from '../messages';
import { CREATE, ME, me, renderReportScreen } from '../testing/render-report-screen';

const TERMS = /Terms & Conditions/;
const acceptButton = () =>
  screen.getByRole('button', { name: /Scroll to Enable|I Accept and Proceed to Report/ });

/** The terms text is taller than its box: 1000 px of text in a 300 px window. */
function makeTermsOverflow() {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(1000);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300);
}

function scrollTermsTo(top: number) {
  const body = screen.getByRole('region', { name: 'Terms text' });
  Object.defineProperty(body, 'scrollTop', { value: top, configurable: true });
  fireEvent.scroll(body);
}

async function openTermsAfterDelay() {
  await act(() => vi.advanceTimersByTimeAsync(2000));
  return screen.getByRole('dialog', { name: TERMS });
}

async function acceptTerms() {
  await openTermsAfterDelay();
  scrollTermsTo(700);
  fireEvent.click(screen.getByRole('button', { name: 'I Accept and Proceed to Report' }));
}

function setup() {
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

async function fillForm(user: ReturnType<typeof setup>) {
  await user.selectOptions(screen.getByLabelText('Category *'), 'plumbing');
  await user.selectOptions(screen.getByLabelText('Priority *'), 'high');
  await user.type(screen.getByLabelText('Title *'), 'Burst pipe');
  await user.type(screen.getByLabelText('Description *'), 'Water everywhere in the kitchen.');
}

describe('Report an Issue', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('reads in Kiswahili when the tenant chose it (issue 25)', async () => {
    await switchLanguage('sw');
    mockApi({ [ME]: () => jsonResponse(200, me()) });
    renderReportScreen();

    expect(screen.getByRole('heading', { level: 1, name: 'Ripoti Tatizo' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Taarifa za Mpangaji' })).toBeVisible();
    const form = screen.getByRole('form', { name: 'Ripoti tatizo' });
    const category = within(form).getByLabelText('Aina ya tatizo *');
    expect(within(category).getByRole('option', { name: /^Mabomba/ })).toHaveValue('plumbing');
    expect(within(form).getByRole('button', { name: 'Tuma Ripoti' })).toBeInTheDocument();
    expect(screen.queryByText('Report an Issue')).not.toBeInTheDocument();

    // The terms themselves too (report.json; the English is TERMS_SECTIONS).
    await act(() => vi.advanceTimersByTimeAsync(2000));
    const terms = screen.getByRole('region', { name: 'Maandishi ya masharti' });
    expect(
      within(terms).getByRole('heading', { name: '1. Madhumuni ya masharti haya' }),
    ).toBeInTheDocument();
    expect(within(terms).queryByText(/Purpose of these terms/)).not.toBeInTheDocument();
  });

  it('opens the terms after 2 s and enables accepting only once scrolled to the bottom', async () => {
    makeTermsOverflow();
    mockApi({ [ME]: () => jsonResponse(200, me()) });
    renderReportScreen();
    expect(screen.getByRole('heading', { name: 'Report an Issue' })).toBeInTheDocument();
    expect(
      screen.getByText('Submit a maintenance request for landlord-responsibility issues.'),
    ).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const dialog = await openTermsAfterDelay();
    expect(within(dialog).getByRole('heading', { name: /Priority levels/ })).toBeInTheDocument();
    expect(acceptButton()).toBeDisabled();
    expect(acceptButton()).toHaveAccessibleName('Scroll to Enable');
    expect(acceptButton()).toHaveAccessibleDescription('Please scroll to the bottom to accept');

    scrollTermsTo(200);
    expect(acceptButton()).toBeDisabled();
    scrollTermsTo(690);
    expect(acceptButton()).toBeEnabled();
    expect(acceptButton()).toHaveAccessibleName('I Accept and Proceed to Report');
  });

  it('cannot be closed before acceptance, Escape included; afterwards it can be reopened and closed', async () => {
    makeTermsOverflow();
    mockApi({ [ME]: () => jsonResponse(200, me()) });
    renderReportScreen();
    const user = setup();
    const dialog = await openTermsAfterDelay();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.getByRole('dialog', { name: TERMS })).toBeInTheDocument();

    scrollTermsTo(700);
    await user.click(screen.getByRole('button', { name: 'I Accept and Proceed to Report' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText(/You must accept the Terms/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'View Terms & Conditions Again' }));
    const reopened = screen.getByRole('dialog', { name: TERMS });
    expect(
      within(reopened).queryByRole('button', { name: /Scroll to Enable|I Accept/ }),
    ).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View Terms & Conditions Again' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('enables accepting at once when the terms fit without scrolling, and the warning opens them', async () => {
    mockApi({ [ME]: () => jsonResponse(200, me()) });
    renderReportScreen();
    const user = setup();
    expect(screen.getByText(/You must accept the Terms & Conditions/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Read the Terms & Conditions' }));
    expect(screen.getByRole('dialog', { name: TERMS })).toBeInTheDocument();
    expect(acceptButton()).toBeEnabled();
  });

  it('keeps the form disabled until the terms are accepted, then sends the report with the terms', async () => {
    makeTermsOverflow();
    const api = mockApi({
      [ME]: () => jsonResponse(200, me()),
      [CREATE]: () => jsonResponse(201, { id: 9 }),
    });
    renderReportScreen();
    const user = setup();
    expect(screen.getByText('Loading tenant information...')).toBeInTheDocument();
    expect(await screen.findByText('Kilimani Heights')).toBeInTheDocument();
    expect(screen.getByText('Otieno Odhiambo')).toBeInTheDocument();
    expect(screen.getByText('A1')).toBeInTheDocument();
    expect(screen.getByText('otieno@example.com')).toBeInTheDocument();
    expect(screen.getByLabelText('Title *')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Submit Report' })).toBeDisabled();
    expect(screen.getByLabelText('Description *')).toHaveAttribute('rows', '6');

    await acceptTerms();
    expect(screen.getByLabelText('Title *')).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Submit Report' }));
    expect(await screen.findByText(TENANT_PORTAL_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);

    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit Report' }));
    expect(await screen.findByText(REPORT_SCREEN_MESSAGES.submitted)).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      issue_category: 'plumbing',
      priority_level: 'high',
      issue_title: 'Burst pipe',
      description: 'Water everywhere in the kitchen.',
      unit: 7,
      terms_version: TERMS_VERSION,
      terms_accepted: true,
    });
    expect(screen.getByLabelText('Title *')).toHaveValue('');

    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(screen.queryByRole('heading', { name: 'Tenant dashboard' })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByRole('heading', { name: 'Tenant dashboard' })).toBeInTheDocument();
  });

  it('shows field errors as "field: message" lines and keeps what was typed', async () => {
    makeTermsOverflow();
    mockApi({
      [ME]: () => jsonResponse(200, me()),
      [CREATE]: () =>
        jsonResponse(400, {
          terms_accepted: [TENANT_PORTAL_MESSAGES.acceptTermsFirst],
          issue_title: ['Use at most 200 characters'],
        }),
    });
    renderReportScreen();
    const user = setup();
    await screen.findByText('Kilimani Heights');
    await acceptTerms();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit Report' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(`terms_accepted: ${TENANT_PORTAL_MESSAGES.acceptTermsFirst}`);
    expect(notice).toHaveTextContent('issue_title: Use at most 200 characters');
    expect(screen.getByLabelText('Title *')).toHaveValue('Burst pipe');
  });

  it('shows the detail, or the default message when the server gives none', async () => {
    makeTermsOverflow();
    let answer = jsonResponse(400, { detail: TENANT_PORTAL_MESSAGES.unitRequired, code: 'X' });
    mockApi({ [ME]: () => jsonResponse(200, me()), [CREATE]: () => answer });
    renderReportScreen();
    const user = setup();
    await screen.findByText('Kilimani Heights');
    await acceptTerms();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit Report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TENANT_PORTAL_MESSAGES.unitRequired);

    answer = new Response('oops', { status: 502 });
    await user.click(screen.getByRole('button', { name: 'Submit Report' }));
    expect(await screen.findByText(TENANT_PORTAL_MESSAGES.submitFailed)).toBeInTheDocument();
  });

  it('explains a missing unit and keeps the form disabled even after accepting', async () => {
    makeTermsOverflow();
    mockApi({ [ME]: () => jsonResponse(200, me({ current_unit: null })) });
    renderReportScreen();
    expect(await screen.findByText(TENANT_PORTAL_MESSAGES.noUnitAssigned)).toBeInTheDocument();
    await acceptTerms();
    expect(screen.getByLabelText('Category *')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Submit Report' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('toasts a tenant information load failure, and Cancel goes back to the dashboard', async () => {
    mockApi({ [ME]: () => jsonResponse(403, { detail: 'Forbidden.', code: 'FORBIDDEN' }) });
    renderReportScreen();
    const user = setup();
    expect(await screen.findByText(REPORT_SCREEN_MESSAGES.loadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Report' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'Tenant dashboard' })).toBeInTheDocument();
  });
});
