// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { LinkProps } from './Link.tsx';
export type { LinkTone } from './Link.tsx';
export { Link } from './Link.tsx';
export { linkTones } from './Link.tsx';
export type { AppLinkProps } from './linkComponent.tsx';
export type { LinkComponent } from './linkComponent.tsx';
export { useLinkComponent } from './linkComponent.tsx';
