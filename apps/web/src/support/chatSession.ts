import { CHAT_SESSION_PREFIX } from '@qafila/contracts';

/**
 * The chat session id: prefix + time + random (spec 000 §3), kept for the tab's lifetime per identity so a
 * reload keeps the conversation and signing in starts a new one.
 */
export function chatSessionId(identity: string): string {
  const key = `qafila-chat-session:${identity}`;
  try {
    const existing = sessionStorage.getItem(key);
    if (existing && /^[A-Za-z0-9_-]{8,128}$/.test(existing)) return existing;
  } catch {}
  const id = `${CHAT_SESSION_PREFIX}${Date.now()}_${Math.random().toString(36).slice(2, 10)}`;
  try {
    sessionStorage.setItem(key, id);
  } catch {}
  return id;
}
