// biome-ignore-all assist/source/organizeImports: barrel keeps one named export per line (reviewable diffs, greppable names).
// The whatsapp section (issue 17): the WhatsApp Business number, its webhook and its figures; its own entry,
// `@qafila/ui/screens/whatsapp`, so that the dashboard entry does not grow (apps/web loads it lazily).
export type { WhatsAppChannelProps } from './WhatsAppChannel/WhatsAppChannel.tsx';
export type { WhatsAppPeriod } from './WhatsAppChannel/WhatsAppChannel.tsx';
export { WhatsAppChannel } from './WhatsAppChannel/WhatsAppChannel.tsx';
export { WHATSAPP_PERIODS } from './WhatsAppChannel/WhatsAppChannel.tsx';
