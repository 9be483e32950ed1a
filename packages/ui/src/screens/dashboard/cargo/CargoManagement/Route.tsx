import { useIntl } from 'react-intl';
import { useDirection } from '../../../../direction/useDirection.ts';
import { ArrowForwardIcon } from '../../../../private/icons.tsx';
import { visuallyHidden } from '../../../../private/visuallyHidden.css.ts';
import * as styles from './CargoManagement.css.ts';
import { messages } from './CargoManagement.messages.ts';

/** "Dubai → Abu Dhabi", the arrow pointing the reading way; screen readers hear "Dubai to Abu Dhabi". */
export function Route({ origin, destination }: { origin: string; destination: string }) {
  const intl = useIntl();
  const direction = useDirection();
  return (
    <span className={styles.route}>
      <bdi>{origin}</bdi>
      <span className={styles.routeArrow} aria-hidden="true">
        <ArrowForwardIcon style={direction === 'rtl' ? { transform: 'scaleX(-1)' } : undefined} />
      </span>
      <span className={visuallyHidden}> {intl.formatMessage(messages.to)} </span>
      <bdi>{destination}</bdi>
    </span>
  );
}
