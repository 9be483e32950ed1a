import { atom, createStore } from 'jotai/vanilla';
import type { ChatMessage, ConnectionState, Locale, WidgetConfig } from '../types.ts';

/** A message the visitor wrote that the server has not stored yet. */
export interface Outgoing {
  key: number;
  content: string;
  state: 'queued' | 'sending' | 'failed';
}

export type Store = ReturnType<typeof createStore>;

/** The atoms of one panel; each widget has its own store (two widgets on a page never share state). */
export const atoms = {
  locale: atom<Locale>('en'),
  open: atom(false),
  /** Whether opening moves focus into the panel (not when a page load restores an open panel). */
  focusOnOpen: atom(true),
  /** `null` while loading, `false` when the widget is unavailable (unknown token, disabled, origin refused). */
  config: atom<WidgetConfig | null | false>(null),
  messages: atom<ChatMessage[]>([]),
  history: atom<'idle' | 'loading' | 'ready' | 'error'>('idle'),
  outbox: atom<Outgoing[]>([]),
  connection: atom<ConnectionState>('idle'),
  typing: atom(false),
  /** Whether the pre-chat form was answered or skipped (or is not needed). */
  preChatDone: atom(false),
  /** On a phone (≤ 480 px) the panel covers the page and is modal. */
  phone: atom(false),
};

export { createStore };

/** Adds messages by id (a message arrives both in the send response and on the socket), oldest first. */
export function merge(list: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const byId = new Map(list.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}
