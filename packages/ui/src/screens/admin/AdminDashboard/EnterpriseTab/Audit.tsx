import { useIntl } from 'react-intl';
import { Card, CardBody } from '../../../../components/Card/Card.tsx';
import { EmptyState } from '../../../../components/EmptyState/EmptyState.tsx';
import { Inline } from '../../../../layout/Inline.tsx';
import { Stack } from '../../../../layout/Stack.tsx';
import { Text } from '../../../../layout/Text.tsx';
import type { AdminDashboardProps } from '../../types.ts';
import { enterpriseMessages as em } from './EnterpriseTab.messages.ts';
import { Loading } from './Loading.tsx';

export function Audit({ audit }: { audit: AdminDashboardProps['audit'] }) {
  const intl = useIntl();
  if (!audit) return <Loading />;
  if (audit.length === 0) return <EmptyState title={intl.formatMessage(em.noAudit)} />;
  return (
    <Stack as="ul" space="sm" aria-label={intl.formatMessage(em.audit)}>
      {audit.map((entry) => (
        <Card as="li" key={entry.id}>
          <CardBody>
            <Inline space="xs" align="spaceBetween">
              <code dir="ltr">{entry.action}</code>
              <Text as="span" size="sm" tone="secondary">
                {intl.formatMessage(em.auditLine, {
                  actor: entry.actor.username,
                  target: `${entry.targetType} #${entry.targetId}`,
                  date: intl.formatDate(entry.createdAt, {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                    timeZone: 'Asia/Dubai',
                  }),
                })}
              </Text>
            </Inline>
          </CardBody>
        </Card>
      ))}
    </Stack>
  );
}
