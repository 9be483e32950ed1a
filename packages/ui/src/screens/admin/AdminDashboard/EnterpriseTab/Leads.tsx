import { useIntl } from 'react-intl';
import { Card, CardBody } from '../../../../components/Card/Card.tsx';
import { EmptyState } from '../../../../components/EmptyState/EmptyState.tsx';
import { Inline } from '../../../../layout/Inline.tsx';
import { Stack } from '../../../../layout/Stack.tsx';
import { Text } from '../../../../layout/Text.tsx';
import type { AdminDashboardProps } from '../../types.ts';
import * as styles from './EnterpriseTab.css.ts';
import { enterpriseMessages as em } from './EnterpriseTab.messages.ts';
import { Loading } from './Loading.tsx';

export function Leads({ leads }: { leads: AdminDashboardProps['leads'] }) {
  const intl = useIntl();
  if (!leads) return <Loading />;
  if (leads.length === 0) return <EmptyState title={intl.formatMessage(em.noLeads)} />;
  return (
    <Stack as="ul" space="sm" aria-label={intl.formatMessage(em.leads)}>
      {leads.map((lead) => (
        <Card as="li" key={lead.id}>
          <CardBody>
            <Stack space="sm">
              <Inline space="xs" align="spaceBetween">
                <strong>{lead.name}</strong>
                <Text as="a" href={`mailto:${lead.email}`} tone="accent" weight="semibold" dir="ltr">
                  {lead.email}
                </Text>
              </Inline>
              <Text size="sm" tone="secondary">
                {intl.formatMessage(em.leadFrom, {
                  company: lead.company,
                  size: lead.companySize,
                  date: intl.formatDate(lead.createdAt, {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                    timeZone: 'Asia/Dubai',
                  }),
                })}
              </Text>
              {lead.message ? (
                <Text breakWord className={styles.preWrap}>
                  {lead.message}
                </Text>
              ) : null}
            </Stack>
          </CardBody>
        </Card>
      ))}
    </Stack>
  );
}
