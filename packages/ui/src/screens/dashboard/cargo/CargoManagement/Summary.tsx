import type { ShipmentPage } from '@qafila/contracts';
import { useIntl } from 'react-intl';
import { Stat } from '../../../../components/Stat/Stat.tsx';
import { Tiles } from '../../../../layout/Tiles.tsx';
import { CheckCircleIcon, CustomsIcon, TruckIcon } from '../../../../private/icons.tsx';
import { messages } from './CargoManagement.messages.ts';

const cards = [
  { key: 'active', label: messages.active, hint: messages.activeHint, icon: <TruckIcon /> },
  {
    key: 'deliveredToday',
    label: messages.deliveredToday,
    hint: messages.deliveredTodayHint,
    icon: <CheckCircleIcon />,
  },
  { key: 'pendingCustoms', label: messages.pendingCustoms, hint: messages.pendingCustomsHint, icon: <CustomsIcon /> },
] as const;

/** The three figures over all the organization's shipments; skeletons while they load. */
export function Summary({ summary }: { summary: ShipmentPage['summary'] | undefined }) {
  const intl = useIntl();
  return (
    <Tiles as="ul" minItemWidth="sm" fit space="md" aria-label={intl.formatMessage(messages.summaryLabel)}>
      {cards.map((card) => (
        <li key={card.key} data-stat={card.key}>
          <Stat
            label={intl.formatMessage(card.label)}
            value={summary ? intl.formatNumber(summary[card.key]) : ''}
            loading={!summary}
            icon={card.icon}
            hint={intl.formatMessage(card.hint)}
          />
        </li>
      ))}
    </Tiles>
  );
}
