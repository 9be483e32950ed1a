import type { Driver, Vehicle } from '@qafila/contracts';
import { useIntl } from 'react-intl';
import { Stat } from '../../../../components/Stat/Stat.tsx';
import { Tiles } from '../../../../layout/Tiles.tsx';
import { SettingsIcon, TruckIcon, UserIcon } from '../../../../private/icons.tsx';
import { argMessages, messages } from './FleetManagement.messages.ts';

export interface SummaryProps {
  vehicles: Vehicle[] | undefined;
  drivers: Driver[] | undefined;
  /** A list that failed to load: its figures show a dash instead of a skeleton that would never end. */
  vehiclesFailed: boolean;
  driversFailed: boolean;
}

/** The three figures, counted from the lists the screen is given; skeletons (and no hints) while a list loads. */
export function Summary({ vehicles, drivers, vehiclesFailed, driversFailed }: SummaryProps) {
  const intl = useIntl();
  const count = <T extends { status: string }>(items: T[], status: string) =>
    items.filter((item) => item.status === status).length;
  const inService = vehicles?.filter((vehicle) => vehicle.status !== 'retired').length ?? 0;
  const notRetired = drivers?.filter((driver) => driver.status !== 'retired').length ?? 0;
  const cards = [
    {
      key: 'vehiclesActive',
      label: messages.vehiclesActive,
      value: vehicles && count(vehicles, 'active'),
      failed: vehiclesFailed,
      hint: vehicles ? intl.formatMessage(argMessages.vehiclesActiveHint, { total: inService }) : undefined,
      icon: <TruckIcon />,
    },
    {
      key: 'inMaintenance',
      label: messages.inMaintenance,
      value: vehicles && count(vehicles, 'maintenance'),
      failed: vehiclesFailed,
      hint: vehicles ? intl.formatMessage(messages.inMaintenanceHint) : undefined,
      icon: <SettingsIcon />,
    },
    {
      key: 'driversActive',
      label: messages.driversActive,
      value: drivers && count(drivers, 'active'),
      failed: driversFailed,
      hint: drivers ? intl.formatMessage(argMessages.driversActiveHint, { total: notRetired }) : undefined,
      icon: <UserIcon />,
    },
  ];
  return (
    <Tiles as="ul" minItemWidth="xs" fit space="md" aria-label={intl.formatMessage(messages.summaryLabel)}>
      {cards.map((card) => (
        <li key={card.key} data-stat={card.key}>
          <Stat
            label={intl.formatMessage(card.label)}
            value={card.value !== undefined ? intl.formatNumber(card.value) : card.failed ? '—' : ''}
            loading={card.value === undefined && !card.failed}
            icon={card.icon}
            hint={card.hint}
          />
        </li>
      ))}
    </Tiles>
  );
}
