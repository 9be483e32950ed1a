import type { Atom } from 'jotai/vanilla';
import { useEffect, useLayoutEffect, useReducer, useRef, useState } from 'preact/hooks';
import type { PanelHost, WidgetPreChatField } from '../types.ts';
import type { Controller, Visitor } from './controller.ts';
import { Message, Pending } from './Message.tsx';
import { atoms, type Store } from './state.ts';
import { type Translate, translator } from './translate.ts';

/** Reads an atom and re-renders on its changes (jotai's React bindings, for Preact, in five lines). */
function useValue<T>(store: Store, atom: Atom<T>): T {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useLayoutEffect(() => store.sub(atom, () => rerender(undefined)), [store, atom]);
  return store.get(atom);
}

const FOCUSABLE = 'button:not([disabled]),textarea:not([disabled]),input:not([disabled]),[tabindex="0"]';

function PreChat({
  fields,
  required,
  t,
  done,
}: {
  fields: WidgetPreChatField[];
  required: boolean;
  t: Translate;
  done(answer: Visitor | undefined): void;
}) {
  return (
    <form
      class="prechat"
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        const answer: Visitor = {};
        for (const field of fields) {
          const value = String(data.get(field) ?? '').trim();
          if (value) answer[field] = value;
        }
        done(answer);
      }}
    >
      <p>{t('widget.prechat.intro')}</p>
      {fields.map((field) => (
        <label key={field} class="field">
          {t(`widget.prechat.${field}`)}
          <input
            name={field}
            // One literal type for Preact's input typings, which split by `type`.
            type={(field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text') as 'text'}
            autocomplete={field === 'phone' ? 'tel' : field}
            required={required}
            dir="auto"
          />
        </label>
      ))}
      <div class="actions">
        {required ? null : (
          <button type="button" class="secondary" onClick={() => done(undefined)}>
            {t('widget.prechat.skip')}
          </button>
        )}
        <button type="submit" class="primary">
          {t('widget.prechat.start')}
        </button>
      </div>
    </form>
  );
}

const CloseIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true">
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
);

