// The script-tag build (dist/widget.js): `window.QafilaChat` with the calls queued before it loaded, and the
// <qafila-chat> element. The panel is loaded from widget/panel.js beside this file (/widget.js → /widget/panel.js).
import { createCommands, type QafilaChatApi } from './commands.ts';
import { defineElement } from './element.ts';
import type { PanelModule } from './types.ts';

type Queued = QafilaChatApi & { q?: ArrayLike<unknown>[] };

const scriptUrl = (document.currentScript as HTMLScriptElement | null)?.src || location.href;
const deps = {
  loadPanel: () => import(/* @vite-ignore */ new URL('widget/panel.js', scriptUrl).href) as Promise<PanelModule>,
  defaultApiBase: new URL(scriptUrl).origin,
};
const global = window as unknown as { QafilaChat?: Queued };
const queue = global.QafilaChat?.q ?? [];
const api = createCommands(deps);
global.QafilaChat = api;
for (const args of Array.from(queue)) (api as (...a: unknown[]) => void)(...Array.from(args));
defineElement(deps);
