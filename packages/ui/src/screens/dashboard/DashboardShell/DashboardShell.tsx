import { DASHBOARD_SECTIONS, type DashboardCategory, type NotificationDto } from '@qafila/contracts';
import clsx from 'clsx';
import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { Box } from '../../../components/Box/Box.tsx';
import { IconButton } from '../../../components/IconButton/IconButton.tsx';
import { SearchField } from '../../../components/SearchField/SearchField.tsx';
import { Sidebar, type SidebarGroup } from '../../../components/Sidebar/Sidebar.tsx';
import { sidebarDrawerBelow } from '../../../components/Sidebar/sidebarWidths.ts';
import { Heading } from '../../../layout/Heading.tsx';
import { Inline } from '../../../layout/Inline.tsx';
import { Stack } from '../../../layout/Stack.tsx';
import { Text } from '../../../layout/Text.tsx';
import { type LanguageOption, LanguageSelector } from '../../../patterns/LanguageSelector/LanguageSelector.tsx';
import { BrandMark, MenuIcon } from '../../../private/icons.tsx';
import { useMediaQuery } from '../../../private/useMediaQuery.ts';
import { groupEntries, searchEntries, sectionEntries, sectionTitle } from '../catalogue.ts';
import { categoryIcons, sectionIcons } from '../icons.tsx';
import { dashboardSectionPath } from '../types.ts';
import * as styles from './DashboardShell.css.ts';
import { messages } from './DashboardShell.messages.ts';
import { NotificationsPanel } from './NotificationsPanel.tsx';
import { UserMenu } from './UserMenu.tsx';

/** Props of `DashboardShell`: the frame of the feature dashboard (spec 001 §2 "Dashboard shell"). */
export interface DashboardShellProps {
  /** The organization's white-label name and logo (`GET /api/branding`). */
  organization: { displayName: string; logoUrl: string | null };
  /** The signed-in user of the user menu. */
  user: { name: string; email: string | null };
  /** Section ids enabled for the user; the overview is always shown. */
  enabledSections: readonly string[];
  /** The section shown: a section id, `profile`, or an unknown id (the fallback view). */
  activeSection: string;
  /** Navigates to a section id or `profile` (user menu, keyboard); links use `QafilaProvider`'s `linkComponent`. */
  onNavigate(sectionId: string): void;

  /** The dashboard search of the top bar (its results are shown by the overview). */
  searchQuery: string;
  onSearchQueryChange(query: string): void;

  /** Current language and the choices of the language menu. */
  language: string;
  languages: readonly LanguageOption[];
  onLanguageChange(code: string): void;

  /** Notifications, newest first; undefined while loading. */
  notifications: readonly NotificationDto[] | undefined;
  unreadCount: number;
  notificationsError?: string | undefined;
  onMarkRead(id: number): void;
  onMarkAllRead(): void;

  onSignOut(): void;
  /** The clock for relative times; defaults to the time of rendering. Stories fix it. */
  now?: Date | number | undefined;
  /** Sidebar layout: `auto` is a rail from 768 px up and a drawer below. */
  layout?: 'auto' | 'rail' | 'drawer' | undefined;
  /** The view of the active section. */
  children: ReactNode;
  className?: string | undefined;
}

function Brand({ organization, expanded }: { organization: DashboardShellProps['organization']; expanded: boolean }) {
  return (
    <Inline space="sm" wrap={false} data-testid="organization">
      {organization.logoUrl ? (
        <img src={organization.logoUrl} alt="" className={styles.logo} />
      ) : (
        <span className={styles.logoMark} aria-hidden="true">
          <BrandMark />
        </span>
      )}
      <Text as="span" size="md" weight="bold" truncate hidden={!expanded}>
        <bdi>{organization.displayName}</bdi>
      </Text>
    </Inline>
  );
}

/**
 * The feature dashboard's frame: the sidebar (organization header, search, the four categories with only the
 * enabled features, the user menu), the top bar (title and section name, dashboard search, language, notifications)
 * and the active view. Below 768 px the sidebar is a drawer opened from the top bar.
 */
