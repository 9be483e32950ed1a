import * as ToastPrimitive from '@radix-ui/react-toast';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useDirection } from '../../direction/useDirection.ts';
import { CloseIcon } from '../../private/icons.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './Toast.css.ts';
import { messages, regionMessages } from './Toast.messages.ts';

export const toastVariants = ['default', 'destructive'] as const;
export type ToastVariant = (typeof toastVariants)[number];

/** Product defaults (spec 000): one toast at a time, 5 s, swipe 50 px toward the inline end, F8 focuses the region. */
export const toastDefaults = { limit: 1, duration: 5000, swipeThreshold: 50, hotkey: ['F8'] } as const;

/** What `toast()` shows. */
export interface ToastOptions {
  /** Short headline, e.g. "Message sent". */
  title: ReactNode;
  /** Optional detail under the title. */
  description?: ReactNode;
  /** `destructive` for errors: red and announced assertively. Defaults to `default`. */
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself. Defaults to the provider's `duration` (5000). */
  duration?: number;
}

/** A shown toast, returned by `toast()`. */
export interface ToastHandle {
  id: string;
  /** Closes this toast (if it is still the one shown). */
  dismiss: () => void;
}

/** What `useToast()` returns. */
export interface ToastApi {
  /** Shows a toast, replacing the one on screen. */
  toast: (options: ToastOptions) => ToastHandle;
  /** Closes the toast with this id, or every toast without one. */
  dismiss: (id?: string) => void;
}

interface ToastState extends ToastOptions {
  id: string;
  open: boolean;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Props of `ToastProvider`. */
export interface ToastProviderProps {
  /** Default time before a toast closes, in milliseconds. Defaults to 5000. */
  duration?: number;
  children?: ReactNode;
}

/**
 * Holds the toast queue and renders the notification region (F8 focuses it). Place it once, inside
 * `QafilaProvider`; `useToast()` works anywhere below it. At most one toast shows: a new one replaces the old.
 * Toasts swipe away toward the inline end: right in LTR, left in RTL.
 */
export function ToastProvider({ duration = toastDefaults.duration, children }: ToastProviderProps) {
  const intl = useIntl();
  const direction = useDirection();
  const [toasts, setToasts] = useState<ToastState[]>([]);
  const counter = useRef(0);

  const dismiss = useCallback((id?: string) => {
    setToasts((current) =>
      current.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)),
    );
  }, []);

  const toast = useCallback(
    (options: ToastOptions): ToastHandle => {
      counter.current += 1;
      const id = `toast-${counter.current}`;
      setToasts((current) => [{ ...options, id, open: true }, ...current].slice(0, toastDefaults.limit));
      return { id, dismiss: () => dismiss(id) };
    },
    [dismiss],
  );

  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);
  const closeLabel = intl.formatMessage(messages.close);

  return (
    <ToastContext.Provider value={api}>
      <ToastPrimitive.Provider
        duration={duration}
        swipeDirection={direction === 'rtl' ? 'left' : 'right'}
        swipeThreshold={toastDefaults.swipeThreshold}
        label={intl.formatMessage(messages.label)}
      >
        {children}
        {toasts.map(({ id, open, title, description, variant = 'default', duration: toastDuration }) => (
          <ToastPrimitive.Root
            key={id}
            open={open}
            onOpenChange={(next) => {
              if (!next) dismiss(id);
            }}
            duration={toastDuration}
            // Errors interrupt (assertive); other news waits for a pause (polite).
            type={variant === 'destructive' ? 'foreground' : 'background'}
            className={styles.toast({ variant })}
            data-variant={variant}
          >
            <div className={styles.text}>
              <ToastPrimitive.Title className={styles.title}>{title}</ToastPrimitive.Title>
              {description ? (
                <ToastPrimitive.Description className={styles.description}>{description}</ToastPrimitive.Description>
              ) : null}
            </div>
            <ToastPrimitive.Close asChild>
              <IconButton label={closeLabel} size="sm">
                <CloseIcon />
              </IconButton>
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        ))}
        <ToastPrimitive.Viewport
          hotkey={[...toastDefaults.hotkey]}
          label={intl.formatMessage(regionMessages.region, { hotkey: toastDefaults.hotkey.join('+') })}
          className={styles.viewport}
        />
      </ToastPrimitive.Provider>
    </ToastContext.Provider>
  );
}

/** `toast()` and `dismiss()` of the nearest `ToastProvider`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it.');
  return api;
}
