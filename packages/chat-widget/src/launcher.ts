import { arLauncher } from './i18n/ar.ts';
import { enLauncher } from './i18n/en.ts';
import { backoff, UNAUTHORIZED_CLOSE } from './socket.ts';
import { createStore } from './storage.ts';
import { colour, font, radius, shadow } from './tokens.ts';
import type {
  BootOptions,
  Consent,
  Locale,
  PanelHandle,
  PanelModule,
  Transport,
  WidgetEvent,
  WidgetEvents,
  WidgetUser,
} from './types.ts';

/** What a widget needs from its surroundings; tests inject a fake transport and load the panel from source. */
export interface WidgetDeps {
  loadPanel(): Promise<PanelModule>;
  /** The server used when `boot` names none. */
  defaultApiBase: string;
  emit<E extends WidgetEvent>(event: E, detail: WidgetEvents[E]): void;
  /** The element whose shadow root holds the widget (the custom element); a new one on <body> otherwise. */
  host?: HTMLElement;
  transport?: Transport;
}

export type Widget = ReturnType<typeof createWidget>;

// `all: initial` on the root cuts inheritance from the host page (a host rule like `* { all: unset }` reaches the
// shadow host, never the elements inside); `:host` covers pages that style nothing. One line per rule in the source, none
// in the bundle (a backslash at the end of a line of a template continues it).
const CSS = `:host{all:initial}\
.root{all:initial;display:block;font-family:${font.latin};font-size:16px;line-height:1.5;color:${colour.text};--qc-accent:${colour.accent};--qc-on-accent:${colour.onAccent}}\
.root[lang=ar]{font-family:${font.arabic}}\
.launcher{all:initial;font:inherit;position:fixed;z-index:2147483000;inset-block-end:1.25rem;inset-inline-end:1.25rem;box-sizing:border-box;display:grid;place-items:center;inline-size:3.5rem;block-size:3.5rem;border-radius:${radius.full};background:var(--qc-accent);color:var(--qc-on-accent);box-shadow:${shadow.md};cursor:pointer}\
[data-position=left] .launcher{inset-inline-end:auto;inset-inline-start:1.25rem}\
.launcher:focus-visible{outline:3px solid ${colour.focus};outline-offset:3px}\
.launcher svg{inline-size:1.5rem;block-size:1.5rem;fill:currentColor}\
.badge{position:absolute;inset-block-start:-.25rem;inset-inline-end:-.25rem;box-sizing:border-box;min-inline-size:1.25rem;padding-inline:.25rem;border-radius:${radius.full};background:${colour.critical};color:#fff;font-size:.75rem;font-weight:600;line-height:1.25rem;text-align:center}`;

const ICON =
  '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z"/></svg>';

