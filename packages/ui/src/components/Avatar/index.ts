// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { AvatarProps } from './Avatar.tsx';
export type { AvatarSize } from './Avatar.tsx';
export { Avatar } from './Avatar.tsx';
export { avatarSizes } from './Avatar.tsx';
export { getInitials } from './getInitials.ts';
