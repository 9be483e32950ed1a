// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
export type { ChatBubbleProps } from './ChatBubble.tsx';
export type { ChatSender } from './ChatBubble.tsx';
export { ChatBubble } from './ChatBubble.tsx';
export { chatSenders } from './ChatBubble.tsx';
export { formatChatTime } from './formatChatTime.ts';
