import { useCallback, useRef, useState } from 'react';
import { type ToastOptions, useToast } from '../components/Toast/Toast.tsx';
import type { ActionResult } from './ActionResult.ts';

type Done<R> = Extract<R, { ok: true }>;

/** The toasts `useAction` shows; leave one out to show none (e.g. when the screen shows the error in place). */
export interface ActionToasts<R extends ActionResult> {
  /** Shown when the action succeeds; a function reads the result (e.g. a created tracking number). */
  success?: ToastOptions | ((result: Done<R>) => ToastOptions) | undefined;
  /** Shown, as `destructive`, when the action fails; its description gives way to the server's error text. */
  failure?: ToastOptions | undefined;
}

/** What `useAction` returns. */
export interface Action<A extends unknown[], R extends ActionResult> {
  /** True from the start of `run` until its result is in. */
  busy: boolean;
  /**
   * Runs the action once (a second call while busy is ignored and resolves to `undefined`), tells the outcome in a
   * toast and resolves to the result. A rejected promise counts as a failure without a server text.
   */
  run: (...args: A) => Promise<R | { ok: false; error?: undefined } | undefined>;
}

/** Runs an async action with a busy state and tells its outcome in a success or an error toast. */
export function useAction<A extends unknown[], R extends ActionResult>(
  action: (...args: A) => Promise<R>,
  toasts: ActionToasts<R> = {},
): Action<A, R> {
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  // A ref as well as state: Enter and a click in the same frame must not run the action twice.
  const pending = useRef(false);
  const latest = useRef({ action, toasts });
  latest.current = { action, toasts };

  const run = useCallback(
    async (...args: A) => {
      if (pending.current) return undefined;
      pending.current = true;
      setBusy(true);
      let result: R | { ok: false; error?: undefined };
      try {
        result = await latest.current.action(...args);
      } catch {
        result = { ok: false };
      } finally {
        pending.current = false;
        setBusy(false);
      }
      const { success, failure } = latest.current.toasts;
      if (result.ok) {
        if (success) toast(typeof success === 'function' ? success(result as Done<R>) : success);
      } else if (failure) {
        const serverText = result.error?.trim();
        toast({ ...failure, ...(serverText ? { description: serverText } : {}), variant: 'destructive' });
      }
      return result;
    },
    [toast],
  );

  return { busy, run };
}
