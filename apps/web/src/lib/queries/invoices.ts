import type { InvoiceComposition, InvoicePage } from '@pango/shared';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// Monthly invoices (issue 20, docs/decisions/030): the tenant's current lines, the invoices list
// (each PDF: invoice-pdf.ts). Types only from @pango/shared (this file is in /tenant's first load).

export const CURRENT_INVOICE_PATH = '/payments/invoices/current/';
export const INVOICES_PATH = '/payments/invoices/';
const PAGE_SIZE = 12;

export const invoiceKeys = {
  all: ['invoices'] as const,
  current: () => ['invoices', 'current'] as const,
  list: () => ['invoices', 'list'] as const,
};

/** GET /api/payments/invoices/current/: what makes up the signed-in tenant's amount due this month. */
export const currentInvoiceQuery = () =>
  queryOptions({
    queryKey: invoiceKeys.current(),
    queryFn: () => api.get<InvoiceComposition | null>(CURRENT_INVOICE_PATH),
    retry: false,
  });

/** GET /api/payments/invoices/: the caller's invoices, newest period first, a page at a time. */
export const invoicesQuery = () =>
  infiniteQueryOptions({
    queryKey: invoiceKeys.list(),
    queryFn: ({ pageParam }) =>
      api.get<InvoicePage>(INVOICES_PATH, { params: { page: pageParam, page_size: PAGE_SIZE } }),
    initialPageParam: 1,
    getNextPageParam: (last) => last.next_page ?? undefined,
    retry: false,
  });