/** The chat panel: a dialog with the organization's header, the conversation and the composer. */
export function App({ store, controller, host }: { store: Store; controller: Controller; host: PanelHost }) {
  const locale = useValue(store, atoms.locale);
  const open = useValue(store, atoms.open);
  const config = useValue(store, atoms.config);
  const messages = useValue(store, atoms.messages);
  const history = useValue(store, atoms.history);
  const outbox = useValue(store, atoms.outbox);
  const connection = useValue(store, atoms.connection);
  const typing = useValue(store, atoms.typing);
  const preChatDone = useValue(store, atoms.preChatDone);
  const phone = useValue(store, atoms.phone);
  const [draft, setDraft] = useState('');
  const rootRef = useRef<HTMLDivElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const t = translator(locale);
  const other = locale === 'ar' ? 'en' : 'ar';

  // Focus moves into the dialog when it opens (the launcher takes it back on close), and into the composer once the
  // configuration or the pre-chat form replaced what had it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the configuration's arrival and the pre-chat form are triggers.
  useEffect(() => {
    const root = rootRef.current;
    if (!open || !root || !store.get(atoms.focusOnOpen)) return;
    (root.querySelector<HTMLElement>('textarea,input') ?? root.querySelector('button'))?.focus();
  }, [open, config === null, preChatDone]);

  // Keeps the newest message in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the counts and the typing state are the triggers.
  useLayoutEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length, outbox.length, typing, open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      host.requestClose();
      return;
    }
    const root = rootRef.current;
    if (event.key !== 'Tab' || !root) return;
    // Focus stays in the dialog: Tab from the last control goes to the first, Shift+Tab from the first to the last.
    const items = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const active = (root.getRootNode() as ShadowRoot).activeElement;
    const edge = event.shiftKey ? items[0] : items[items.length - 1];
    if (active === edge || !root.contains(active)) {
      event.preventDefault();
      (event.shiftKey ? items[items.length - 1] : items[0])?.focus();
    }
  };

  const submit = () => {
    if (controller.send(draft)) setDraft('');
  };

  const name = config ? config.brand.name || config.organizationName : 'Qafila';
  const waiting = outbox.some((i) => i.state === 'queued');
  const status =
    connection === 'reconnecting'
      ? t('widget.panel.reconnecting')
      : connection === 'connecting'
        ? t('widget.panel.connecting')
        : config && !config.online
          ? t('widget.panel.away')
          : t('widget.panel.online');
  const preChat = config && config.preChatFields.length > 0 && !preChatDone;
  const logoUrl = config ? config.brand.logoUrl : null;
  const logo = logoUrl ? new URL(logoUrl, `${host.apiBase}/`).href : undefined;

  return (
    <div
      ref={rootRef}
      class="panel"
      role="dialog"
      aria-label={t('widget.panel.title', { name })}
      aria-modal={phone ? 'true' : undefined}
      lang={locale}
      dir={locale === 'ar' ? 'rtl' : 'ltr'}
      hidden={!open}
      onKeyDown={onKeyDown}
    >
      <header class="header">
        {logo ? <img class="logo" src={logo} alt="" /> : null}
        <div class="heading">
          <h2 class="name">{name}</h2>
          {config === false ? null : (
            // An unavailable widget has no connection to speak of.
            <p class="status" role="status" data-connection={connection}>
              {status}
            </p>
          )}
        </div>
        <button type="button" class="hbtn" lang={other} onClick={() => host.changeLocale(other)}>
          {t('widget.panel.switchLanguage')}
        </button>
        <button type="button" class="hbtn" aria-label={t('widget.panel.close')} onClick={() => host.requestClose()}>
          <CloseIcon />
        </button>
      </header>
      {config === false ? (
        // Unknown token, disabled widget or an origin the organization does not allow: no conversation at all.
        <div class="log">
          <p class="notice" role="alert">
            {t('widget.panel.unavailable')}
          </p>
        </div>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
        <div ref={logRef} class="log" role="log" aria-live="polite" aria-label={t('widget.panel.log')} tabIndex={0}>
          <div class="row" data-role="assistant">
            <div class="bubble">
              <p class="text" dir="auto">
                {config?.greeting[locale] || t('widget.panel.greeting')}
              </p>
            </div>
          </div>
          {history === 'loading' ? <p class="muted">{t('widget.panel.loading')}</p> : null}
          {history === 'error' ? <p class="notice">{t('widget.panel.error')}</p> : null}
          {messages.map((message) => (
            <Message key={message.id} message={message} t={t} locale={locale} send={controller.send} />
          ))}
          {outbox.map((item) => (
            <Pending key={item.key} item={item} t={t} retry={controller.retry} />
          ))}
          {typing ? (
            <div class="typing" role="status" aria-label={t('widget.typing')}>
              <span />
              <span />
              <span />
            </div>
          ) : null}
          {connection === 'reconnecting' && waiting ? <p class="notice">{t('widget.panel.offline')}</p> : null}
        </div>
      )}
      {config === false ? null : preChat ? (
        <PreChat fields={config.preChatFields} required={config.preChatRequired} t={t} done={controller.preChat} />
      ) : (
        <form
          class="composer"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <textarea
            rows={1}
            aria-label={t('widget.composer.label')}
            placeholder={t('widget.composer.placeholder')}
            value={draft}
            dir="auto"
            onInput={(event) => setDraft(event.currentTarget.value)}
            onKeyDown={(event) => {
              // Shift+Enter adds a line; Enter while an input method composes a word confirms the word.
              if (event.key !== 'Enter' || event.shiftKey || event.isComposing) return;
              event.preventDefault();
              submit();
            }}
          />
          <button type="submit" class="send" disabled={!draft.trim()}>
            {t('widget.composer.send')}
          </button>
        </form>
      )}
    </div>
  );
}
