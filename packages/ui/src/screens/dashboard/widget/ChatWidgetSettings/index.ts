// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { ChatWidgetSettingsProps } from './types.ts';
export type { WidgetBrand } from './types.ts';
export { ChatWidgetSettings } from './ChatWidgetSettings.tsx';
