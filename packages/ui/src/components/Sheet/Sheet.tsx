import * as DialogPrimitive from '@radix-ui/react-dialog';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Modal, ModalClose, type ModalCloseProps, type ModalStateProps } from '../../private/Modal.tsx';
import * as modal from '../../private/modal.css.ts';
import * as text from '../../private/text.css.ts';
import { visuallyHidden } from '../../private/visuallyHidden.css.ts';
import * as styles from './Sheet.css.ts';
import { messages } from './Sheet.messages.ts';

export const sheetSides = ['start', 'end'] as const;
/** The inline side a sheet slides in from: `start` is left in LTR and right in RTL. */
export type SheetSide = (typeof sheetSides)[number];

/** Props of `Sheet`. */
export interface SheetProps extends ModalStateProps {
  /** Heading of the sheet and its accessible name. */
  title: ReactNode;
  /** Keeps the title for assistive technology but hides it on screen (e.g. a navigation drawer with a logo). */
  hideTitle?: boolean;
  /** One sentence under the title; the sheet's accessible description. */
  description?: ReactNode;
  /** Content of the sheet. */
  children?: ReactNode;
  /** Content without the default padding (e.g. a navigation list that draws its own). */
  flush?: boolean;
  /** Actions at the bottom, aligned to the inline end; wrap a cancel button in `SheetClose`. */
  footer?: ReactNode;
  /** Side it slides in from. Defaults to `end`. */
  side?: SheetSide;
  className?: string;
}

/**
 * A modal side drawer (e.g. mobile navigation or a filter panel), built like `Dialog`: focus moves in and is
 * trapped, Escape, the backdrop and the translated close button close it, and focus returns to the trigger.
 * `data-state` is `open` or `closed`; `data-side` is `start` or `end`.
 */
export function Sheet({
  title,
  hideTitle = false,
  description,
  children,
  flush = false,
  footer,
  side = 'end',
  className,
  ...state
}: SheetProps) {
  const intl = useIntl();
  return (
    <Modal
      {...state}
      described={Boolean(description)}
      closeLabel={intl.formatMessage(messages.close)}
      className={clsx(styles.content({ side }), className)}
      data-side={side}
    >
      <div className={hideTitle && !description ? visuallyHidden : styles.header}>
        <div className={styles.titles}>
          <DialogPrimitive.Title className={hideTitle ? visuallyHidden : text.title}>{title}</DialogPrimitive.Title>
          {description ? (
            <DialogPrimitive.Description className={modal.description}>{description}</DialogPrimitive.Description>
          ) : null}
        </div>
      </div>
      <div className={flush ? styles.flushBody : styles.body}>{children}</div>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </Modal>
  );
}

/** Props of `SheetClose`. */
export type SheetCloseProps = ModalCloseProps;

/** Makes its child (a `Button`, a link) close the surrounding `Sheet`. */
export const SheetClose = ModalClose;
