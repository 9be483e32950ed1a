import * as DialogPrimitive from '@radix-ui/react-dialog';
import clsx from 'clsx';
import type { ReactElement, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CloseIcon } from '../../private/icons.tsx';
import { usePortalContainer } from '../../private/portalContainer.ts';
import { visuallyHidden } from '../../private/visuallyHidden.css.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './Sheet.css.ts';
import { messages } from './Sheet.messages.ts';

export const sheetSides = ['start', 'end'] as const;
/** The inline side a sheet slides in from: `start` is left in LTR and right in RTL. */
export type SheetSide = (typeof sheetSides)[number];

/** Props of `Sheet`. */
export interface SheetProps {
  /** Heading of the sheet and its accessible name. */
  title: ReactNode;
  /** Keeps the title for assistive technology but hides it on screen (e.g. a navigation drawer with a logo). */
  hideTitle?: boolean;
  /** One sentence under the title; the sheet's accessible description. */
  description?: ReactNode;
  /** The element that opens the sheet (usually a `Button` or `IconButton`); focus returns to it on close. */
  trigger?: ReactElement;
  /** Content of the sheet. */
  children?: ReactNode;
  /** Content without the default padding (e.g. a navigation list that draws its own). */
  flush?: boolean;
  /** Actions at the bottom, aligned to the inline end; wrap a cancel button in `SheetClose`. */
  footer?: ReactNode;
  /** Side it slides in from. Defaults to `end`. */
  side?: SheetSide;
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the sheet opens or closes (close button, Escape, the backdrop, `SheetClose`). */
  onOpenChange?: (open: boolean) => void;
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
  trigger,
  children,
  flush = false,
  footer,
  side = 'end',
  open,
  defaultOpen,
  onOpenChange,
  className,
}: SheetProps) {
  const intl = useIntl();
  const container = usePortalContainer();
  return (
    <DialogPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger> : null}
      <DialogPrimitive.Portal container={container}>
        <DialogPrimitive.Overlay className={styles.overlay} />
        <DialogPrimitive.Content
          className={clsx(styles.content({ side }), className)}
          data-side={side}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={hideTitle && !description ? visuallyHidden : styles.header}>
            <div className={styles.titles}>
              <DialogPrimitive.Title className={hideTitle ? visuallyHidden : styles.title}>
                {title}
              </DialogPrimitive.Title>
              {description ? (
                <DialogPrimitive.Description className={styles.description}>{description}</DialogPrimitive.Description>
              ) : null}
            </div>
          </div>
          <div className={flush ? styles.flushBody : styles.body}>{children}</div>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
          {/* Last in the DOM, so focus starts on the content; shown at the top inline-end corner. */}
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

/** Props of `SheetClose`. */
export interface SheetCloseProps {
  /** One element, usually a `Button` or a link, that closes the surrounding `Sheet` when activated. */
  children: ReactElement;
}

/** Makes its child close the surrounding `Sheet`. */
export function SheetClose({ children }: SheetCloseProps) {
  return <DialogPrimitive.Close asChild>{children}</DialogPrimitive.Close>;
}
