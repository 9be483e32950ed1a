import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Badge, type BadgeProps } from '../../components/Badge/Badge.tsx';
import type { BadgeTone } from '../../components/Badge/badgeTones.ts';
import { useDirection } from '../../direction/useDirection.ts';
import { CheckCircleIcon, ClockIcon, CustomsIcon, TruckIcon, WarningIcon } from '../../private/icons.tsx';
import { messages } from './ShipmentStatusBadge.messages.ts';
import { type ShipmentStatus, toShipmentStatus } from './shipmentStatus.ts';

const tones: Record<ShipmentStatus, BadgeTone> = {
  in_transit: 'info',
  delayed: 'critical',
  customs_clearance: 'caution',
  delivered: 'positive',
  pending: 'neutral',
};

/** Props of `ShipmentStatusBadge`. */
export interface ShipmentStatusBadgeProps extends Omit<BadgeProps, 'children' | 'tone' | 'icon'> {
  /** The status as the server sent it; unknown values show as `pending`. */
  status: string;
}

/** A shipment's status: icon, colour and translated label. `data-status` is the status shown. */
export function ShipmentStatusBadge({ status, ...props }: ShipmentStatusBadgeProps) {
  const intl = useIntl();
  const direction = useDirection();
  const shown = toShipmentStatus(status);
  const icons: Record<ShipmentStatus, ReactNode> = {
    // The lorry drives forward: to the left in Arabic.
    in_transit: <TruckIcon style={direction === 'rtl' ? { transform: 'scaleX(-1)' } : undefined} />,
    delayed: <WarningIcon />,
    customs_clearance: <CustomsIcon />,
    delivered: <CheckCircleIcon />,
    pending: <ClockIcon />,
  };
  return (
    <Badge {...props} tone={tones[shown]} icon={icons[shown]} data-status={shown}>
      {intl.formatMessage(messages[shown])}
    </Badge>
  );
}
