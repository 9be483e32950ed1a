import type { BillingPlan, Feature } from '@qafila/contracts';
import { AED_PER_USD } from '@qafila/contracts/constants';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Badge } from '../../../../components/Badge/Badge.tsx';
import { Box } from '../../../../components/Box/Box.tsx';
import { Card, CardBody, CardHeader, CardTitle } from '../../../../components/Card/Card.tsx';
import { EmptyState } from '../../../../components/EmptyState/EmptyState.tsx';
import { Stat } from '../../../../components/Stat/Stat.tsx';
import { Heading } from '../../../../layout/Heading.tsx';
import { Inline } from '../../../../layout/Inline.tsx';
import { PageSection } from '../../../../layout/Page.tsx';
import { Stack } from '../../../../layout/Stack.tsx';
import { Text } from '../../../../layout/Text.tsx';
import { Tiles } from '../../../../layout/Tiles.tsx';
import { sprinkles } from '../../../../themes/sprinkles.css.ts';
import type { AdminDashboardProps } from '../../types.ts';
import { messages } from '../AdminDashboard.messages.ts';
import { CategoryBadge } from '../FeatureBadges.tsx';
import * as styles from './OverviewTabs.css.ts';
import {
  billingMessages as bm,
  featureMessages as fm,
  monitoringMessages as mm,
  statisticsMessages as sm,
} from './OverviewTabs.messages.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PageSection title={title} space="lg" className={sprinkles({ paddingBlockStart: 'lg' })}>
      {children}
    </PageSection>
  );
}

/** A tab of cards: the cards as tiles under the tab's heading, or `empty` when there is none. */
function CardTab<T>({
  title,
  empty,
  items,
  children,
}: {
  title: string;
  empty: string;
  items: readonly T[];
  /** One item's `TabCard`. */
  children: (item: T) => ReactNode;
}) {
  return (
    <Section title={title}>
      {items.length === 0 ? (
        <EmptyState title={empty} />
      ) : (
        <Tiles as="ul" minItemWidth="md" space="md">
          {items.map(children)}
        </Tiles>
      )}
    </Section>
  );
}

/** One card of a `CardTab`: its title, then its content stacked. */
function TabCard({
  title,
  children,
  ...data
}: { title: string; children: ReactNode } & Record<`data-${string}`, string | number>) {
  return (
    <Card as="li" {...data}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardBody>
        <Stack space="sm">{children}</Stack>
      </CardBody>
    </Card>
  );
}

/** A labelled figure: the design system's `Stat` (a named group) as an item of the figure list. */
export function Figure({
  label,
  value,
  hint,
  status,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  status?: string | undefined;
}) {
  return (
    <Box as="li" display="grid" data-status={status}>
      <Stat label={label} value={value} hint={hint} />
    </Box>
  );
}

/** Features tab: the catalogue with category colours and Active/Inactive markers. */
export function FeaturesTab({ features }: { features: Feature[] }) {
  const intl = useIntl();
  return (
    <CardTab title={intl.formatMessage(fm.heading)} empty={intl.formatMessage(fm.empty)} items={features}>
      {(feature) => (
        <TabCard key={feature.id} title={feature.name} data-feature={feature.id}>
          <Inline space="xs" align="spaceBetween">
            <CategoryBadge category={feature.category} />
            <Badge size="sm" tone={feature.isActive ? 'positive' : 'neutral'}>
              {intl.formatMessage(feature.isActive ? fm.active : fm.inactive)}
            </Badge>
          </Inline>
          <Text size="sm" tone="secondary">
            {feature.description}
          </Text>
        </TabCard>
      )}
    </CardTab>
  );
}

/** Billing Plans tab: the plans of GET /api/billing/plans, in USD with the AED equivalent. */
export function BillingTab({ plans }: { plans: BillingPlan[] }) {
  const intl = useIntl();
  const usd = (amount: number, digits = 0) =>
    intl.formatNumber(amount, { style: 'currency', currency: 'USD', maximumFractionDigits: digits });
  const aed = (amount: number) =>
    intl.formatNumber(amount * AED_PER_USD, { style: 'currency', currency: 'AED', maximumFractionDigits: 0 });
  const limit = (n: number) => (n === -1 ? intl.formatMessage(bm.unlimited) : intl.formatNumber(n));
  return (
    <CardTab title={intl.formatMessage(bm.heading)} empty={intl.formatMessage(bm.empty)} items={plans}>
      {(plan) => (
        <TabCard key={plan.id} title={plan.name} data-plan={plan.id}>
          {plan.monthlyBaseFee !== null && !plan.contactSales ? (
            <>
              <Heading as="p" level={1} className={styles.figure}>
                {intl.formatMessage(bm.perMonth, { price: usd(plan.monthlyBaseFee) })}
              </Heading>
              <Text size="sm" tone="secondary">
                {intl.formatMessage(bm.aed, {
                  price: aed(plan.monthlyBaseFee),
                  rate: intl.formatNumber(AED_PER_USD, { maximumFractionDigits: 4 }),
                })}
              </Text>
            </>
          ) : (
            <Heading as="p" level={1} className={styles.figure}>
              {intl.formatMessage(bm.contactSales)}
            </Heading>
          )}
          <p>
            {plan.includedApiCalls === -1
              ? intl.formatMessage(bm.unlimitedApiCalls)
              : intl.formatMessage(bm.apiCalls, { count: plan.includedApiCalls })}
          </p>
          <p>{intl.formatMessage(bm.aiFeatures, { count: plan.features.length })}</p>
          <Stack as="dl" space="sm">
            {(
              [
                [bm.limitShipments, plan.limits.shipments],
                [bm.limitUsers, plan.limits.users],
                [bm.limitStorage, plan.limits.storageGb],
              ] as const
            ).map(([label, value]) => (
              <Inline key={label.id} space="xs" align="spaceBetween">
                <Text as="dt" size="sm" tone="secondary">
                  {intl.formatMessage(label)}
                </Text>
                <Text as="dd">{limit(value)}</Text>
              </Inline>
            ))}
          </Stack>
          {plan.overageRate !== null ? (
            <Text size="sm" tone="secondary">
              {intl.formatMessage(bm.overage, { rate: usd(plan.overageRate, 4) })}
            </Text>
          ) : null}
        </TabCard>
      )}
    </CardTab>
  );
}

