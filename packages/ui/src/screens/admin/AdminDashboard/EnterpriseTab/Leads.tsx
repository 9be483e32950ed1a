import { useIntl } from 'react-intl';
import { Card, CardBody } from '../../../../components/Card/Card.tsx';
import { EmptyState } from '../../../../components/EmptyState/EmptyState.tsx';
import type { AdminDashboardProps } from '../../types.ts';
import * as styles from './EnterpriseTab.css.ts';
import { enterpriseMessages as em } from './EnterpriseTab.messages.ts';
import { Loading } from './Loading.tsx';

export function Leads({ leads }: { leads: AdminDashboardProps['leads'] }) {
  const intl = useIntl();
  if (!leads) return <Loading />;
  if (leads.length === 0) return <EmptyState title={intl.formatMessage(em.noLeads)} />;
  return (
    <ul className={styles.list} aria-label={intl.formatMessage(em.leads)}>
      {leads.map((lead) => (
        <Card as="li" key={lead.id}>
          <CardBody className={styles.cardStack}>
            <div className={styles.cardRow}>
              <strong>{lead.name}</strong>
              <a href={`mailto:${lead.email}`} className={styles.previewLink} dir="ltr">
                {lead.email}
              </a>
            </div>
            <p className={styles.muted}>
              {intl.formatMessage(em.leadFrom, {
                company: lead.company,
                size: lead.companySize,
                date: intl.formatDate(lead.createdAt, {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                  timeZone: 'Asia/Dubai',
                }),
              })}
            </p>
            {lead.message ? <p className={styles.preWrap}>{lead.message}</p> : null}
          </CardBody>
        </Card>
      ))}
    </ul>
  );
}
