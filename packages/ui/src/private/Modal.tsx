import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ReactElement, ReactNode } from 'react';
import { IconButton } from '../components/IconButton/IconButton.tsx';
import { CloseIcon } from './icons.tsx';
import * as styles from './modal.css.ts';
import { usePortalContainer } from './portalContainer.ts';

/** How a modal (`Dialog`, `Sheet`) opens and closes. */
export interface ModalStateProps {
  /** The element that opens it (usually a `Button`); focus returns to it on close. */
  trigger?: ReactElement;
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when it opens or closes (close button, Escape, click outside, its `…Close` wrapper). */
  onOpenChange?: (open: boolean) => void;
}

/** Props of `Modal`. */
export interface ModalProps extends ModalStateProps {
  /** Whether the content holds a `DialogPrimitive.Description`. */
  described: boolean;
  /** The translated name of the close button. */
  closeLabel: string;
  className: string;
  'data-size'?: string;
  'data-side'?: string;
  /** Title, description and content; the close button follows them. */
  children: ReactNode;
}

/**
 * The modal under `Dialog` and `Sheet` (Radix Dialog): trigger, portal, overlay and a panel that ends with the
 * translated close button. Focus moves in and is trapped, Escape closes it, and focus returns to the trigger.
 */
export function Modal({
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  described,
  closeLabel,
  className,
  children,
  ...data
}: ModalProps) {
  const container = usePortalContainer();
  return (
    <DialogPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger> : null}
      <DialogPrimitive.Portal container={container}>
        <DialogPrimitive.Overlay className={styles.overlay} />
        <DialogPrimitive.Content
          className={className}
          {...data}
          // Without a description, say so; Radix would otherwise point aria-describedby at nothing and warn.
          {...(described ? {} : { 'aria-describedby': undefined })}
        >
          {children}
          {/* Last in the DOM (shown at the top inline-end corner), so focus starts on the content, not on Close. */}
          <DialogPrimitive.Close asChild>
            <IconButton label={closeLabel} size="sm" className={styles.close}>
              <CloseIcon />
            </IconButton>
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** Props of `ModalClose`. */
export interface ModalCloseProps {
  /** One element, usually a `Button`, that closes the surrounding modal when activated. */
  children: ReactElement;
}

/** Makes its child close the surrounding modal, e.g. a "Cancel" button in the footer. */
export function ModalClose({ children }: ModalCloseProps) {
  return <DialogPrimitive.Close asChild>{children}</DialogPrimitive.Close>;
}
