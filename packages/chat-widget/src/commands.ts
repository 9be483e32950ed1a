import { createWidget, type Widget, type WidgetDeps } from './launcher.ts';
import type { BootOptions, Consent, Locale, WidgetEvent, WidgetEvents, WidgetUser } from './types.ts';

type Listener<E extends WidgetEvent> = (detail: WidgetEvents[E]) => void;

/** The command API, `QafilaChat('boot', {…})` and friends, as Intercom and Chatwoot shape theirs. */
export interface QafilaChatApi {
  (command: 'boot', options: BootOptions): void;
  (command: 'open' | 'close' | 'shutdown'): void;
  (command: 'setLocale', locale: Locale): void;
  (command: 'setUser', user: WidgetUser | undefined): void;
  (command: 'consent', value: Consent): void;
  /** Subscribes; returns the function that unsubscribes. */
  <E extends WidgetEvent>(command: 'on', event: E, listener: Listener<E>): () => void;
}

/** One command function over one widget at a time; listeners outlive `shutdown` and a new `boot`. */
export function createCommands(deps: Omit<WidgetDeps, 'emit' | 'host'>): QafilaChatApi {
  const listeners = new Map<WidgetEvent, Set<(detail: unknown) => void>>();
  const emit: WidgetDeps['emit'] = (event, detail) => {
    for (const listener of listeners.get(event) ?? []) {
      try {
        listener(detail);
      } catch (error) {
        // A partner's listener must not break the widget.
        console.error(error);
      }
    }
  };
  let widget: Widget | undefined;
  return ((command: string, ...args: unknown[]) => {
    switch (command) {
      case 'boot':
        widget?.destroy();
        widget = createWidget(args[0] as BootOptions, { ...deps, emit });
        emit('ready', undefined);
        return;
      case 'shutdown':
        widget?.destroy();
        widget = undefined;
        return;
      case 'on': {
        const [event, listener] = args as [WidgetEvent, (detail: unknown) => void];
        const set = listeners.get(event) ?? new Set();
        listeners.set(event, set.add(listener));
        return () => set.delete(listener);
      }
      case 'open':
      case 'close':
      case 'setLocale':
      case 'setUser':
      case 'consent':
        (widget?.[command] as ((arg?: unknown) => void) | undefined)?.(args[0]);
    }
  }) as QafilaChatApi;
}
