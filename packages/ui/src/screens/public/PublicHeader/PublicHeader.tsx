import clsx from 'clsx';
import { type ComponentType, type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/Button/Button.tsx';
import { IconButton } from '../../../components/IconButton/IconButton.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import { useLinkComponent } from '../../../components/Link/linkComponent.tsx';
import { Inline } from '../../../layout/Inline.tsx';
import { DeferredLanguageSelector } from '../../../patterns/LanguageSelector/DeferredLanguageSelector.tsx';
import { BrandMark, ChevronDownIcon, MenuIcon } from '../../../private/icons.tsx';
import { page } from '../shared/page.css.ts';
import * as styles from './PublicHeader.css.ts';
import { messages } from './PublicHeader.messages.ts';
import type { PublicHeaderMenuProps } from './PublicHeaderMenu.tsx';

// The phone menu sheet (Radix dialog, ~13 KB gzip) is its own chunk, loaded when its button is approached, focused or
// pressed; a press made before it arrives opens it once it has.
let loadedMenu: ComponentType<PublicHeaderMenuProps> | undefined;
let loadingMenu: Promise<ComponentType<PublicHeaderMenuProps>> | undefined;
const importMenu = () => {
  loadingMenu ??= import('./PublicHeaderMenu.tsx').then((module) => {
    loadedMenu = module.PublicHeaderMenu;
    return loadedMenu;
  });
  return loadingMenu;
};

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
}: PublicHeaderProps) {
  const AppLink = useLinkComponent();
  const intl = useIntl();
  const learnId = useId();
  const menuId = useId();
  const [learnOpen, setLearnOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const learnItem = useRef<HTMLLIElement>(null);
  const learnButton = useRef<HTMLButtonElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const [Menu, setMenu] = useState(() => loadedMenu);
  const loadMenu = () => {
    if (!Menu) importMenu().then((component) => setMenu(() => component));
  };

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
    <header className={clsx(page, styles.root)}>
      <Inline space="md" wrap={false} className={styles.bar}>
        <AppLink href="/" className={styles.brand}>
          {brand}
        </AppLink>
        <nav aria-label={intl.formatMessage(messages.main)} className={styles.desktopNav}>
          <Inline as="ul" space="xs" wrap={false}>
            <li>
              <AppLink href="/features" className={styles.navLink}>
                {intl.formatMessage(messages.features)}
              </AppLink>
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
                  <AppLink href="/tutorial" className={styles.panelLink} onClick={closeLearn}>
                    {intl.formatMessage(messages.tutorial)}
                  </AppLink>
                </li>
                <li>
                  <AppLink href="/tutorial#faq" className={styles.panelLink} onClick={closeLearn}>
                    {intl.formatMessage(messages.faq)}
                  </AppLink>
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
          </Inline>
        </nav>
        <DeferredLanguageSelector value={locale} onValueChange={onLocaleChange} />
        <Button className={styles.loginButton} size="sm" onClick={onLogin}>
          {intl.formatMessage(messages.login)}
        </Button>
        <IconButton
          ref={menuButton}
          label={intl.formatMessage(messages.openMenu)}
          className={styles.menuButton}
          variant="outline"
          size="sm"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          aria-controls={menuOpen && Menu ? menuId : undefined}
          onPointerEnter={loadMenu}
          onFocus={loadMenu}
          onClick={() => {
            setMenuOpen(true);
            loadMenu();
          }}
        >
          <MenuIcon />
        </IconButton>
        {Menu && (
          <Menu
            id={menuId}
            open={menuOpen}
            onOpenChange={setMenuOpen}
            opener={menuButton}
            onContact={onContact}
            vesselManagerHref={vesselManagerHref}
            mobileLoginHref={mobileLoginHref}
          />
        )}
      </Inline>
    </header>
  );
}
