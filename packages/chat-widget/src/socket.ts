// The rules of the widget's sockets, shared by the panel's transport and the launcher's own socket (which listens for
// replies to a conversation stored after consent before the panel is loaded).

/** Close code of a socket whose session ended (token rotated, session expired): no reconnecting. */
export const UNAUTHORIZED_CLOSE = 4401;

/** The delay before reconnecting after the drop number `attempt` (from 0): 1 s doubling to 30 s, with jitter. */
export function backoff(attempt: number): number {
  const delay = Math.min(30_000, 1000 * 2 ** attempt);
  return delay / 2 + Math.random() * (delay / 2);
}
