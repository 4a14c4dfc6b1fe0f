// STK result codes mapped to our states (payments.md 2.4). No complete official list exists:
// 0 is paid, 1032 is the payer's own cancel, anything else fails with ResultDesc verbatim
// (1 insufficient balance, 1037 no answer from the phone, 1019 expired, 2001 wrong PIN, ...).

export type StkState = 'completed' | 'cancelled' | 'failed';

export type StkOutcome = { state: StkState; failureReason: string | null };

export const STK_RESULT = { success: '0', cancelledByUser: '1032' } as const;

export function mapStkResult(resultCode: number | string, resultDesc: string | null): StkOutcome {
  const code = String(resultCode).trim();
  if (code === STK_RESULT.success) return { state: 'completed', failureReason: null };
  const reason = resultDesc?.trim() || `M-Pesa result ${code}`;
  if (code === STK_RESULT.cancelledByUser) return { state: 'cancelled', failureReason: reason };
  return { state: 'failed', failureReason: reason };
}
