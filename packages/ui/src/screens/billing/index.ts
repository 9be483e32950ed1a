// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { AdminInvoicesProps } from './AdminInvoices/AdminInvoices.tsx';
export { AdminInvoices } from './AdminInvoices/AdminInvoices.tsx';
export type { BillingViewProps } from './BillingView/BillingView.tsx';
export { BillingView } from './BillingView/BillingView.tsx';
