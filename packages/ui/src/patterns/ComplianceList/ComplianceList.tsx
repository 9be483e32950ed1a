import clsx from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import { useIntl } from 'react-intl';
import { DocumentStatusBadge } from '../DocumentStatusBadge/DocumentStatusBadge.tsx';
import type { DocumentStatusVariant } from '../DocumentStatusBadge/documentStatus.ts';
import { toDocumentStatus } from '../DocumentStatusBadge/documentStatus.ts';
import * as styles from './ComplianceList.css.ts';
import { messages } from './ComplianceList.messages.ts';

/** One compliance document, as in a chat message's compliance card or the compliance dashboard. */
export interface ComplianceDocument {
  name: string;
  /** Any server value; see `DocumentStatusBadge` for the colours. */
  status: string;
  description: string;
}

/** Props of `ComplianceList`. */
export interface ComplianceListProps extends Omit<ComponentPropsWithRef<'ul'>, 'children'> {
  documents: readonly ComplianceDocument[];
  /** `chat` for chat cards: compact, and only `approved` is green (every other status blue). Defaults to `default`. */
  variant?: DocumentStatusVariant;
  /** Accessible name of the list. Defaults to the translated "Compliance documents". */
  label?: string;
}

/** A shipment's compliance documents, each with its name, description and status badge. */
export function ComplianceList({ documents, variant = 'default', label, className, ...props }: ComplianceListProps) {
  const intl = useIntl();
  if (documents.length === 0) return <p className={styles.empty}>{intl.formatMessage(messages.empty)}</p>;
  return (
    <ul
      {...props}
      aria-label={label ?? intl.formatMessage(messages.label)}
      className={clsx(styles.list, className)}
      data-variant={variant}
    >
      {documents.map((document, index) => (
        <li
          // Documents carry no id and may share a name; the server's order is stable.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          key={index}
          className={styles.item({ variant })}
          data-status={toDocumentStatus(document.status)}
        >
          <div className={styles.text}>
            <p className={styles.name}>{document.name}</p>
            {document.description ? <p className={styles.description}>{document.description}</p> : null}
          </div>
          <DocumentStatusBadge status={document.status} variant={variant} size="sm" />
        </li>
      ))}
    </ul>
  );
}
