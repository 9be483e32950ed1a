import clsx from 'clsx';
import { type KeyboardEvent, type MouseEvent, type ReactElement, type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import { useDirection } from '../../direction/useDirection.ts';
import { ChevronForwardIcon, MenuIcon, SidebarIcon } from '../../private/icons.tsx';
import { useControllableState } from '../../private/useControllableState.ts';
import { useMediaQuery } from '../../private/useMediaQuery.ts';
import { visuallyHidden } from '../../private/visuallyHidden.css.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import { useLinkComponent } from '../Link/linkComponent.tsx';
import { Sheet } from '../Sheet/Sheet.tsx';
import { Tooltip } from '../Tooltip/Tooltip.tsx';
import * as styles from './Sidebar.css.ts';
import { messages } from './Sidebar.messages.ts';
import { sidebarDrawerBelow } from './sidebarWidths.ts';

/** One destination in the sidebar. */
export interface SidebarItem {
  /** Unique id; also rendered as `data-section` and passed to `onSelect`. */
  id: string;
  /** Visible label (the tooltip when collapsed); the item's accessible name. */
  label: string;
  /** Decorative icon, shown alone when the sidebar is collapsed. */
  icon: ReactNode;
  /** Renders the item as a link to this path (through `QafilaProvider`'s `linkComponent`); otherwise a button. */
  href?: string;
  /** Short extra content at the inline end, e.g. a count `Badge`; hidden visually when collapsed. */
  badge?: ReactNode;
  /** Shown but not selectable. */
  disabled?: boolean;
}

/** A category of items. Without a `label` its items are always shown (e.g. a top-level "Overview"). */
export interface SidebarGroup {
  /** Unique id, used by `openGroup`. */
  id: string;
  /** Heading of the category; a button that expands and collapses it. */
  label?: string;
  /** Decorative icon before the category label. */
  icon?: ReactNode;
  items: readonly SidebarItem[];
}

/** How the sidebar lays itself out: `auto` is a rail from 768 px up and a drawer below. */
export type SidebarLayout = 'auto' | 'rail' | 'drawer';

/** What `header` and `footer` render functions receive. */
export interface SidebarSlotState {
  /** Labels are shown (always true in the drawer). */
  expanded: boolean;
}

type Slot = ReactNode | ((state: SidebarSlotState) => ReactNode);

/** Props of `Sidebar`. */
export interface SidebarProps {
  /** Accessible name of the navigation landmark, e.g. "Main". */
  label: string;
  /** The categories and their items, in order. */
  groups: readonly SidebarGroup[];
  /** Top slot: logo and product name; a function receives `{ expanded }` to show the logo alone when collapsed. */
  header?: Slot;
  /** Bottom slot: e.g. the user menu (a `DropdownMenu`); a function receives `{ expanded }`. */
  footer?: Slot;
  /** Id of the current item: marked `aria-current="page"`. */
  selectedItem?: string;
  /** Called with the id of the item the user activates. */
  onSelect?: (itemId: string) => void;
  /** Controlled: labels shown (320 px) or icons only (64 px). */
  expanded?: boolean;
  /** Initial expanded state when uncontrolled. Defaults to `true`. */
  defaultExpanded?: boolean;
  onExpandedChange?: (expanded: boolean) => void;
  /** Controlled id of the open category (`null`: all closed). One is open at a time. */
  openGroup?: string | null;
  /** Initially open category when uncontrolled. Defaults to the category of `selectedItem`. */
  defaultOpenGroup?: string | null;
  onOpenGroupChange?: (groupId: string | null) => void;
  /** Controlled open state of the drawer (small screens). */
  drawerOpen?: boolean;
  onDrawerOpenChange?: (open: boolean) => void;
  /** Omit the built-in menu button of the drawer layout, to open it from your own (with `drawerOpen`). */
  hideDrawerTrigger?: boolean;
  /** Defaults to `auto`. */
  layout?: SidebarLayout;
  className?: string;
}

const renderSlot = (slot: Slot | undefined, state: SidebarSlotState) =>
  typeof slot === 'function' ? slot(state) : slot;

/** Moves focus among the sidebar's rows with the arrow keys, Home and End. */
function focusRow(nav: HTMLElement, current: Element | null, key: string) {
  const rows = Array.from(nav.querySelectorAll<HTMLElement>('[data-sidebar-row]')).filter(
    (row) => row.offsetParent !== null,
  );
  if (rows.length === 0) return false;
  const index = current ? rows.indexOf(current as HTMLElement) : -1;
  const next =
    key === 'Home'
      ? 0
      : key === 'End'
        ? rows.length - 1
        : key === 'ArrowDown'
          ? Math.min(rows.length - 1, index + 1)
          : Math.max(0, index - 1);
  rows[next]?.focus();
  return true;
}

/**
 * The app's navigation: a rail of 64 px (icons with tooltips) or 320 px (icons and labels) with a toggle
 * (`aria-expanded`), a header slot, categories that expand one at a time, items marked `aria-current="page"` and
 * `data-section`, and a footer slot. Below 768 px it becomes a drawer from the inline start behind a menu button.
 * Arrow Up/Down, Home and End move between rows; on a category, the arrow towards the inline end opens it and the
 * other closes it (mirrored in Arabic). `data-state` is `expanded` or `collapsed`.
 */
export function Sidebar({
  label,
  groups,
  header,
  footer,
  selectedItem,
  onSelect,
  expanded: expandedProp,
  defaultExpanded = true,
  onExpandedChange,
  openGroup: openGroupProp,
  defaultOpenGroup,
  onOpenGroupChange,
  drawerOpen: drawerOpenProp,
  onDrawerOpenChange,
  hideDrawerTrigger = false,
  layout = 'auto',
  className,
}: SidebarProps) {
  const intl = useIntl();
  const direction = useDirection();
  const AppLink = useLinkComponent();
  const id = useId();
  const small = useMediaQuery(`(max-width: ${sidebarDrawerBelow - 0.02}px)`);
  const drawer = layout === 'drawer' || (layout === 'auto' && small);
  const [expanded, setExpanded] = useControllableState(expandedProp, defaultExpanded, onExpandedChange);
  const initialGroup =
    defaultOpenGroup !== undefined
      ? defaultOpenGroup
      : (groups.find((group) => group.label && group.items.some((item) => item.id === selectedItem))?.id ?? null);
  const [openGroup, setOpenGroup] = useControllableState<string | null>(openGroupProp, initialGroup, onOpenGroupChange);
  const [drawerOpen, setDrawerOpen] = useControllableState(drawerOpenProp, false, onDrawerOpenChange);
  const showLabels = drawer || expanded;
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) {
      if (focusRow(event.currentTarget, target.closest('[data-sidebar-row]'), event.key)) event.preventDefault();
      return;
    }
    const groupId = target.getAttribute('data-group');
    if (!groupId) return;
    if (event.key === forward && openGroup !== groupId) {
      event.preventDefault();
      setOpenGroup(groupId);
    } else if (event.key === backward && openGroup === groupId) {
      event.preventDefault();
      setOpenGroup(null);
    }
  };

  const renderItem = (item: SidebarItem, nested: boolean) => {
    const selected = item.id === selectedItem;
    const content = (
      <>
        <span className={styles.icon} aria-hidden="true">
          {item.icon}
        </span>
        <span className={showLabels ? styles.label : visuallyHidden}>{item.label}</span>
        {item.badge ? <span className={showLabels ? styles.badge : visuallyHidden}>{item.badge}</span> : null}
      </>
    );
    const activate = (event: MouseEvent<HTMLElement>) => {
      if (item.disabled) {
        event.preventDefault();
        return;
      }
      onSelect?.(item.id);
      if (drawer) setDrawerOpen(false);
    };
    const common = {
      className: styles.item,
      'aria-current': selected ? ('page' as const) : undefined,
      'aria-disabled': item.disabled ? (true as const) : undefined,
      'data-section': item.id,
      'data-sidebar-row': '',
    };
    const element = item.href ? (
      <AppLink {...common} href={item.href} onClick={activate}>
        {content}
      </AppLink>
    ) : (
      <button type="button" {...common} onClick={activate}>
        {content}
      </button>
    );
    return (
      <li key={item.id} data-nested={nested || undefined}>
        {showLabels ? (
          element
        ) : (
          <Tooltip content={item.label} side="end">
            {element as ReactElement}
          </Tooltip>
        )}
      </li>
    );
  };

  const body = (
    <>
      {header || !drawer ? (
        <div className={styles.header}>
          <div className={styles.headerSlot}>{renderSlot(header, { expanded: showLabels })}</div>
          {drawer ? null : (
            <IconButton
              label={intl.formatMessage(messages.toggle)}
              aria-expanded={expanded}
              aria-controls={`${id}nav`}
              size="sm"
              onClick={() => setExpanded(!expanded)}
            >
              <SidebarIcon className={styles.toggleIcon} />
            </IconButton>
          )}
        </div>
      ) : null}
      <nav id={`${id}nav`} aria-label={label} className={styles.nav} onKeyDown={onKeyDown}>
        <ul className={styles.list}>
          {groups.map((group) => {
            if (!group.label || !showLabels) {
              return (
                <li key={group.id} className={styles.group}>
                  <ul className={styles.list}>{group.items.map((item) => renderItem(item, false))}</ul>
                </li>
              );
            }
            const open = openGroup === group.id;
            const listId = `${id}${group.id}`;
            return (
              <li key={group.id} className={styles.group}>
                <button
                  type="button"
                  className={styles.groupHeader}
                  aria-expanded={open}
                  aria-controls={listId}
                  data-group={group.id}
                  data-sidebar-row=""
                  data-selected={group.items.some((item) => item.id === selectedItem) || undefined}
                  onClick={() => setOpenGroup(open ? null : group.id)}
                >
                  {group.icon ? (
                    <span className={styles.icon} aria-hidden="true">
                      {group.icon}
                    </span>
                  ) : null}
                  <span className={styles.label}>{group.label}</span>
                  <span className={styles.chevron} aria-hidden="true">
                    <ChevronForwardIcon />
                  </span>
                </button>
                <ul id={listId} className={clsx(styles.list, styles.groupItems)} hidden={!open}>
                  {group.items.map((item) => renderItem(item, Boolean(group.icon)))}
                </ul>
              </li>
            );
          })}
        </ul>
      </nav>
      {footer ? <div className={styles.footer}>{renderSlot(footer, { expanded: showLabels })}</div> : null}
    </>
  );

  if (drawer) {
    return (
      <Sheet
        title={label}
        hideTitle
        flush
        side="start"
        open={drawerOpen}
        onOpenChange={setDrawerOpen}
        trigger={
          hideDrawerTrigger ? undefined : (
            <IconButton label={intl.formatMessage(messages.open)} className={className}>
              <MenuIcon />
            </IconButton>
          )
        }
      >
        <div className={styles.drawer} data-state="expanded" data-layout="drawer">
          {body}
        </div>
      </Sheet>
    );
  }

  return (
    <div className={clsx(styles.root, className)} data-state={expanded ? 'expanded' : 'collapsed'} data-layout="rail">
      {body}
    </div>
  );
}
