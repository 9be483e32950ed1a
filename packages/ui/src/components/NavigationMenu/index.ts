// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { NavigationMenuItem } from './NavigationMenu.tsx';
export type { NavigationMenuLink } from './NavigationMenu.tsx';
export type { NavigationMenuProps } from './NavigationMenu.tsx';
export { NavigationMenu } from './NavigationMenu.tsx';
