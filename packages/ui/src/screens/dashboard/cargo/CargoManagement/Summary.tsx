import type { ShipmentPage } from '@qafila/contracts';
import { useIntl } from 'react-intl';
import { Card } from '../../../../components/Card/Card.tsx';
import { Skeleton } from '../../../../components/Skeleton/Skeleton.tsx';
import * as styles from './CargoManagement.css.ts';
import { messages } from './CargoManagement.messages.ts';

const cards = [
  { key: 'active', label: messages.active, hint: messages.activeHint },
  { key: 'deliveredToday', label: messages.deliveredToday, hint: messages.deliveredTodayHint },
  { key: 'pendingCustoms', label: messages.pendingCustoms, hint: messages.pendingCustomsHint },
] as const;

/** The three figures over all the organization's shipments; skeletons while they load. */
export function Summary({ summary }: { summary: ShipmentPage['summary'] | undefined }) {
  const intl = useIntl();
  return (
    <ul className={styles.summary} aria-label={intl.formatMessage(messages.summaryLabel)}>
      {cards.map((card) => (
        <Card as="li" key={card.key} className={styles.stat} data-stat={card.key}>
          <span className={styles.statLabel}>{intl.formatMessage(card.label)}</span>
          {summary ? (
            <span className={styles.statValue}>{intl.formatNumber(summary[card.key])}</span>
          ) : (
            <Skeleton inlineSize="3rem" />
          )}
          <span className={styles.muted}>{intl.formatMessage(card.hint)}</span>
        </Card>
      ))}
    </ul>
  );
}
