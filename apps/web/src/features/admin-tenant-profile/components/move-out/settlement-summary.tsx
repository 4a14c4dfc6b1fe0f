import { formatKsh, type MoveOutResult } from '@pango/shared';

function balanceText(balance: number): string {
  if (balance > 0) return `${formatKsh(balance)} still owed by the tenant`;
  if (balance < 0) return `${formatKsh(-balance)} credit owed to the tenant`;
  return formatKsh(0);
}

/** The settlement as the API computed it: the figures the tenant was emailed. */
export function SettlementSummary({ result }: { result: MoveOutResult }) {
  const items: Array<[string, string]> = [
    ['Deposit held', formatKsh(result.deposit_held)],
    ['Unpaid rent', formatKsh(result.unpaid_rent)],
    ['Deductions', formatKsh(result.deductions_total)],
    ['Refund due', formatKsh(result.refund_due)],
    ['Balance after', balanceText(result.balance_after)],
  ];
  return (
    <dl className="tenant-facts move-out__summary" aria-label="Settlement">
      {items.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
