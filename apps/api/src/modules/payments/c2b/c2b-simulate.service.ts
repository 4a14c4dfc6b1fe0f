import { randomBytes } from 'node:crypto';
import {
  C2B_MESSAGES,
  C2bSimulateSchema,
  ERROR_CODES,
  type C2bSimulateInput,
  type C2bSimulateResult,
} from '@pango/shared';
import type { Env } from '../../../config/env.js';
import type { Deps } from '../../../lib/deps.js';
import { AppError, notFound } from '../../../lib/errors.js';
import { confirmC2b } from './c2b-confirmation.service.js';

// "Simulate a paybill payment" (issue 19: Safaricom cannot reach a laptop). Builds the body Daraja
// would post (payments.md 2.6) for the landlord's own short code and hands it to the real
// confirmation code path, so matching, crediting, the queue and the receipt behave as in production.
// Offered only where sandbox payments are: never in production unless ALLOW_SANDBOX_PAYMENTS=true.

export const c2bSimulationAllowed = (env: Pick<Env, 'NODE_ENV' | 'ALLOW_SANDBOX_PAYMENTS'>) =>
  env.NODE_ENV !== 'production' || env.ALLOW_SANDBOX_PAYMENTS;

/** Daraja's TransTime: YYYYMMDDHHmmss in Nairobi time. */
export function darajaTime(at: Date): string {
  const nairobi = new Date(at.getTime() + 3 * 60 * 60 * 1000);
  return nairobi.toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

/** A receipt-shaped TransID ("SIM" + 7 letters and digits), unlike any real one. */
export function simulatedTransId(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(7);
  return `SIM${[...bytes].map((b) => alphabet[b % alphabet.length]).join('')}`;
}

export async function simulateC2bPayment(
  deps: Deps,
  landlordId: number,
  input: C2bSimulateInput,
): Promise<C2bSimulateResult> {
  if (!c2bSimulationAllowed(deps.env)) throw notFound();
  const data = C2bSimulateSchema.parse(input);
  const setting = await deps.db.mpesaC2bSetting.findUnique({
    where: { landlordId },
    select: { shortcode: true, shortcodeType: true, urlToken: true },
  });
  if (!setting) throw new AppError(409, ERROR_CODES.conflict, C2B_MESSAGES.notSetUp);
  const transId = simulatedTransId();
  await confirmC2b(deps, setting.urlToken, {
    TransactionType: setting.shortcodeType === 'till' ? 'Buy Goods' : 'Pay Bill',
    TransID: transId,
    TransTime: darajaTime(new Date()),
    TransAmount: `${data.amount}.00`,
    BusinessShortCode: setting.shortcode,
    BillRefNumber: data.bill_ref_number,
    InvoiceNumber: '',
    OrgAccountBalance: '',
    ThirdPartyTransID: '',
    // Daraja masks the number today; a given phone is sent whole so the phone match can be tried.
    MSISDN: data.phone ?? '2547 ***** 149',
    FirstName: data.first_name || 'SIMULATED',
    MiddleName: '',
    LastName: 'PAYER',
  });
  const row = await deps.db.c2bTransaction.findUnique({
    where: { shortcode_transId: { shortcode: setting.shortcode, transId } },
    select: { status: true },
  });
  const status = row?.status ?? 'received';
  return {
    detail: SIMULATION_OUTCOME[status] ?? SIMULATION_OUTCOME.received!,
    trans_id: transId,
    status,
  };
}

const SIMULATION_OUTCOME: Record<string, string> = {
  credited: 'Simulated payment received and credited to the tenant.',
  unmatched:
    'Simulated payment received: no single tenant fits it, so it is in Unmatched payments.',
  rejected: 'Simulated payment received and rejected: see Unmatched payments, Rejected.',
  received: 'Simulated payment received; it has not been processed yet.',
};
