// Display formats both sides use (seed 002 section 9: amounts as KSh, whole shillings).
const KSH = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 0 });

/** 2500 -> "KSh 2,500". */
export function formatKsh(amount: number): string {
  return `KSh ${KSH.format(amount)}`;
}
