// `@qafila/chat-widget/test`, for the workspace's stories and tests only (not published, not in any bundle): a
// widget in an element of the caller's with an injected transport, and the built panel as the npm entry loads it.
import type { PanelModule } from './types.ts';

export type { Widget, WidgetDeps } from './launcher.ts';
export { createWidget } from './launcher.ts';
export type {
  BootOptions,
  ChatMessage,
  LiveHandlers,
  Locale,
  PanelModule,
  SendMessageResponse,
  Transport,
  WidgetConfig,
  WidgetSession,
  WidgetSessionStart,
} from './types.ts';

/** Imports dist/panel.js (run the package's build first): the panel the partners get, Preact and all. */
export const loadBuiltPanel = (): Promise<PanelModule> =>
  import(/* @vite-ignore */ new URL('../dist/panel.js', import.meta.url).href) as Promise<PanelModule>;
