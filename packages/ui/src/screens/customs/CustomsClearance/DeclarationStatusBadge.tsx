import type { DeclarationStatus } from '@qafila/contracts';
import { useIntl } from 'react-intl';
import { Badge } from '../../../components/Badge/Badge.tsx';
import type { BadgeTone } from '../../../components/Badge/badgeTones.ts';
import { customsMessages as m } from '../customs.messages.ts';

const TONE: Record<DeclarationStatus, BadgeTone> = {
  draft: 'neutral',
  submitted: 'info',
  cleared: 'positive',
  held: 'caution',
  rejected: 'critical',
};

/** A declaration's status in words and colour. */
export function DeclarationStatusBadge({ status }: { status: DeclarationStatus }) {
  const intl = useIntl();
  return (
    <Badge tone={TONE[status]} data-status={status}>
      {intl.formatMessage(m[`status.${status}`])}
    </Badge>
  );
}