/** The launcher of one widget: a button in a shadow root that loads the panel on open or on a message. */
export function createWidget(options: BootOptions, deps: WidgetDeps) {
  const host = deps.host ?? document.body.appendChild(document.createElement('div'));
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  shadow.innerHTML = `<style>${CSS}</style><div class="root"><div></div><button type="button" class="launcher" aria-haspopup="dialog" aria-expanded="false">${ICON}<span class="badge" aria-hidden="true" hidden></span></button></div>`;
  const root = shadow.lastElementChild as HTMLElement;
  const container = root.firstElementChild as HTMLElement;
  const launcher = root.lastElementChild as HTMLButtonElement;
  const badge = launcher.lastElementChild as HTMLElement;
  const store = createStore(options.websiteToken, options.consent);
  const apiBase = (options.apiBase ?? deps.defaultApiBase).replace(/\/+$/, '');
  let locale: Locale = options.locale ?? 'en';
  let user: WidgetUser | undefined = options.user;
  let unread = 0;
  let opened = false;
  let panel: PanelHandle | undefined;
  let loading: Promise<PanelHandle> | undefined;
  let stopWatch: (() => void) | undefined;
  let destroyed = false;

  const label = () => {
    const text = locale === 'ar' ? arLauncher : enLauncher;
    let name = text[opened ? 'widget.launcher.close' : 'widget.launcher.open'];
    if (unread > 0) name += `, ${text['widget.launcher.unread'].replace('{count}', `${unread}`)}`;
    launcher.setAttribute('aria-label', name);
    badge.textContent = `${unread}`;
    badge.hidden = unread === 0;
  };
  const applyLocale = () => {
    root.lang = locale;
    root.dir = locale === 'ar' ? 'rtl' : 'ltr';
    label();
  };
  root.dataset.position = options.position ?? 'right';
  applyLocale();

  const setUnread = (count: number) => {
    if (count === unread) return;
    unread = count;
    label();
    deps.emit('unread', count);
  };

  const loadPanel = (): Promise<PanelHandle> => {
    loading ??= deps.loadPanel().then((module) => {
      stopWatch?.();
      // The deps pass on the transport and emit (and a few names the panel does not read).
      panel = module.mount({
        ...deps,
        root,
        container,
        launcher,
        websiteToken: options.websiteToken,
        apiBase,
        locale,
        user,
        store,
        unread,
        setUnread,
        requestClose: widget.close,
        changeLocale: widget.setLocale,
      });
      if (destroyed) panel.destroy();
      return panel;
    });
    return loading;
  };

  /** The stored session is reused only by the identity it was started for. */
  const storedToken = () => {
    const { token, user: owner } = store.get();
    return token && (owner ?? null) === (user?.id ?? null) ? token : undefined;
  };

  // A conversation kept from an earlier visit: reopen it, or listen for replies without loading the panel, on a socket
  // that reconnects after a drop with the panel's back-off (until the session ends: 4401).
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const watch = () => {
    const token = storedToken();
    if (!token || panel || deps.transport) return;
    stopWatch?.();
    const socket = new WebSocket(`${apiBase.replace(/^http/, 'ws')}/ws`, [`widget.${token}`]);
    socket.onopen = () => {
      attempt = 0;
    };
    socket.onmessage = (event) => {
      try {
        const data = JSON.parse(event.data);
        if (data.type === 'new_message' && data.message.role !== 'user') {
          deps.emit('message', data.message);
          setUnread(unread + 1);
          void loadPanel();
        }
      } catch {
        // Not an event of ours.
      }
    };
    socket.onclose = (event) => {
      if (event.code !== UNAUTHORIZED_CLOSE) timer = setTimeout(watch, backoff(attempt++));
    };
    stopWatch = () => {
      clearTimeout(timer);
      socket.onclose = null;
      socket.close();
    };
  };

  const widget = {
    /** `focus` false: reopened as the last page left it, without taking the focus from the page. */
    open(focus = true) {
      if (destroyed) return;
      opened = true;
      launcher.setAttribute('aria-expanded', 'true');
      label();
      store.set({ open: true });
      void loadPanel().then((p) => {
        if (opened) p.open(focus);
      });
      deps.emit('open', undefined);
    },
    close() {
      if (!opened) return;
      opened = false;
      launcher.setAttribute('aria-expanded', 'false');
      label();
      store.set({ open: false });
      panel?.close();
      // Focus goes back to the launcher only from inside the widget: a close() from the page leaves the page's focus.
      if (shadow.activeElement) launcher.focus();
      deps.emit('close', undefined);
    },
    toggle() {
      if (opened) widget.close();
      else widget.open();
    },
    setLocale(next: Locale) {
      locale = next === 'ar' ? 'ar' : 'en';
      applyLocale();
      panel?.setLocale(locale);
    },
    setUser(next: WidgetUser | undefined) {
      if (next?.id === user?.id && next?.hash === user?.hash) return;
      user = next;
      panel?.setUser(next);
    },
    consent(value: Consent) {
      store.consent(value);
      panel?.sessionChanged();
      if (value === 'granted') watch();
    },
    destroy() {
      destroyed = true;
      stopWatch?.();
      panel?.destroy();
      if (deps.host) shadow.innerHTML = '';
      else host.remove();
    },
  };

  launcher.addEventListener('click', widget.toggle);
  if (store.get().open && storedToken()) widget.open(false);
  else watch();
  return widget;
}
