import { useIntl } from 'react-intl';
import { Text } from '../../../../layout/Text.tsx';
import { sharedArgMessages } from './fleetShared.messages.ts';
import { formatMoment } from './format.ts';

/** "Last updated Nov 24, 2026, 10:30 AM" (Asia/Dubai), or nothing before the first answer. */
export function UpdatedAt({ at }: { at: Date | number | string | undefined }) {
  const intl = useIntl();
  if (at === undefined) return null;
  return (
    <Text size="sm" tone="secondary" data-updated-at="">
      {intl.formatMessage(sharedArgMessages.updatedAt, { time: formatMoment(intl, at) })}
    </Text>
  );
}
