import { useIntl } from 'react-intl';
import { Card, CardBody } from '../../../../components/Card/Card.tsx';
import { EmptyState } from '../../../../components/EmptyState/EmptyState.tsx';
import type { AdminDashboardProps } from '../../types.ts';
import * as styles from './EnterpriseTab.css.ts';
import { enterpriseMessages as em } from './EnterpriseTab.messages.ts';
import { Loading } from './Loading.tsx';

export function Audit({ audit }: { audit: AdminDashboardProps['audit'] }) {
  const intl = useIntl();
  if (!audit) return <Loading />;
  if (audit.length === 0) return <EmptyState title={intl.formatMessage(em.noAudit)} />;
  return (
    <ul className={styles.list} aria-label={intl.formatMessage(em.audit)}>
      {audit.map((entry) => (
        <Card as="li" key={entry.id}>
          <CardBody className={styles.cardRow}>
            <code dir="ltr">{entry.action}</code>
            <span className={styles.muted}>
              {intl.formatMessage(em.auditLine, {
                actor: entry.actor.username,
                target: `${entry.targetType} #${entry.targetId}`,
                date: intl.formatDate(entry.createdAt, {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                  timeZone: 'Asia/Dubai',
                }),
              })}
            </span>
          </CardBody>
        </Card>
      ))}
    </ul>
  );
}