export function DashboardShell({
  organization,
  user,
  enabledSections,
  activeSection,
  onNavigate,
  searchQuery,
  onSearchQueryChange,
  language,
  languages,
  onLanguageChange,
  notifications,
  unreadCount,
  notificationsError,
  onMarkRead,
  onMarkAllRead,
  onSignOut,
  now,
  layout = 'auto',
  children,
  className,
}: DashboardShellProps) {
  const intl = useIntl();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const small = useMediaQuery(`(max-width: ${sidebarDrawerBelow - 0.02}px)`);
  const drawer = layout === 'drawer' || (layout === 'auto' && small);
  const [sidebarQuery, setSidebarQuery] = useState('');
  const activeCategory = DASHBOARD_SECTIONS.find((section) => section.id === activeSection)?.category;
  const [openGroup, setOpenGroup] = useState<string | null>(activeCategory ?? 'logistics');

  const entries = sectionEntries(intl, enabledSections);
  const toItem = (entry: (typeof entries)[number]) => ({
    id: entry.id,
    label: entry.title,
    icon: sectionIcons[entry.id],
    href: dashboardSectionPath(entry.id),
  });
  const searching = sidebarQuery.trim() !== '';
  const matches = searching ? searchEntries(entries, sidebarQuery, intl.locale) : [];
  // While searching, the matches are one flat list (no closed category can hide them).
  const groups: SidebarGroup[] = searching
    ? [{ id: 'matches', items: matches.map(toItem) }]
    : groupEntries(entries).map(
        ({ category, entries: items }: { category: DashboardCategory; entries: typeof entries }) => ({
          id: category,
          label: items[0]!.categoryTitle,
          icon: categoryIcons[category],
          items: items.map(toItem),
        }),
      );

  const title = sectionTitle(intl, activeSection) ?? intl.formatMessage(messages.title);

  return (
    <div className={clsx(styles.root, className)} data-dashboard="" data-layout={drawer ? 'drawer' : 'rail'}>
      <Sidebar
        label={intl.formatMessage(messages.navigation)}
        groups={groups}
        selectedItem={activeSection}
        openGroup={openGroup}
        onOpenGroupChange={setOpenGroup}
        drawerOpen={drawerOpen}
        onDrawerOpenChange={setDrawerOpen}
        hideDrawerTrigger
        layout={layout}
        className={styles.sidebar}
        header={({ expanded }) => (
          <Box display="grid" gap="sm" inlineSize="full">
            <Brand organization={organization} expanded={expanded} />
            {expanded ? (
              <SearchField
                label={intl.formatMessage(messages.sidebarSearch)}
                hideLabel
                placeholder={intl.formatMessage(messages.sidebarSearch)}
                value={sidebarQuery}
                onValueChange={setSidebarQuery}
                data-testid="sidebar-search"
              />
            ) : null}
            {expanded && searching && matches.length === 0 ? (
              <Text size="sm" tone="secondary" role="status">
                {intl.formatMessage(messages.sidebarNoMatch)}
              </Text>
            ) : null}
          </Box>
        )}
        footer={({ expanded }) => (
          <UserMenu
            user={user}
            expanded={expanded}
            onProfile={() => {
              setDrawerOpen(false);
              onNavigate('profile');
            }}
            onSignOut={onSignOut}
          />
        )}
      />
      <Stack className={styles.main}>
        <header className={styles.topBar}>
          {drawer ? (
            <IconButton label={intl.formatMessage(messages.openNavigation)} onClick={() => setDrawerOpen(true)}>
              <MenuIcon />
            </IconButton>
          ) : null}
          <Box display="grid" flexGrow={1}>
            <Text as="span" size="xs" tone="secondary">
              {intl.formatMessage(messages.title)}
            </Text>
            <Heading level={3} as="h1" truncate data-testid="section-title">
              {title}
            </Heading>
          </Box>
          <SearchField
            label={intl.formatMessage(messages.dashboardSearch)}
            hideLabel
            placeholder={intl.formatMessage(messages.dashboardSearchPlaceholder)}
            value={searchQuery}
            onValueChange={onSearchQueryChange}
            className={styles.topSearch}
            data-testid="dashboard-search"
          />
          <Box display="flex" alignItems="center" gap="xs" flexShrink={0}>
            <LanguageSelector value={language} languages={languages} onValueChange={onLanguageChange} />
            <NotificationsPanel
              notifications={notifications}
              unreadCount={unreadCount}
              notificationsError={notificationsError}
              onMarkRead={onMarkRead}
              onMarkAllRead={onMarkAllRead}
              now={now}
            />
          </Box>
        </header>
        <Box
          as="main"
          padding={{ mobile: 'md', tablet: 'lg' }}
          overflow="auto"
          className={styles.content}
          id="dashboard-content"
          data-section-view={activeSection}
        >
          {children}
        </Box>
      </Stack>
    </div>
  );
}
