import type { SubscriptionDto } from '@qafila/contracts';
import { useIntl } from 'react-intl';
import { Badge } from '../../../../components/Badge/Badge.tsx';
import { Card, CardBody, CardHeader, CardTitle } from '../../../../components/Card/Card.tsx';
import { EmptyState } from '../../../../components/EmptyState/EmptyState.tsx';
import { Progress } from '../../../../components/Progress/Progress.tsx';
import type { AdminDashboardProps } from '../../types.ts';
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
    <div className={styles.meter}>
      <div className={styles.cardRow}>
        <span className={styles.muted}>{label}</span>
        <span>{text}</span>
      </div>
      {limit > 0 ? (
        <Progress
          value={Math.min(used, limit)}
          max={limit}
          label={`${label}: ${text}`}
          hideLabel
          tone={used > limit ? 'critical' : used / limit > 0.8 ? 'caution' : 'accent'}
        />
      ) : null}
    </div>
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
        <ul className={styles.grid}>
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
              <CardBody className={styles.cardStack}>
                <p className={styles.figureLabel}>{intl.formatMessage(label)}</p>
                <p className={styles.figure}>{value}</p>
              </CardBody>
            </Card>
          ))}
        </ul>
      ) : null}
      {subscriptions.length === 0 ? (
        <EmptyState title={intl.formatMessage(em.noSubscriptions)} />
      ) : (
        <ul className={styles.wideGrid} aria-label={intl.formatMessage(em.billing)}>
          {subscriptions.map((s) => (
            <Card as="li" key={s.id} data-subscription={s.organizationId}>
              <CardHeader className={styles.cardRow}>
                <CardTitle>{s.organizationName}</CardTitle>
                <span className={styles.badges}>
                  <Badge size="sm" tone="accent">
                    {s.plan in { starter: 1, professional: 1, enterprise: 1, custom: 1 }
                      ? intl.formatMessage(em[`tier_${s.plan as 'starter'}`])
                      : s.plan}
                  </Badge>
                  <Badge size="sm" tone={statusTone[s.status] ?? 'neutral'}>
                    {intl.formatMessage(em[`status_${s.status}`])}
                  </Badge>
                </span>
              </CardHeader>
              <CardBody className={styles.cardStack}>
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
                <p className={styles.muted}>
                  {intl.formatMessage(em.nextBilling, {
                    date: intl.formatDate(s.nextBilling, { dateStyle: 'medium' }),
                  })}
                </p>
                <p className={styles.muted}>{intl.formatMessage(em.credit, { amount: usd(s.creditBalance) })}</p>
                {s.overages > 0 ? (
                  <p className={styles.muted}>{intl.formatMessage(em.overages, { amount: usd(s.overages) })}</p>
                ) : null}
              </CardBody>
            </Card>
          ))}
        </ul>
      )}
    </>
  );
}
