import type {
  AlertsReport,
  BudgetStatus,
  MonitoringAlertDto,
  PerformanceReport,
  RouteFigures,
  SecurityReport,
} from '@qafila/contracts';
import type { ReactNode } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import type { ActionResult } from '../../../actions/ActionResult.ts';
import { useAction } from '../../../actions/useAction.ts';
import { Badge } from '../../../components/Badge/Badge.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { EmptyState } from '../../../components/EmptyState/EmptyState.tsx';
import { LineChart } from '../../../components/LineChart/LineChart.tsx';
import { Stat } from '../../../components/Stat/Stat.tsx';
import { Table } from '../../../components/Table/Table.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/Tabs/Tabs.tsx';
import { Inline } from '../../../layout/Inline.tsx';
import { Stack } from '../../../layout/Stack.tsx';
import { Text } from '../../../layout/Text.tsx';
import { Tiles } from '../../../layout/Tiles.tsx';
import { displayTimeZone } from '../../../private/time.ts';
import { SectionLoadState } from '../../predictive/private/SectionLoadState.tsx';
import { monitoringArgMessages as a, monitoringMessages as m } from './MonitoringView.messages.ts';

/** Props of `MonitoringView`: the monitoring section's three reads (spec 001 §2) and the acknowledgement. */
export interface MonitoringViewProps {
  /** `GET /api/monitoring/performance` (last hour); undefined while loading. */
  performance: PerformanceReport | undefined;
  /** `GET /api/monitoring/security` (last 24 hours). */
  security: SecurityReport | undefined;
  /** `GET /api/monitoring/alerts`. */
  alerts: AlertsReport | undefined;
  error?: string | undefined;
  onRetry?(): void;
  onAcknowledge(id: number): Promise<ActionResult>;
}

export const ms = (intl: IntlShape, value: number) =>
  intl.formatNumber(value, { style: 'unit', unit: 'millisecond', maximumFractionDigits: 0 });
export const percent = (intl: IntlShape, value: number) =>
  intl.formatNumber(value, { style: 'percent', maximumFractionDigits: 2 });

/** A budget's value in its unit: milliseconds, a rate or a CLS score. */
function budgetValue(intl: IntlShape, key: BudgetStatus['key'], value: number): string {
  if (key === 'error_rate_5xx') return percent(intl, value);
  if (key === 'cls_p75') return intl.formatNumber(value, { maximumFractionDigits: 3 });
  return ms(intl, value);
}

export function Budgets({ budgets }: { budgets: readonly BudgetStatus[] }) {
  const intl = useIntl();
  const tone = { pass: 'positive', fail: 'critical', no_data: 'neutral' } as const;
  const label = { pass: m.pass, fail: m.fail, no_data: m.noData } as const;
  return (
    <Stack space="sm" as="section" aria-label={intl.formatMessage(m.budgets)}>
      <Text weight="semibold">{intl.formatMessage(m.budgets)}</Text>
      <Tiles minItemWidth="sm" space="sm">
        {budgets.map((b) => (
          <Stack key={b.key} space="xs" data-testid={`budget-${b.key}`}>
            <Inline space="sm" alignY="center">
              <Text size="sm" weight="semibold">
                {intl.formatMessage(a.budgetName, { key: b.key })}
              </Text>
              <Badge tone={tone[b.status]} size="sm">
                {intl.formatMessage(label[b.status])}
              </Badge>
            </Inline>
            <Text size="sm" tone="secondary">
              {b.value === null
                ? budgetValue(intl, b.key, b.threshold)
                : intl.formatMessage(a.budgetLine, {
                    value: budgetValue(intl, b.key, b.value),
                    threshold: budgetValue(intl, b.key, b.threshold),
                    minutes: b.windowMinutes,
                  })}
            </Text>
          </Stack>
        ))}
      </Tiles>
    </Stack>
  );
}

export function Overview({
  performance,
  security,
  alerts,
}: {
  performance: PerformanceReport;
  security: SecurityReport;
  alerts: AlertsReport;
}) {
  const intl = useIntl();
  const { totals } = performance;
  return (
    <Stack space="lg">
      <Tiles minItemWidth="sm" space="md">
        <Stat label={intl.formatMessage(m.requests)} value={intl.formatNumber(totals.requests)} />
        <Stat label={intl.formatMessage(m.errorRate)} value={percent(intl, totals.errorRate)} />
        <Stat
          label={intl.formatMessage(m.p95)}
          value={totals.p95 === null ? intl.formatMessage(m.none) : ms(intl, totals.p95)}
        />
        <Stat label={intl.formatMessage(m.activeSessions)} value={intl.formatNumber(security.activeSessions)} />
        <Stat label={intl.formatMessage(m.firingAlerts)} value={intl.formatNumber(alerts.firing)} />
      </Tiles>
      <Budgets budgets={alerts.budgets} />
    </Stack>
  );
}

