// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
// The compliance section (issue 18): UAE Compliance; its own entry, `@qafila/ui/screens/compliance`, so that the
// dashboard entry does not grow (apps/web loads it lazily).
export type { ComplianceScreenProps } from './ComplianceScreen/ComplianceScreen.tsx';
export { ComplianceScreen } from './ComplianceScreen/ComplianceScreen.tsx';
