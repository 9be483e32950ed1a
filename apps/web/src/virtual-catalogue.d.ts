// The catalogue parts served by vite.config.ts (catalogueParts).
declare module 'virtual:qafila-catalogue/*' {
  const messages: Record<string, string>;
  export default messages;
}
