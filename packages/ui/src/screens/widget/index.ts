// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
// The Chat Widget settings (issue 15): their own entry, `@qafila/ui/screens/widget`, so that the other dashboard
// sections do not load them (apps/web loads each section lazily).
export type { ChatWidgetSettingsProps } from '../dashboard/widget/ChatWidgetSettings/index.ts';
export type { WidgetBrand } from '../dashboard/widget/ChatWidgetSettings/index.ts';
export { ChatWidgetSettings } from '../dashboard/widget/ChatWidgetSettings/index.ts';