function Performance({ performance, budgets }: { performance: PerformanceReport; budgets: readonly BudgetStatus[] }) {
  const intl = useIntl();
  const points = performance.series.map((p) => ({
    label: intl.formatTime(p.minute, { timeStyle: 'short', timeZone: displayTimeZone }),
    value: p.requests,
  }));
  const columns = [
    {
      id: 'route',
      header: intl.formatMessage(m.route),
      cell: (r: RouteFigures) => (
        <Text as="span" size="sm" breakWord>
          <bdi dir="ltr">{r.route}</bdi>
        </Text>
      ),
    },
    {
      id: 'requests',
      header: intl.formatMessage(m.requests),
      align: 'end' as const,
      cell: (r: RouteFigures) => intl.formatNumber(r.requests),
    },
    {
      id: 'errors',
      header: intl.formatMessage(m.errors),
      align: 'end' as const,
      cell: (r: RouteFigures) => intl.formatNumber(r.errors),
    },
    {
      id: 'p95',
      header: intl.formatMessage(m.p95),
      align: 'end' as const,
      cell: (r: RouteFigures) => (r.p95 === null ? intl.formatMessage(m.none) : ms(intl, r.p95)),
    },
  ];
  return (
    <Stack space="lg">
      <Budgets budgets={budgets} />
      <Stack space="xs">
        <Text weight="semibold">{intl.formatMessage(m.requestsPerMinute)}</Text>
        <LineChart
          label={intl.formatMessage(m.requestsPerMinute)}
          categoryHeader={intl.formatMessage(m.minute)}
          series={[{ label: intl.formatMessage(m.requests), data: points }]}
          categoryLabelEvery="auto"
        />
      </Stack>
      <Table
        caption={intl.formatMessage(m.byRoute)}
        rows={performance.routes}
        getRowId={(r) => r.route}
        emptyState={<EmptyState title={intl.formatMessage(m.noTraffic)} />}
        columns={columns}
      />
    </Stack>
  );
}

/** Failed sign-ins, suspicious addresses, lockouts and 429s with the top addresses and the accounts under attack. */
export function SecuritySignals({ security }: { security: SecurityReport }) {
  const intl = useIntl();
  const empty = <EmptyState title={intl.formatMessage(m.noFailures)} />;
  return (
    <Stack space="lg">
      <Tiles minItemWidth="sm" space="md">
        <Stat label={intl.formatMessage(m.failedLogins)} value={intl.formatNumber(security.failedLogins.total)} />
        <Stat label={intl.formatMessage(m.suspiciousIps)} value={intl.formatNumber(security.suspiciousIPs)} />
        <Stat label={intl.formatMessage(m.lockouts)} value={intl.formatNumber(security.lockouts)} />
        <Stat label={intl.formatMessage(m.blocked)} value={intl.formatNumber(security.blockedRequests)} />
      </Tiles>
      <Table
        caption={intl.formatMessage(m.topIps)}
        rows={security.failedLogins.topIps}
        getRowId={(r) => r.ip}
        emptyState={empty}
        columns={[
          { id: 'ip', header: intl.formatMessage(m.address), cell: (r) => <bdi dir="ltr">{r.ip}</bdi> },
          {
            id: 'count',
            header: intl.formatMessage(m.attempts),
            align: 'end',
            cell: (r) => intl.formatNumber(r.count),
          },
        ]}
      />
      <Table
        caption={intl.formatMessage(m.underAttack)}
        rows={security.failedLogins.accountsUnderAttack}
        getRowId={(r) => r.username}
        emptyState={empty}
        columns={[
          { id: 'account', header: intl.formatMessage(m.account), cell: (r) => <bdi>{r.username}</bdi> },
          {
            id: 'failures',
            header: intl.formatMessage(m.attempts),
            align: 'end',
            cell: (r) => intl.formatNumber(r.failures),
          },
        ]}
      />
    </Stack>
  );
}

