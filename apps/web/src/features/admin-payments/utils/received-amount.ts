import { formatKsh, type C2bUnmatched } from '@pango/shared';

/** What was received: whole KSh, or an amount with cents exactly as Daraja sent it. */
export const receivedAmount = (p: Pick<C2bUnmatched, 'amount' | 'trans_amount'>): string =>
  p.amount === null ? `KSh ${p.trans_amount}` : formatKsh(p.amount);
