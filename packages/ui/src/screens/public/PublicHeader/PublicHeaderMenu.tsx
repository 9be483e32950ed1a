import * as DialogPrimitive from '@radix-ui/react-dialog';
import clsx from 'clsx';
import type { RefObject } from 'react';
import { useIntl } from 'react-intl';
import { root as buttonStyles } from '../../../components/Button/Button.css.ts';
import { IconButton } from '../../../components/IconButton/IconButton.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import { useLinkComponent } from '../../../components/Link/linkComponent.tsx';
import { Inline } from '../../../layout/Inline.tsx';
import { Stack } from '../../../layout/Stack.tsx';
import { Text } from '../../../layout/Text.tsx';
import { CloseIcon } from '../../../private/icons.tsx';
import { usePortalContainer } from '../../../private/portalContainer.ts';
import * as styles from './PublicHeader.css.ts';
import { messages } from './PublicHeader.messages.ts';

/** Props of the phone menu sheet. */
export interface PublicHeaderMenuProps {
  /** The sheet's id (the opener's aria-controls). */
  id: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The "Open menu" button, focused again when the sheet closes. */
  opener: RefObject<HTMLButtonElement | null>;
  onContact(): void;
  vesselManagerHref: string;
  mobileLoginHref: string;
}

/**
 * The header's menu sheet on small screens (a modal dialog with the site links; Login goes to `mobileLoginHref`).
 * Its own chunk: PublicHeader loads it when the "Open menu" button is approached, focused or pressed.
 */
export function PublicHeaderMenu({
  id,
  open,
  onOpenChange,
  opener,
  onContact,
  vesselManagerHref,
  mobileLoginHref,
}: PublicHeaderMenuProps) {
  const AppLink = useLinkComponent();
  const intl = useIntl();
  const container = usePortalContainer();
  const close = () => onOpenChange(false);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal container={container}>
        <DialogPrimitive.Overlay className={styles.overlay} />
        <DialogPrimitive.Content
          asChild
          id={id}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // The opener is outside the dialog (it is not a Radix trigger): return focus to it by hand.
            event.preventDefault();
            opener.current?.focus();
          }}
        >
          <Stack space="lg" className={styles.sheet}>
            <Inline space="md" align="spaceBetween" wrap={false}>
              <DialogPrimitive.Title asChild>
                <Text as="h2" size="lg" weight="semibold">
                  {intl.formatMessage(messages.menu)}
                </Text>
              </DialogPrimitive.Title>
              <DialogPrimitive.Close asChild>
                <IconButton label={intl.formatMessage(messages.closeMenu)} size="sm">
                  <CloseIcon />
                </IconButton>
              </DialogPrimitive.Close>
            </Inline>
            <nav aria-label={intl.formatMessage(messages.main)}>
              <Stack as="ul" space="xxs">
                {(
                  [
                    ['/features', messages.features],
                    ['/tutorial', messages.tutorial],
                    ['/tutorial#faq', messages.faq],
                  ] as const
                ).map(([href, message]) => (
                  <li key={href}>
                    <AppLink href={href} className={styles.panelLink} onClick={close}>
                      {intl.formatMessage(message)}
                    </AppLink>
                  </li>
                ))}
                <li>
                  <Link href={vesselManagerHref} external tone="inherit" className={styles.panelLink}>
                    {intl.formatMessage(messages.vesselManager)}
                  </Link>
                </li>
                <li>
                  <button
                    type="button"
                    className={styles.panelLink}
                    onClick={() => {
                      close();
                      onContact();
                    }}
                  >
                    {intl.formatMessage(messages.contact)}
                  </button>
                </li>
              </Stack>
            </nav>
            <AppLink
              href={mobileLoginHref}
              className={clsx(
                buttonStyles({ variant: 'solid', tone: 'accent', size: 'md', fullWidth: true }),
                styles.sheetLogin,
              )}
              onClick={close}
            >
              {intl.formatMessage(messages.login)}
            </AppLink>
          </Stack>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
