import type { DriverStatus, VehicleStatus } from '@qafila/contracts';
import type { ReactNode } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { Badge } from '../../../../components/Badge/Badge.tsx';
import type { BadgeTone } from '../../../../components/Badge/badgeTones.ts';
import { Button } from '../../../../components/Button/Button.tsx';
import { CardFooter } from '../../../../components/Card/Card.tsx';
import { Inline } from '../../../../layout/Inline.tsx';
import { ErrorIcon, WarningIcon } from '../../../../private/icons.tsx';
import { expiryState } from './expiry.ts';
import * as styles from './FleetManagement.css.ts';
import { argMessages, driverStatusMessages, messages, vehicleStatusMessages } from './FleetManagement.messages.ts';

/** A calendar day (`YYYY-MM-DD`) in the current locale: the day itself, whatever the time zone. */
export function formatDay(intl: IntlShape, day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return intl.formatDate(date, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** Label/value rows of a card: `Fact`s. */
export function Facts({ children }: { children: ReactNode }) {
  return <dl className={styles.facts}>{children}</dl>;
}

/** One row of `Facts`. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.factRow}>
      <dt className={styles.term}>{label}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

/**
 * An expiry date, with a warning when it is within 30 days of `today` (caution) or past (critical); without one for
 * a retired vehicle or driver (`warn` false), whose papers no longer matter.
 */
export function ExpiryText({ expiry, today, warn = true }: { expiry: string; today: string; warn?: boolean }) {
  const intl = useIntl();
  const date = formatDay(intl, expiry);
  const state = expiryState(expiry, today);
  if (state.state === 'ok' || !warn) return <span data-expiry={warn ? 'ok' : 'ignored'}>{date}</span>;
  const expired = state.state === 'expired';
  const Icon = expired ? ErrorIcon : WarningIcon;
  return (
    <span className={styles.warning[state.state]} data-expiry={state.state}>
      <Icon className={styles.warningIcon} />
      {expired
        ? intl.formatMessage(argMessages.expired, { date })
        : intl.formatMessage(argMessages.expiresSoon, { date, days: state.days })}
    </span>
  );
}

// Spec 001 §4: active and maintenance have their colours, the others are grey.
const vehicleTones: Record<VehicleStatus, BadgeTone> = {
  active: 'positive',
  maintenance: 'caution',
  out_of_service: 'neutral',
  retired: 'neutral',
};
const driverTones: Record<DriverStatus, BadgeTone> = {
  active: 'positive',
  off_duty: 'neutral',
  suspended: 'critical',
  retired: 'neutral',
};

export function VehicleStatusBadge({ status }: { status: VehicleStatus }) {
  const intl = useIntl();
  return (
    <Badge size="sm" tone={vehicleTones[status]} data-status={status}>
      {intl.formatMessage(vehicleStatusMessages[status])}
    </Badge>
  );
}

export function DriverStatusBadge({ status }: { status: DriverStatus }) {
  const intl = useIntl();
  return (
    <Badge size="sm" tone={driverTones[status]} data-status={status}>
      {intl.formatMessage(driverStatusMessages[status])}
    </Badge>
  );
}

/**
 * A card's footer: Edit, the card's own actions, then Retire unless the item is retired. Each button's accessible
 * name says which item it acts on ("Edit: Toyota Hiace (A 12345)"), as a list of cards repeats the same labels.
 */
export function CardActions({
  name,
  retired,
  onEdit,
  onRetire,
  actions = [],
}: {
  name: string;
  retired: boolean;
  onEdit(): void;
  onRetire(): void;
  /** Between Edit and Retire, shown unless retired. */
  actions?: { label: string; onClick(): void }[];
}) {
  const intl = useIntl();
  const button = (label: string, onClick: () => void, retire = false) => (
    <Button
      key={label}
      size="sm"
      variant={retire ? 'ghost' : 'outline'}
      tone={retire ? 'critical' : 'neutral'}
      aria-label={intl.formatMessage(argMessages.actionOf, { action: label, name })}
      onClick={onClick}
    >
      {label}
    </Button>
  );
  return (
    <CardFooter>
      <Inline space="xs">
        {button(intl.formatMessage(messages.edit), onEdit)}
        {retired ? null : actions.map((action) => button(action.label, action.onClick))}
        {retired ? null : button(intl.formatMessage(messages.retire), onRetire, true)}
      </Inline>
    </CardFooter>
  );
}
