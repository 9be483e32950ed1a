/**
 * What an action came to, as every screen handler returns it: done (with its data, if any), or refused (with the
 * server's error text, if it sent one; the screen then shows its own fallback text).
 */
export type ActionResult<T extends object = object> = ({ ok: true } & T) | { ok: false; error?: string | undefined };
