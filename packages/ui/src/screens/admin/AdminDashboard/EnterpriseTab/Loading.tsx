import { useIntl } from 'react-intl';
import { Spinner } from '../../../../components/Spinner/Spinner.tsx';
import * as styles from './EnterpriseTab.css.ts';
import { enterpriseMessages as em } from './EnterpriseTab.messages.ts';

export function Loading() {
  const intl = useIntl();
  return (
    <div className={styles.cardRow} aria-busy="true">
      <Spinner size="sm" label={intl.formatMessage(em.loading)} />
    </div>
  );
}
