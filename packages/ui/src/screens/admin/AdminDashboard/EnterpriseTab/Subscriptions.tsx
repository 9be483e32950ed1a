import type { SubscriptionDto } from '@qafila/contracts';
import { useIntl } from 'react-intl';
import { Badge } from '../../../../components/Badge/Badge.tsx';
import { Card, CardBody, CardHeader, CardTitle } from '../../../../components/Card/Card.tsx';
import { EmptyState } from '../../../../components/EmptyState/EmptyState.tsx';
import { Progress } from '../../../../components/Progress/Progress.tsx';
import { Heading } from '../../../../layout/Heading.tsx';
import { Inline } from '../../../../layout/Inline.tsx';
import { Stack } from '../../../../layout/Stack.tsx';
import { Text } from '../../../../layout/Text.tsx';
import { Tiles } from '../../../../layout/Tiles.tsx';
import type { AdminDashboardProps } from '../../types.ts';
import { figure } from '../OverviewTabs/OverviewTabs.css.ts';
import * as styles from './EnterpriseTab.css.ts';
import { enterpriseMessages as em } from './EnterpriseTab.messages.ts';
import { Loading } from './Loading.tsx';
import { statusTone } from './sections.ts';

function UsageMeter({ label, used, limit }: { label: string; used: number; limit: number }) {
  const intl = useIntl();
  const usedText = intl.formatNumber(used, { maximumFractionDigits: 1 });
  const text =
    limit === -1
      ? intl.formatMessage(em.usageUnlimited, { used: usedText })
      : intl.formatMessage(em.usageOf, { used: usedText, limit: intl.formatNumber(limit) });
  return (
    <Stack space="xxs">
      <Inline space="xs" align="spaceBetween">
        <Text as="span" size="sm" tone="secondary">
          {label}
        </Text>
        <span>{text}</span>
      </Inline>
      {limit > 0 ? (
        <Progress
          value={Math.min(used, limit)}
          max={limit}
          label={`${label}: ${text}`}
          hideLabel
          tone={used > limit ? 'critical' : used / limit > 0.8 ? 'caution' : 'accent'}
        />
      ) : null}
    </Stack>
  );
}

export function Subscriptions({
  subscriptions,
  summary,
}: {
  subscriptions: SubscriptionDto[] | undefined;
  summary: AdminDashboardProps['billingSummary'];
}) {
  const intl = useIntl();
  const usd = (n: number) => intl.formatNumber(n, { style: 'currency', currency: 'USD', maximumFractionDigits: 2 });
  if (!subscriptions) return <Loading />;
  return (
    <>
      {summary ? (
        <Tiles as="ul" minItemWidth="md" space="md">
          {(
            [
              [em.summaryMrr, usd(summary.monthlyRecurring)],
              [em.summaryRevenue, usd(summary.totalRevenue)],
              [em.summaryActive, intl.formatNumber(summary.activeSubscriptions)],
              [
                em.summaryChurn,
                intl.formatNumber(summary.churnRate / 100, { style: 'percent', maximumFractionDigits: 1 }),
              ],
            ] as const
          ).map(([label, value]) => (
            <Card as="li" key={label.id}>
              <CardBody>
                <Stack space="sm">
                  <Text weight="semibold">{intl.formatMessage(label)}</Text>
                  <Heading as="p" level={1} className={figure}>
                    {value}
                  </Heading>
                </Stack>
              </CardBody>
            </Card>
          ))}
        </Tiles>
      ) : null}
      {subscriptions.length === 0 ? (
        <EmptyState title={intl.formatMessage(em.noSubscriptions)} />
      ) : (
        <Tiles as="ul" minItemWidth="lg" space="md" aria-label={intl.formatMessage(em.billing)}>
          {subscriptions.map((s) => (
            <Card as="li" key={s.id} data-subscription={s.organizationId}>
              <CardHeader className={styles.cardHeader}>
                <CardTitle>{s.organizationName}</CardTitle>
                <Inline as="span" space="xs">
                  <Badge size="sm" tone="accent">
                    {s.plan in { starter: 1, professional: 1, enterprise: 1, custom: 1 }
                      ? intl.formatMessage(em[`tier_${s.plan as 'starter'}`])
                      : s.plan}
                  </Badge>
                  <Badge size="sm" tone={statusTone[s.status] ?? 'neutral'}>
                    {intl.formatMessage(em[`status_${s.status}`])}
                  </Badge>
                </Inline>
              </CardHeader>
              <CardBody>
                <Stack space="sm">
                  <p>
                    {intl.formatMessage(em.monthlyRevenue, {
                      amount: usd(s.monthlyRevenue),
                      cycle: intl.formatMessage(em[`cycle_${s.billingCycle}`]),
                    })}
                  </p>
                  <UsageMeter
                    label={intl.formatMessage(em.usage_shipments)}
                    used={s.usage.shipments}
                    limit={s.limits.shipments}
                  />
                  <UsageMeter
                    label={intl.formatMessage(em.usage_apiCalls)}
                    used={s.usage.apiCalls}
                    limit={s.limits.apiCalls}
                  />
                  <UsageMeter label={intl.formatMessage(em.usage_users)} used={s.usage.users} limit={s.limits.users} />
                  <UsageMeter
                    label={intl.formatMessage(em.usage_storage)}
                    used={s.usage.storage}
                    limit={s.limits.storage}
                  />
                  <Text size="sm" tone="secondary">
                    {intl.formatMessage(em.nextBilling, {
                      date: intl.formatDate(s.nextBilling, { dateStyle: 'medium' }),
                    })}
                  </Text>
                  <Text size="sm" tone="secondary">
                    {intl.formatMessage(em.credit, { amount: usd(s.creditBalance) })}
                  </Text>
                  {s.overages > 0 ? (
                    <Text size="sm" tone="secondary">
                      {intl.formatMessage(em.overages, { amount: usd(s.overages) })}
                    </Text>
                  ) : null}
                </Stack>
              </CardBody>
            </Card>
          ))}
        </Tiles>
      )}
    </>
  );
}
