import { useIntl } from 'react-intl';
import { Avatar } from '../../../components/Avatar/Avatar.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { SignOutIcon, sectionIcons } from '../icons.tsx';
import { messages } from './DashboardShell.messages.ts';
import * as styles from './UserMenu.css.ts';

export interface UserMenuProps {
  user: { name: string; email: string | null };
  expanded: boolean;
  onProfile(): void;
  onSignOut(): void;
}

/** The sidebar's user menu: the user's initial, name and e-mail, Profile and Sign Out. */
export function UserMenu({ user, expanded, onProfile, onSignOut }: UserMenuProps) {
  const intl = useIntl();
  return (
    <div className={styles.root} data-testid="user-menu">
      <div className={styles.identity}>
        <Avatar name={user.name} size="sm" />
        {expanded ? (
          <span className={styles.text}>
            <span className={styles.name}>
              <bdi>{user.name}</bdi>
            </span>
            {user.email ? (
              <span className={styles.email}>
                <bdi>{user.email}</bdi>
              </span>
            ) : null}
          </span>
        ) : null}
      </div>
      <div className={styles.actions}>
        <Button size="sm" variant="ghost" tone="neutral" leadingIcon={sectionIcons.profile} onClick={onProfile}>
          {intl.formatMessage(messages.profile)}
        </Button>
        <Button size="sm" variant="ghost" tone="neutral" leadingIcon={<SignOutIcon />} onClick={onSignOut}>
          {intl.formatMessage(messages.signOut)}
        </Button>
      </div>
    </div>
  );
}
