import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Modal, ModalClose, type ModalCloseProps, type ModalStateProps } from '../../private/Modal.tsx';
import * as styles from './Dialog.css.ts';
import { messages } from './Dialog.messages.ts';

export const dialogSizes = ['sm', 'md', 'lg'] as const;
export type DialogSize = (typeof dialogSizes)[number];

/** Props of `Dialog`. */
export interface DialogProps extends ModalStateProps {
  /** Heading of the dialog and its accessible name. */
  title: ReactNode;
  /** One or two sentences under the title; the dialog's accessible description. */
  description?: ReactNode;
  /** Content between the description and the footer. */
  children?: ReactNode;
  /** Actions at the bottom, aligned to the inline end; wrap a cancel button in `DialogClose`. */
  footer?: ReactNode;
  /** Inline size. Defaults to `md`. */
  size?: DialogSize;
}

/**
 * A modal dialog: focus moves in and is trapped, Escape and the translated close button close it, and focus
 * returns to the trigger. `data-state` is `open` or `closed`.
 */
export function Dialog({ title, description, children, footer, size = 'md', ...state }: DialogProps) {
  const intl = useIntl();
  return (
    <Modal
      {...state}
      described={Boolean(description)}
      closeLabel={intl.formatMessage(messages.close)}
      className={styles.content({ size })}
      data-size={size}
    >
      <DialogPrimitive.Title className={styles.title}>{title}</DialogPrimitive.Title>
      {description ? (
        <DialogPrimitive.Description className={styles.description}>{description}</DialogPrimitive.Description>
      ) : null}
      {children ? <div className={styles.body}>{children}</div> : null}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </Modal>
  );
}

/** Props of `DialogClose`. */
export type DialogCloseProps = ModalCloseProps;

/** Makes its child close the surrounding `Dialog`, e.g. a "Cancel" button in the footer. */
export const DialogClose = ModalClose;
