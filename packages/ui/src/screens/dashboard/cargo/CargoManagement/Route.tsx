import { useIntl } from 'react-intl';
import { Box } from '../../../../components/Box/Box.tsx';
import { useDirection } from '../../../../direction/useDirection.ts';
import { ArrowForwardIcon } from '../../../../private/icons.tsx';
import { visuallyHidden } from '../../../../private/visuallyHidden.css.ts';
import { messages } from './CargoManagement.messages.ts';

/** "Dubai → Abu Dhabi", the arrow pointing the reading way; screen readers hear "Dubai to Abu Dhabi". */
export function Route({ origin, destination }: { origin: string; destination: string }) {
  const intl = useIntl();
  const direction = useDirection();
  return (
    <Box as="span" display="inline-flex" alignItems="center" flexWrap="wrap" gap="xs">
      <bdi>{origin}</bdi>
      <Box as="span" display="inline-flex" flexShrink={0} color="secondary" aria-hidden="true">
        <ArrowForwardIcon style={direction === 'rtl' ? { transform: 'scaleX(-1)' } : undefined} />
      </Box>
      <span className={visuallyHidden}> {intl.formatMessage(messages.to)} </span>
      <bdi>{destination}</bdi>
    </Box>
  );
}
