import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '@/test/fetch-mock';
import { storeSession } from '@/test/fixtures';
import { ReceiptButton } from './receipt-button';

const pdf = () =>
  new Response('%PDF-1.3 receipt', {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': 'attachment; filename="receipt-RCT-000012.pdf"',
    },
  });

beforeEach(() => storeSession('tenant'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ReceiptButton', () => {
  it('downloads the PDF with the bearer token under the receipt’s file name', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:receipt');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const { requests } = mockApi({ 'GET /api/payments/55/receipt/': pdf });
    render(<ReceiptButton paymentId={55} receiptNumber="RCT-000012" />);
    await userEvent.click(screen.getByRole('button', { name: 'Receipt RCT-000012 (PDF)' }));
    await waitFor(() => expect(names).toEqual(['receipt-RCT-000012.pdf']));
    expect(requests[0]?.headers.Authorization).toMatch(/^Bearer /);
    expect(createObjectURL.mock.calls[0]?.[0]?.type).toBe('application/pdf');
  });

  it('shows nothing for a payment without a receipt, and says when the download fails', async () => {
    mockApi({ 'GET /api/payments/56/receipt/': () => jsonResponse(404, {}) });
    const { rerender } = render(<ReceiptButton paymentId={55} receiptNumber={null} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<ReceiptButton paymentId={56} receiptNumber="RCT-000013" />);
    await userEvent.click(screen.getByRole('button', { name: /Receipt/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to download the receipt');
  });
});
