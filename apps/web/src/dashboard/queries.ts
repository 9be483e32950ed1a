import { isApiError } from '@qafila/api-client';
import type { ActionResult } from '@qafila/ui';

/** The server's `{error}` text of a failed call, else the error's message. */
export function errorText(error: unknown): string {
  if (isApiError(error)) return error.serverError ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/** How often the staff chat looks for new conversations and messages (no live connection for staff). */
/** Runs a call for a screen handler: its answer as `{ ok: true, …answer }`, or the server's `{error}` text. */
export async function attempt<T extends object>(call: () => Promise<T>): Promise<ActionResult<T>> {
  try {
    return { ok: true, ...(await call()) };
  } catch (error) {
    return { ok: false, error: errorText(error) };
  }
}

export const CONVERSATIONS_REFRESH_MS = 15_000;
export const MESSAGES_REFRESH_MS = 5_000;
/** Notifications refresh like the figures. */
export const NOTIFICATIONS_REFRESH_MS = 30_000;
