import * as DialogPrimitive from '@radix-ui/react-dialog';
import clsx from 'clsx';
import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { root as buttonStyles } from '../../../components/Button/Button.css.ts';
import { Button } from '../../../components/Button/Button.tsx';
import { IconButton } from '../../../components/IconButton/IconButton.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import { LanguageSelector } from '../../../patterns/LanguageSelector/LanguageSelector.tsx';
import { BrandMark, ChevronDownIcon, CloseIcon, MenuIcon } from '../../../private/icons.tsx';
import { usePortalContainer } from '../../../private/portalContainer.ts';
import { defaultRenderLink, type RenderLink } from '../shared/renderLink.tsx';
import * as styles from './PublicHeader.css.ts';
import { messages } from './PublicHeader.messages.ts';

/** Props of `PublicHeader`. */
export interface PublicHeaderProps {
  /** Current interface language code (`en` or `ar`). */
  locale: string;
  /** Called with the chosen language code. */
  onLocaleChange(code: string): void;
  /** "Contact": scroll to the landing page's contact section. */
  onContact(): void;
  /** "Login" (wide screens): open the login dialog. */
  onLogin(): void;
  /** URL of the external VesselManager site; opens in a new tab. */
  vesselManagerHref: string;
  /** Where "Login" goes on small screens (straight to the dashboard). Defaults to `/app`. */
  mobileLoginHref?: string;
  /** Renders in-app links (pass the router's link). Defaults to `<a href>`. */
  renderLink?: RenderLink;
}

/**
 * The public site's header (spec 000 §2): brand, Features, a Learn disclosure (Tutorial, FAQ), VesselManager
 * (external), Contact, Login and the language selector. Below 768 px a "Open menu" button opens a sheet with the same
 * links, whose Login goes straight to `mobileLoginHref`.
 */
export function PublicHeader({
  locale,
  onLocaleChange,
  onContact,
  onLogin,
  vesselManagerHref,
  mobileLoginHref = '/app',
  renderLink = defaultRenderLink,
}: PublicHeaderProps) {
  const intl = useIntl();
  const container = usePortalContainer();
  const learnId = useId();
  const [learnOpen, setLearnOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const learnItem = useRef<HTMLLIElement>(null);
  const learnButton = useRef<HTMLButtonElement>(null);

  // Close the Learn panel on a click outside it.
  useEffect(() => {
    if (!learnOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!learnItem.current?.contains(event.target as Node)) setLearnOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [learnOpen]);

  const panelLinks = () => Array.from(learnItem.current?.querySelectorAll<HTMLAnchorElement>('ul a') ?? []);

  // Disclosure navigation (WAI-ARIA APG): Escape closes and returns focus; arrows move between the links.
  const onLearnKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && learnOpen) {
      event.preventDefault();
      setLearnOpen(false);
      learnButton.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    if (!learnOpen) {
      setLearnOpen(true);
      requestAnimationFrame(() => panelLinks()[0]?.focus());
      return;
    }
    const links = panelLinks();
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next = event.key === 'ArrowDown' ? index + 1 : index - 1;
    links[(next + links.length) % links.length]?.focus();
  };

  const closeLearn = () => setLearnOpen(false);
  const onLearnBlur = (event: FocusEvent) => {
    if (!learnItem.current?.contains(event.relatedTarget as Node | null)) setLearnOpen(false);
  };

  const brand = (
    <>
      <span className={styles.mark} aria-hidden="true">
        <BrandMark />
      </span>
      <span>{intl.formatMessage(messages.brand)}</span>
    </>
  );

  return (
    <header className={styles.root}>
      <div className={styles.bar}>
        {renderLink({ href: '/', className: styles.brand, children: brand })}
        <nav aria-label={intl.formatMessage(messages.main)} className={styles.desktopNav}>
          <ul className={styles.navList}>
            <li>
              {renderLink({
                href: '/features',
                className: styles.navLink,
                children: intl.formatMessage(messages.features),
              })}
            </li>
            <li ref={learnItem} className={styles.navItem} onKeyDown={onLearnKeyDown} onBlur={onLearnBlur}>
              <button
                ref={learnButton}
                type="button"
                className={styles.navLink}
                aria-expanded={learnOpen}
                aria-controls={learnId}
                onClick={() => setLearnOpen((open) => !open)}
              >
                {intl.formatMessage(messages.learn)}
                <ChevronDownIcon className={styles.chevron} />
              </button>
              <ul id={learnId} className={styles.learnPanel} hidden={!learnOpen}>
                <li>
                  {renderLink({
                    href: '/tutorial',
                    className: styles.panelLink,
                    onClick: closeLearn,
                    children: intl.formatMessage(messages.tutorial),
                  })}
                </li>
                <li>
                  {renderLink({
                    href: '/tutorial#faq',
                    className: styles.panelLink,
                    onClick: closeLearn,
                    children: intl.formatMessage(messages.faq),
                  })}
                </li>
              </ul>
            </li>
            <li>
              <Link href={vesselManagerHref} external tone="inherit" className={styles.navLink}>
                {intl.formatMessage(messages.vesselManager)}
              </Link>
            </li>
            <li>
              <button type="button" className={styles.navLink} onClick={onContact}>
                {intl.formatMessage(messages.contact)}
              </button>
            </li>
          </ul>
        </nav>
        <LanguageSelector value={locale} onValueChange={onLocaleChange} />
        <Button className={styles.loginButton} size="sm" onClick={onLogin}>
          {intl.formatMessage(messages.login)}
        </Button>
        <DialogPrimitive.Root open={menuOpen} onOpenChange={setMenuOpen}>
          <DialogPrimitive.Trigger asChild>
            <IconButton
              label={intl.formatMessage(messages.openMenu)}
              className={styles.menuButton}
              variant="outline"
              size="sm"
            >
              <MenuIcon />
            </IconButton>
          </DialogPrimitive.Trigger>
          <DialogPrimitive.Portal container={container}>
            <DialogPrimitive.Overlay className={styles.overlay} />
            <DialogPrimitive.Content className={styles.sheet} aria-describedby={undefined}>
              <div className={styles.sheetHeader}>
                <DialogPrimitive.Title className={styles.sheetTitle}>
                  {intl.formatMessage(messages.menu)}
                </DialogPrimitive.Title>
                <DialogPrimitive.Close asChild>
                  <IconButton label={intl.formatMessage(messages.closeMenu)} size="sm">
                    <CloseIcon />
                  </IconButton>
                </DialogPrimitive.Close>
              </div>
              <nav aria-label={intl.formatMessage(messages.main)}>
                <ul className={styles.sheetList}>
                  {(
                    [
                      ['/features', messages.features],
                      ['/tutorial', messages.tutorial],
                      ['/tutorial#faq', messages.faq],
                    ] as const
                  ).map(([href, message]) => (
                    <li key={href}>
                      {renderLink({
                        href,
                        className: styles.panelLink,
                        onClick: () => setMenuOpen(false),
                        children: intl.formatMessage(message),
                      })}
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
                        setMenuOpen(false);
                        onContact();
                      }}
                    >
                      {intl.formatMessage(messages.contact)}
                    </button>
                  </li>
                </ul>
              </nav>
              {renderLink({
                href: mobileLoginHref,
                className: clsx(
                  buttonStyles({ variant: 'solid', tone: 'accent', size: 'md', fullWidth: true }),
                  styles.sheetLogin,
                ),
                onClick: () => setMenuOpen(false),
                children: intl.formatMessage(messages.login),
              })}
            </DialogPrimitive.Content>
          </DialogPrimitive.Portal>
        </DialogPrimitive.Root>
      </div>
    </header>
  );
}
