import clsx from 'clsx';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { ChevronDownIcon } from '../../private/icons.tsx';
import { useLinkComponent } from '../Link/linkComponent.tsx';
import * as styles from './NavigationMenu.css.ts';

/** A link in a `NavigationMenu` panel. */
export interface NavigationMenuLink {
  label: ReactNode;
  href: string;
  /** A line under the label, e.g. what the page is for. */
  description?: ReactNode;
  /** The current page: `aria-current="page"`. */
  current?: boolean;
}

/** A top-level entry of a `NavigationMenu`: a link (`href`) or a trigger opening a panel of `links`. */
export interface NavigationMenuItem {
  /** Stable id, used for the panel's id and as the open value. */
  id: string;
  label: ReactNode;
  /** Makes the item a link. */
  href?: string;
  /** Makes the item a button that opens a panel of these links. */
  links?: NavigationMenuLink[];
  /** The current page (for a link item): `aria-current="page"`. */
  current?: boolean;
}

/** Props of `NavigationMenu`. */
export interface NavigationMenuProps {
  items: NavigationMenuItem[];
  /** Accessible name of the `nav` landmark, e.g. "Main". */
  label: string;
  className?: string;
}

/**
 * A site navigation bar: a `nav` landmark named by `label` whose items are links or disclosure buttons
 * (`aria-expanded`, `aria-controls`) opening a panel of links under them. Arrow Down on a button opens its panel and
 * moves into it; Arrow Up/Down, Home and End move between the panel's links; Escape closes the panel and returns
 * focus to its button; a click or focus outside the menu closes it. Items follow the reading direction and panels
 * open from the inline start of their button, so the bar mirrors in Arabic. Plain links, no menu roles: following a
 * link is navigation.
 */
export function NavigationMenu({ items, label, className }: NavigationMenuProps) {
  const AppLink = useLinkComponent();
  const id = useId();
  const [open, setOpen] = useState<string | null>(null);
  const root = useRef<HTMLElement>(null);
  const triggers = useRef(new Map<string, HTMLButtonElement>());

  useEffect(() => {
    if (open === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const panelLinks = (itemId: string) => [
    ...(document.getElementById(`${id}${itemId}`)?.querySelectorAll<HTMLElement>('[data-panel-link]') ?? []),
  ];

  const close = (itemId: string) => {
    setOpen(null);
    triggers.current.get(itemId)?.focus();
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>, itemId: string) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(itemId);
      // The panel is in the DOM (hidden) already; focus its first link once it is shown.
      requestAnimationFrame(() => panelLinks(itemId)[0]?.focus());
    } else if (event.key === 'Escape' && open === itemId) {
      event.preventDefault();
      close(itemId);
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLElement>, itemId: string) => {
    const links = panelLinks(itemId);
    const index = links.indexOf(document.activeElement as HTMLElement);
    let next: HTMLElement | undefined;
    if (event.key === 'Escape') {
      event.preventDefault();
      close(itemId);
      return;
    }
    if (event.key === 'ArrowDown') next = links[(index + 1) % links.length];
    else if (event.key === 'ArrowUp') next = links[(index - 1 + links.length) % links.length];
    else if (event.key === 'Home') next = links[0];
    else if (event.key === 'End') next = links[links.length - 1];
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };

  return (
    <nav
      ref={root}
      aria-label={label}
      className={clsx(styles.root, className)}
      onBlur={(event) => {
        if (event.relatedTarget instanceof Node && !root.current?.contains(event.relatedTarget)) setOpen(null);
      }}
    >
      <ul className={styles.list}>
        {items.map((item) => {
          const panelId = `${id}${item.id}`;
          const expanded = open === item.id;
          return (
            <li key={item.id} className={styles.item}>
              {item.links ? (
                <>
                  <button
                    type="button"
                    ref={(element) => {
                      if (element) triggers.current.set(item.id, element);
                      else triggers.current.delete(item.id);
                    }}
                    className={styles.trigger}
                    aria-expanded={expanded}
                    aria-controls={panelId}
                    onClick={() => setOpen(expanded ? null : item.id)}
                    onKeyDown={(event) => onTriggerKeyDown(event, item.id)}
                  >
                    {item.label}
                    <ChevronDownIcon className={styles.chevron} aria-hidden="true" />
                  </button>
                  <div id={panelId} className={styles.panel} hidden={!expanded}>
                    <ul className={styles.panelList}>
                      {item.links.map((link) => (
                        <li key={link.href}>
                          <AppLink
                            href={link.href}
                            className={styles.panelLink}
                            aria-current={link.current ? 'page' : undefined}
                            data-panel-link
                            onClick={() => setOpen(null)}
                            onKeyDown={(event) => onPanelKeyDown(event, item.id)}
                          >
                            <span className={styles.panelLinkLabel}>{link.label}</span>
                            {link.description ? (
                              <span className={styles.panelLinkDescription}>{link.description}</span>
                            ) : null}
                          </AppLink>
                        </li>
                      ))}
                    </ul>
                  </div>
                </>
              ) : (
                <AppLink
                  href={item.href ?? '#'}
                  className={styles.link}
                  aria-current={item.current ? 'page' : undefined}
                >
                  {item.label}
                </AppLink>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
