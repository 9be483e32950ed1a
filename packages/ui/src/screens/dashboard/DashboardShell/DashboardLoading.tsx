import { useIntl } from 'react-intl';
import { Spinner } from '../../../components/Spinner/Spinner.tsx';
import * as styles from './DashboardShell.css.ts';
import { messages } from './DashboardShell.messages.ts';

/** Spec 001 §2: the screen shown while the enabled features and the figures load. */
export function DashboardLoading() {
  const intl = useIntl();
  const text = intl.formatMessage(messages.loading);
  return (
    <div className={styles.loading} aria-busy="true" data-testid="dashboard-loading">
      <Spinner size="lg" label={text} />
      <p role="status">{text}</p>
    </div>
  );
}
