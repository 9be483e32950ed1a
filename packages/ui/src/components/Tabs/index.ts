// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { TabsContentProps } from './Tabs.tsx';
export type { TabsListProps } from './Tabs.tsx';
export type { TabsProps } from './Tabs.tsx';
export type { TabsTriggerProps } from './Tabs.tsx';
export { Tabs } from './Tabs.tsx';
export { TabsContent } from './Tabs.tsx';
export { TabsList } from './Tabs.tsx';
export { TabsTrigger } from './Tabs.tsx';
