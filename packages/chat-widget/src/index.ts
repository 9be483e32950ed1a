// The ESM entry (`@qafila/chat-widget`): the command API and the custom element, with the panel (./panel.js)
// loaded on first open.
import { createCommands, type QafilaChatApi } from './commands.ts';
import { defineElement } from './element.ts';
import type { PanelModule } from './types.ts';

export type { QafilaChatApi } from './commands.ts';
export type {
  BootOptions,
  ChatMessage,
  Consent,
  Locale,
  WidgetEvent,
  WidgetEvents,
  WidgetUser,
} from './types.ts';

const deps = {
  // A URL the bundlers (Vite, webpack 5, esbuild's copy loader) follow and emit as a file.
  loadPanel: () => import(/* @vite-ignore */ new URL('./panel.js', import.meta.url).href) as Promise<PanelModule>,
  defaultApiBase: typeof location === 'undefined' ? '' : location.origin,
};

/** The command function: `QafilaChat('boot', { websiteToken })`, `('open')`, `('on', 'message', fn)`, … */
export const QafilaChat: QafilaChatApi = createCommands(deps);

/** Registers `<qafila-chat>` (or another tag name) for pages that prefer markup. */
export const defineQafilaChatElement = (name?: string): void => defineElement(deps, name);