function formatDuration(seconds: number, locale: string): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const unit = (value: number, u: 'day' | 'hour' | 'minute') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: u, unitDisplay: 'long' }).format(value);
  if (days > 0) return `${unit(days, 'day')} ${unit(hours, 'hour')}`;
  if (hours > 0) return `${unit(hours, 'hour')} ${unit(minutes, 'minute')}`;
  return unit(minutes, 'minute');
}

/** SRE Monitoring: live figures from the API (health, sessions, error rate, users, revenue); never constants. */
export function MonitoringTab({
  monitoring,
  users,
  billingSummary,
}: Pick<AdminDashboardProps, 'monitoring' | 'users' | 'billingSummary'>) {
  const intl = useIntl();
  const { health } = monitoring;
  const na = intl.formatMessage(messages.notAvailable);
  const healthText = !health
    ? intl.formatMessage(mm.unreachable)
    : intl.formatMessage(health.status === 'ok' ? mm.healthy : mm.degraded);
  return (
    <Section title={intl.formatMessage(mm.heading)}>
      <Tiles as="ul" minItemWidth="md" space="md">
        <Figure
          label={intl.formatMessage(mm.health)}
          status={health ? health.status : 'unreachable'}
          value={
            <Badge tone={!health ? 'critical' : health.status === 'ok' ? 'positive' : 'caution'}>{healthText}</Badge>
          }
          hint={
            health ? (
              <>
                {intl.formatMessage(mm.database, {
                  driver: health.database.driver,
                  status: health.database.status,
                })}
                {health.database.latencyMs !== undefined
                  ? ` · ${intl.formatMessage(mm.latency, { ms: intl.formatNumber(health.database.latencyMs, { maximumFractionDigits: 1 }) })}`
                  : ''}
                <br />
                {intl.formatMessage(mm.uptime, { duration: formatDuration(health.uptimeSeconds, intl.locale) })} ·{' '}
                {intl.formatMessage(mm.version, { version: health.version })}
              </>
            ) : undefined
          }
        />
        <Figure
          label={intl.formatMessage(mm.activeUsers)}
          value={monitoring.activeUsers !== undefined ? intl.formatNumber(monitoring.activeUsers) : na}
          hint={intl.formatMessage(mm.activeUsersHint)}
        />
        <Figure
          label={intl.formatMessage(mm.sessions)}
          value={monitoring.activeSessions !== undefined ? intl.formatNumber(monitoring.activeSessions) : na}
          hint={intl.formatMessage(mm.sessionsHint)}
        />
        <Figure
          label={intl.formatMessage(mm.errorRate)}
          value={
            monitoring.errorRate !== undefined
              ? intl.formatNumber(monitoring.errorRate, { style: 'percent', maximumFractionDigits: 2 })
              : na
          }
          hint={
            monitoring.requests !== undefined
              ? intl.formatMessage(mm.errorRateHint, { count: monitoring.requests })
              : undefined
          }
        />
        <Figure label={intl.formatMessage(mm.totalUsers)} value={intl.formatNumber(users.length)} />
        {billingSummary ? (
          <Figure
            label={intl.formatMessage(mm.mrr)}
            value={intl.formatNumber(billingSummary.monthlyRecurring, {
              style: 'currency',
              currency: 'USD',
              maximumFractionDigits: 0,
            })}
            hint={intl.formatMessage(mm.mrrHint, { count: billingSummary.activeSubscriptions })}
          />
        ) : null}
      </Tiles>
    </Section>
  );
}

/** Statistics tab, shown only when statistics loaded (spec 001 §2). */
export function StatisticsTab({ statistics, users }: Pick<AdminDashboardProps, 'statistics' | 'users'>) {
  const intl = useIntl();
  return (
    <Section title={intl.formatMessage(sm.heading)}>
      {statistics ? (
        <Tiles as="ul" minItemWidth="md" space="md">
          <Figure label={intl.formatMessage(sm.totalFeatures)} value={intl.formatNumber(statistics.totalFeatures)} />
          <Figure label={intl.formatMessage(sm.totalUsers)} value={intl.formatNumber(users.length)} />
          <Figure label={intl.formatMessage(sm.assignments)} value={intl.formatNumber(statistics.totalAssociations)} />
        </Tiles>
      ) : (
        <EmptyState title={intl.formatMessage(sm.unavailable)} />
      )}
    </Section>
  );
}
