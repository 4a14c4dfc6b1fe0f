import { z } from 'zod';
import { optionalIdSchema } from './ids.js';

// Monthly invoices and the lines that make up what a tenant owes (issue 20 items 5 and 6,
// docs/decisions/030). Amounts are whole KSh; a period is a Nairobi month named 'YYYY-MM-01'.

/** The kinds of ledger line, as the LedgerLineKind enum in prisma/schema.prisma. */
export const LEDGER_LINE_KINDS = [
  'rent',
  'late_fee',
  'water',
  'service',
  'adjustment',
  'waiver',
  'opening_balance',
  'payment',
] as const;
export type LedgerLineKind = (typeof LEDGER_LINE_KINDS)[number];

/** How both portals, the statement CSV, the invoice email and its PDF name each kind. */
export const LEDGER_LINE_KIND_LABELS = {
  rent: 'Rent',
  late_fee: 'Late fee',
  water: 'Water',
  service: 'Service charge',
  adjustment: 'Adjustment',
  waiver: 'Waiver',
  opening_balance: 'Opening balance',
  payment: 'Payment',
} as const satisfies Record<LedgerLineKind, string>;

export const INVOICE_MESSAGES = {
  monthInvalid: 'Enter the month as YYYY-MM, e.g. 2026-11.',
  propertyInvalid: 'Choose a valid property.',
} as const;

export const INVOICES_PAGE_SIZE_MAX = 100;

/** GET /api/payments/invoices/?property=&month=YYYY-MM&page=&page_size= */
export const InvoiceListQuerySchema = z.object({
  property: optionalIdSchema(INVOICE_MESSAGES.propertyInvalid),
  month: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string({ error: INVOICE_MESSAGES.monthInvalid })
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, INVOICE_MESSAGES.monthInvalid)
      .optional(),
  ),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(INVOICES_PAGE_SIZE_MAX).default(20),
});
export type InvoiceListQuery = z.input<typeof InvoiceListQuerySchema>;

/** One line of a period: a charge (positive), a waiver or credit (negative). */
export type InvoiceLine = {
  id: number;
  kind: LedgerLineKind;
  label: string;
  /** The ledger's description: the charge's name, water's consumption ("Water 12 m³ × KSh 150"). */
  description: string;
  amount: number;
};

/** How the tenant pays: the landlord's paybill (with the tenancy's account number) or till, else online. */
export type HowToPay =
  | { method: 'paybill'; shortcode: string; account_number: string | null; pay_link: string }
  | { method: 'till'; shortcode: string; account_number: null; pay_link: string }
  | { method: 'online'; shortcode: null; account_number: null; pay_link: string };

/** What an invoice says (the email, the PDF, the API and the Send Invoice preview compose it once). */
export type InvoiceComposition = {
  tenancy: number;
  /** 'YYYY-MM-01' */
  period: string;
  period_label: string;
  tenant_name: string;
  landlord_name: string;
  unit_number: string;
  property_name: string;
  previous_balance: number;
  lines: InvoiceLine[];
  charges_total: number;
  /** Payments received in the period, as a positive sum. */
  payments_received: number;
  /** previous_balance + charges_total − payments_received; negative means paid ahead. */
  balance: number;
  /** max(0, balance) */
  amount_due: number;
  /** 'YYYY-MM-DD': the period's due day under the property's billing rules in force. */
  due_date: string;
  how_to_pay: HowToPay;
};

/** One row of GET /api/payments/invoices/. */
export type InvoiceRow = {
  id: number;
  /** "INV-000042": the landlord's own sequence. */
  number: string;
  tenancy: number;
  tenant: number;
  tenant_name: string;
  property: number;
  property_name: string;
  unit_number: string;
  period: string;
  period_label: string;
  previous_balance: number;
  charges_total: number;
  payments_received: number;
  amount_due: number;
  due_date: string;
  emailed_at: string | null;
  created_at: string;
};

export type InvoicePage = { count: number; next_page: number | null; results: InvoiceRow[] };

/** "INV-000042" */
export function formatInvoiceNumber(sequence: number): string {
  return `INV-${String(sequence).padStart(6, '0')}`;
}

export function invoiceFileName(invoiceNumber: string): string {
  return `invoice-${invoiceNumber}.pdf`;
}
