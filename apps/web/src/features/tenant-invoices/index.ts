// What the tenant dashboard shows of the month's invoice (issue 20 item 6): a shared entry
// (eslint/web-boundaries.js), so the dashboard's lazy chunk can render it without a lazy import of
// its own in /tenant's first load, which is at its budget (ADR 016).
export { default as AmountDueLines } from './components/amount-due-lines';
