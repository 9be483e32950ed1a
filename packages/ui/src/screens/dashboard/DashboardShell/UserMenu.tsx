import { useIntl } from 'react-intl';
import { Avatar } from '../../../components/Avatar/Avatar.tsx';
import { Box } from '../../../components/Box/Box.tsx';
import { DropdownMenu } from '../../../components/DropdownMenu/DropdownMenu.tsx';
import { Text } from '../../../layout/Text.tsx';
import { ChevronDownIcon, SignOutIcon } from '../../../private/icons.tsx';
import { sectionIcons } from '../icons.tsx';
import { messages } from './DashboardShell.messages.ts';
import * as styles from './UserMenu.css.ts';

/** Props of the sidebar's user menu. */
export interface UserMenuProps {
  user: { name: string; email: string | null };
  /** The sidebar shows labels: the name and e-mail are shown beside the initial. */
  expanded: boolean;
  onProfile(): void;
  onSignOut(): void;
}

/** The sidebar's user menu (spec 001 §2): the user's initial, name and e-mail, opening Profile and Sign Out. */
export function UserMenu({ user, expanded, onProfile, onSignOut }: UserMenuProps) {
  const intl = useIntl();
  return (
    <Box display="flex" inlineSize="full" data-testid="user-menu">
      <DropdownMenu
        align="start"
        label={intl.formatMessage(messages.userMenu)}
        trigger={
          <button type="button" className={styles.trigger} data-expanded={expanded || undefined}>
            {expanded ? (
              <>
                {/* The name is read from the text beside it. */}
                <Box as="span" aria-hidden="true" display="inline-flex" flexShrink={0}>
                  <Avatar name={user.name} size="sm" />
                </Box>
                <Box as="span" display="grid" flexGrow={1}>
                  <Text as="span" weight="semibold" truncate>
                    <bdi>{user.name}</bdi>
                  </Text>
                  {user.email ? (
                    <Text as="span" size="sm" tone="secondary" truncate>
                      <bdi>{user.email}</bdi>
                    </Text>
                  ) : null}
                </Box>
                <Box as="span" aria-hidden="true" display="inline-flex" flexShrink={0} color="secondary">
                  <ChevronDownIcon />
                </Box>
              </>
            ) : (
              <Avatar name={user.name} size="sm" />
            )}
          </button>
        }
        items={[
          {
            id: 'profile',
            label: intl.formatMessage(messages.profile),
            icon: sectionIcons.profile,
            onSelect: onProfile,
          },
          { type: 'separator', id: 'separator' },
          { id: 'sign-out', label: intl.formatMessage(messages.signOut), icon: <SignOutIcon />, onSelect: onSignOut },
        ]}
      />
    </Box>
  );
}
