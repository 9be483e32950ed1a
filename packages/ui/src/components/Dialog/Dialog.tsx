import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ReactElement, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CloseIcon } from '../../private/icons.tsx';
import { usePortalContainer } from '../../private/portalContainer.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './Dialog.css.ts';
import { messages } from './Dialog.messages.ts';

export const dialogSizes = ['sm', 'md', 'lg'] as const;
export type DialogSize = (typeof dialogSizes)[number];

/** Props of `Dialog`. */
export interface DialogProps {
  /** Heading of the dialog and its accessible name. */
  title: ReactNode;
  /** One or two sentences under the title; the dialog's accessible description. */
  description?: ReactNode;
  /** The element that opens the dialog (usually a `Button`); focus returns to it on close. */
  trigger?: ReactElement;
  /** Content between the description and the footer. */
  children?: ReactNode;
  /** Actions at the bottom, aligned to the inline end; wrap a cancel button in `DialogClose`. */
  footer?: ReactNode;
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes (close button, Escape, click outside, `DialogClose`). */
  onOpenChange?: (open: boolean) => void;
  /** Inline size. Defaults to `md`. */
  size?: DialogSize;
}

/**
 * A modal dialog: focus moves in and is trapped, Escape and the translated close button close it, and focus
 * returns to the trigger. `data-state` is `open` or `closed`.
 */
export function Dialog({
  title,
  description,
  trigger,
  children,
  footer,
  open,
  defaultOpen,
  onOpenChange,
  size = 'md',
}: DialogProps) {
  const intl = useIntl();
  const container = usePortalContainer();
  return (
    <DialogPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger> : null}
      <DialogPrimitive.Portal container={container}>
        <DialogPrimitive.Overlay className={styles.overlay} />
        <DialogPrimitive.Content
          className={styles.content({ size })}
          data-size={size}
          // Without a description, say so; Radix would otherwise point aria-describedby at nothing and warn.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <DialogPrimitive.Title className={styles.title}>{title}</DialogPrimitive.Title>
          {description ? (
            <DialogPrimitive.Description className={styles.description}>{description}</DialogPrimitive.Description>
          ) : null}
          {children ? <div className={styles.body}>{children}</div> : null}
          {footer ? <div className={styles.footer}>{footer}</div> : null}
          {/* Last in the DOM (shown at the top inline-end corner), so focus starts on the content, not on Close. */}
          <DialogPrimitive.Close asChild>
            <IconButton label={intl.formatMessage(messages.close)} size="sm" className={styles.close}>
              <CloseIcon />
            </IconButton>
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** Props of `DialogClose`. */
export interface DialogCloseProps {
  /** One element, usually a `Button`, that closes the dialog when activated. */
  children: ReactElement;
}

/** Makes its child close the surrounding `Dialog`, e.g. a "Cancel" button in the footer. */
export function DialogClose({ children }: DialogCloseProps) {
  return <DialogPrimitive.Close asChild>{children}</DialogPrimitive.Close>;
}
