import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Badge, type BadgeProps } from '../../components/Badge/Badge.tsx';
import { CheckIcon, ClockIcon, CloseIcon, InfoIcon } from '../../private/icons.tsx';
import { messages } from './DocumentStatusBadge.messages.ts';
import {
  type DocumentStatus,
  type DocumentStatusVariant,
  documentStatusTone,
  toDocumentStatus,
} from './documentStatus.ts';

const icons: Record<DocumentStatus | 'unknown', ReactNode> = {
  approved: <CheckIcon />,
  completed: <CheckIcon />,
  pending: <ClockIcon />,
  rejected: <CloseIcon />,
  unknown: <InfoIcon />,
};

/** Props of `DocumentStatusBadge`. */
export interface DocumentStatusBadgeProps extends Omit<BadgeProps, 'children' | 'tone' | 'icon'> {
  /** The status as the server sent it; unknown values show grey as "Unknown". */
  status: string;
  /** `chat` applies the chat-card rule: only `approved` is green, everything else blue. Defaults to `default`. */
  variant?: DocumentStatusVariant;
}

/** A compliance document's status: icon, colour and translated label. `data-status` is the status shown. */
export function DocumentStatusBadge({ status, variant = 'default', ...props }: DocumentStatusBadgeProps) {
  const intl = useIntl();
  const shown = toDocumentStatus(status);
  return (
    <Badge
      {...props}
      tone={documentStatusTone(shown, variant)}
      icon={icons[shown]}
      data-status={shown}
      data-variant={variant}
    >
      {intl.formatMessage(messages[shown])}
    </Badge>
  );
}
