import { useIntl } from 'react-intl';
import { Badge } from '../../../components/Badge/Badge.tsx';
import * as styles from './DashboardOverview.css.ts';
import { metricMessages } from './MetricCard.messages.ts';

/** One figure of the overview; an estimate carries the Estimate badge. */
export function MetricCard({ label, value, estimate }: { label: string; value: string; estimate: boolean }) {
  const intl = useIntl();
  return (
    <div className={styles.metric}>
      <span className={styles.metricLabel}>{label}</span>
      <span className={styles.metricValue}>{value}</span>
      {estimate ? (
        <Badge size="sm" tone="info">
          {intl.formatMessage(metricMessages.estimate)}
        </Badge>
      ) : null}
    </div>
  );
}