export function Alerts({
  alerts,
  onAcknowledge,
}: {
  alerts: AlertsReport;
  onAcknowledge: MonitoringViewProps['onAcknowledge'];
}) {
  const intl = useIntl();
  const ack = useAction(onAcknowledge, {
    success: { title: intl.formatMessage(m.acknowledged) },
    failure: { title: intl.formatMessage(m.failed) },
  });
  const value = (alert: MonitoringAlertDto) =>
    alert.rule === 'error_rate_5xx' || alert.rule === 'plan_limit'
      ? percent(intl, alert.value)
      : alert.rule === 'failed_login_spike' || alert.rule === 'rate_limited_spike' || alert.rule === 'websocket_flood'
        ? intl.formatNumber(alert.value)
        : ms(intl, alert.value);
  return (
    <Table<MonitoringAlertDto>
      caption={intl.formatMessage(m.alertHistory)}
      rows={alerts.alerts}
      getRowId={(r) => String(r.id)}
      actionsLabel={intl.formatMessage(m.actions)}
      emptyState={<EmptyState title={intl.formatMessage(m.noAlerts)} />}
      columns={[
        {
          id: 'rule',
          header: intl.formatMessage(m.rule),
          cell: (r) => intl.formatMessage(a.ruleName, { rule: r.rule }),
        },
        {
          id: 'severity',
          header: intl.formatMessage(m.severity),
          cell: (r) => (
            <Badge size="sm" tone={r.severity === 'critical' ? 'critical' : 'caution'}>
              {intl.formatMessage(r.severity === 'critical' ? m.critical : m.warning)}
            </Badge>
          ),
        },
        {
          id: 'state',
          header: intl.formatMessage(m.state),
          cell: (r) => (
            <Stack as="span" space="xs" align="start">
              <Badge size="sm" tone={r.state === 'firing' ? 'critical' : 'positive'}>
                {intl.formatMessage(r.state === 'firing' ? m.firing : m.resolved)}
              </Badge>
              {r.acknowledgedBy ? (
                <Text as="span" size="xs" tone="secondary">
                  {intl.formatMessage(a.acknowledgedBy, { name: r.acknowledgedBy })}
                </Text>
              ) : null}
            </Stack>
          ),
        },
        { id: 'value', header: intl.formatMessage(m.value), align: 'end', cell: value },
        {
          id: 'fired',
          header: intl.formatMessage(m.fired),
          cell: (r) =>
            intl.formatDate(r.firedAt, { dateStyle: 'medium', timeStyle: 'short', timeZone: displayTimeZone }),
        },
      ]}
      rowActions={(r) =>
        r.state === 'firing' && !r.acknowledgedAt ? (
          <Button size="sm" variant="outline" loading={ack.busy} onClick={() => void ack.run(r.id)}>
            {intl.formatMessage(m.acknowledge)}
          </Button>
        ) : null
      }
    />
  );
}

/**
 * The organization's Monitoring view (spec 001 §2, issue 20): tabs Overview, Performance, Security and Alerts from
 * its own traffic, sign-ins and alerts, with pass/fail badges against the budgets. The container polls every 30 s.
 */
export function MonitoringView(props: MonitoringViewProps) {
  const intl = useIntl();
  const { performance, security, alerts, error, onRetry } = props;
  let content: ReactNode;
  if (error || !performance || !security || !alerts) {
    content = <SectionLoadState error={error} onRetry={onRetry} messages={m} />;
  } else {
    content = (
      <Tabs defaultValue="overview">
        <TabsList label={intl.formatMessage(m.tabs)}>
          <TabsTrigger value="overview">{intl.formatMessage(m.overview)}</TabsTrigger>
          <TabsTrigger value="performance">{intl.formatMessage(m.performance)}</TabsTrigger>
          <TabsTrigger value="security">{intl.formatMessage(m.security)}</TabsTrigger>
          <TabsTrigger value="alerts">{intl.formatMessage(m.alerts)}</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <Overview performance={performance} security={security} alerts={alerts} />
        </TabsContent>
        <TabsContent value="performance">
          <Performance performance={performance} budgets={alerts.budgets} />
        </TabsContent>
        <TabsContent value="security">
          <SecuritySignals security={security} />
        </TabsContent>
        <TabsContent value="alerts">
          <Alerts alerts={alerts} onAcknowledge={props.onAcknowledge} />
        </TabsContent>
      </Tabs>
    );
  }
  return (
    <Stack as="section" space="lg" aria-label={intl.formatMessage(m.title)} data-testid="monitoring">
      {content}
    </Stack>
  );
}
