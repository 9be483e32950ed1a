import type { Consent, Persisted, SessionStore } from './types.ts';

/** The one localStorage key of a website's widget. */
export const storageKey = (websiteToken: string) => `qafila-chat:${websiteToken}`;

/**
 * The session store. Until consent is granted it lives in memory only: nothing is read from or written to cookies or
 * storage. Granting writes the memory to one localStorage key (or adopts what an earlier, consented visit kept);
 * denying removes that key and goes back to memory only.
 */
export function createStore(websiteToken: string, consent: Consent | undefined) {
  const key = storageKey(websiteToken);
  let granted = false;
  let memory: Persisted = {};
  const write = () => {
    try {
      localStorage.setItem(key, JSON.stringify(memory));
    } catch {
      // Storage may be full or blocked (private mode, sandboxed frames): the conversation still works in memory.
    }
  };
  const store: SessionStore & { consent(value: Consent): void } = {
    get: () => memory,
    set(patch) {
      memory = { ...memory, ...patch };
      if (granted) write();
    },
    consent(value) {
      if (value === 'granted') {
        if (!granted && !memory.token) {
          try {
            memory = { ...JSON.parse(localStorage.getItem(key) ?? '{}'), ...memory };
          } catch {
            // Unreadable or foreign data: start over.
          }
        }
        granted = true;
        write();
      } else {
        granted = false;
        try {
          localStorage.removeItem(key);
        } catch {
          // Nothing stored that could be removed.
        }
      }
    },
  };
  if (consent) store.consent(consent);
  return store;
}
