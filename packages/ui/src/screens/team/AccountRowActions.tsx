import { useIntl } from 'react-intl';
import { Button } from '../../components/Button/Button.tsx';
import { Inline } from '../../layout/Inline.tsx';
import { teamMessages } from './team.messages.ts';

/**
 * The actions of an account's row on the Team and Customers pages: Edit, and Deactivate or Reactivate (absent for
 * one's own account), grouped under the account's name for screen readers.
 */
export function AccountRowActions({
  name,
  active,
  busy,
  onEdit,
  onSetActive,
}: {
  name: string;
  active: boolean;
  busy: boolean;
  onEdit: () => void;
  /** Absent: the account cannot be deactivated from here (the signed-in admin's own). */
  onSetActive?: ((active: boolean) => void) | undefined;
}) {
  const intl = useIntl();
  return (
    <Inline space="sm" role="group" aria-label={intl.formatMessage(teamMessages.rowActions, { name })}>
      <Button size="sm" variant="outline" onClick={onEdit}>
        {intl.formatMessage(teamMessages.edit)}
      </Button>
      {onSetActive ? (
        <Button
          size="sm"
          variant="ghost"
          tone={active ? 'critical' : 'neutral'}
          loading={busy}
          onClick={() => onSetActive(!active)}
        >
          {intl.formatMessage(active ? teamMessages.deactivate : teamMessages.reactivate)}
        </Button>
      ) : null}
    </Inline>
  );
}
