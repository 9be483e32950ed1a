import type {
  AlertsReport,
  BudgetKey,
  BudgetStatus,
  PerformanceReport,
  SecurityReport,
  UpdateBudget,
} from '@qafila/contracts';
import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ActionResult } from '../../../actions/ActionResult.ts';
import { Button } from '../../../components/Button/Button.tsx';
import { EmptyState } from '../../../components/EmptyState/EmptyState.tsx';
import { Field } from '../../../components/Field/Field.tsx';
import { FormDialog } from '../../../components/FormDialog/FormDialog.tsx';
import { Input } from '../../../components/Input/Input.tsx';
import { LineChart } from '../../../components/LineChart/LineChart.tsx';
import { Table } from '../../../components/Table/Table.tsx';
import { Heading } from '../../../layout/Heading.tsx';
import { Inline } from '../../../layout/Inline.tsx';
import { Stack } from '../../../layout/Stack.tsx';
import { displayTimeZone } from '../../../private/time.ts';
import { SectionLoadState } from '../../predictive/private/SectionLoadState.tsx';
import { monitoringArgMessages, monitoringMessages } from '../MonitoringView/MonitoringView.messages.ts';
import { Alerts, ms, Overview, SecuritySignals } from '../MonitoringView/MonitoringView.tsx';
import { sreArgMessages as a, sreMessages as m } from './SreMonitoring.messages.ts';

/** Props of `SreMonitoring`: the platform's three reads (super admin) and what the tab changes. */
export interface SreMonitoringProps {
  /** `GET /api/admin/monitoring/performance` (last hour); undefined while loading. */
  performance: PerformanceReport | undefined;
  /** `GET /api/admin/monitoring/security`. */
  security: SecurityReport | undefined;
  /** `GET /api/admin/monitoring/alerts`: the budgets and the platform's alerts. */
  alerts: AlertsReport | undefined;
  error?: string | undefined;
  onRetry?(): void;
  onAcknowledge(id: number): Promise<ActionResult>;
  /** `PUT /api/admin/monitoring/budgets/:key`. */
  onUpdateBudget(key: BudgetKey, input: UpdateBudget): Promise<ActionResult>;
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" space="sm" aria-label={title}>
      <Heading level={3}>{title}</Heading>
      {children}
    </Stack>
  );
}

function Charts({ performance }: { performance: PerformanceReport }) {
  const intl = useIntl();
  const label = (minute: string) =>
    intl.formatDate(minute, { hour: '2-digit', minute: '2-digit', timeZone: displayTimeZone });
  const line = (pick: (p: PerformanceReport['series'][number]) => number | null) =>
    performance.series.map((p) => ({ label: label(p.minute), value: pick(p) ?? 0 }));
  return (
    <>
      <Part title={intl.formatMessage(m.traffic)}>
        <LineChart
          label={intl.formatMessage(m.traffic)}
          categoryHeader={intl.formatMessage(m.time)}
          series={[
            { label: intl.formatMessage(m.requests), data: line((p) => p.requests) },
            { label: intl.formatMessage(m.errors), data: line((p) => p.errors) },
          ]}
          categoryLabelEvery="auto"
        />
      </Part>
      <Part title={intl.formatMessage(m.latency)}>
        <LineChart
          label={intl.formatMessage(m.latency)}
          categoryHeader={intl.formatMessage(m.time)}
          series={[
            { label: 'p50', data: line((p) => p.p50) },
            { label: 'p95', data: line((p) => p.p95) },
            { label: 'p99', data: line((p) => p.p99) },
          ]}
          categoryLabelEvery="auto"
        />
      </Part>
    </>
  );
}

function StatusByRoute({ performance }: { performance: PerformanceReport }) {
  const intl = useIntl();
  const n = (v: number) => intl.formatNumber(v);
  return (
    <Table
      caption={intl.formatMessage(m.statusByRoute)}
      rows={performance.routes}
      getRowId={(r) => r.route}
      emptyState={<EmptyState title={intl.formatMessage(m.noTraffic)} />}
      columns={[
        { id: 'route', header: intl.formatMessage(m.route), cell: (r) => <bdi>{r.route}</bdi> },
        {
          id: 'ok',
          header: intl.formatMessage(m.success),
          align: 'end',
          cell: (r) => n(r.requests - r.errors - r.clientErrors),
        },
        { id: '4xx', header: intl.formatMessage(m.clientErrors), align: 'end', cell: (r) => n(r.clientErrors) },
        { id: '5xx', header: intl.formatMessage(m.serverErrors), align: 'end', cell: (r) => n(r.errors) },
        {
          id: 'p95',
          header: intl.formatMessage(monitoringMessages.p95),
          align: 'end',
          cell: (r) => (r.p95 === null ? intl.formatMessage(monitoringMessages.none) : ms(intl, r.p95)),
        },
      ]}
    />
  );
}

interface RumPage {
  page: string;
  device: string;
  metric: string;
  p75: number;
  samples: number;
}

function WebVitals({ rum }: { rum: PerformanceReport['rum'] }) {
  const intl = useIntl();
  // The p75 per page, device and metric (real-user monitoring); a report without them has no data.
  const pages = (rum as { pages?: RumPage[] }).pages ?? [];
  return (
    <Table
      caption={intl.formatMessage(m.webVitals)}
      rows={pages}
      getRowId={(r) => `${r.page}|${r.device}|${r.metric}`}
      emptyState={<EmptyState title={intl.formatMessage(m.noData)} />}
      columns={[
        { id: 'page', header: intl.formatMessage(m.page), cell: (r) => <bdi>{r.page}</bdi> },
        { id: 'device', header: intl.formatMessage(m.device), cell: (r) => intl.formatMessage(a.device, r) },
        { id: 'metric', header: intl.formatMessage(m.metric), cell: (r) => r.metric },
        {
          id: 'p75',
          header: intl.formatMessage(m.p75),
          align: 'end',
          cell: (r) => (r.metric === 'CLS' ? intl.formatNumber(r.p75, { maximumFractionDigits: 3 }) : ms(intl, r.p75)),
        },
        {
          id: 'samples',
          header: intl.formatMessage(m.samples),
          align: 'end',
          cell: (r) => intl.formatNumber(r.samples),
        },
      ]}
    />
  );
}

function EditBudget({
  budget,
  onClose,
  onUpdate,
}: {
  budget: BudgetStatus;
  onClose(): void;
  onUpdate: SreMonitoringProps['onUpdateBudget'];
}) {
  const intl = useIntl();
  return (
    <FormDialog<{ threshold: string; windowMinutes: string }, ActionResult>
      open
      onOpenChange={(next) => !next && onClose()}
      title={intl.formatMessage(m.editTitle)}
      description={intl.formatMessage(monitoringArgMessages.budgetName, { key: budget.key })}
      initialValues={() => ({ threshold: String(budget.threshold), windowMinutes: String(budget.windowMinutes) })}
      onSubmit={(v) => onUpdate(budget.key, { threshold: Number(v.threshold), windowMinutes: Number(v.windowMinutes) })}
      toasts={{ success: { title: intl.formatMessage(m.saved) }, failure: { title: intl.formatMessage(m.saveFailed) } }}
      submitLabel={intl.formatMessage(m.save)}
      busyLabel={intl.formatMessage(m.saving)}
      browserValidation
    >
      {(form) => (
        <>
          <Field label={intl.formatMessage(m.threshold)}>
            <Input {...form.field('threshold')} type="number" step="any" min="0" required inputMode="decimal" />
          </Field>
          <Field label={intl.formatMessage(m.windowMinutes)}>
            <Input {...form.field('windowMinutes')} type="number" min="5" max="1440" step="1" required />
          </Field>
        </>
      )}
    </FormDialog>
  );
}

function BudgetEditor({
  budgets,
  onUpdate,
}: {
  budgets: readonly BudgetStatus[];
  onUpdate: SreMonitoringProps['onUpdateBudget'];
}) {
  const intl = useIntl();
  const [editing, setEditing] = useState<BudgetStatus | null>(null);
  return (
    <>
      <Inline space="xs">
        {budgets.map((b) => (
          <Button key={b.key} size="sm" variant="outline" onClick={() => setEditing(b)}>
            {`${intl.formatMessage(m.edit)}: ${intl.formatMessage(monitoringArgMessages.budgetName, { key: b.key })}`}
          </Button>
        ))}
      </Inline>
      {editing ? <EditBudget budget={editing} onClose={() => setEditing(null)} onUpdate={onUpdate} /> : null}
    </>
  );
}

/**
 * The super admin's SRE tab (issue 20): the platform's traffic from the persisted 1-minute rollups (so the figures
 * survive a restart): the headline figures, line charts of requests, server errors and p50/p95/p99, the status
 * classes per route, the web vitals' p75 per page, the budgets (editable) with pass/fail, the platform's alerts
 * (acknowledge) and its security signals. The container polls every 30 s.
 */
export function SreMonitoring(props: SreMonitoringProps) {
  const intl = useIntl();
  const { performance, security, alerts, error, onRetry } = props;
  let content: ReactNode;
  if (error || !performance || !security || !alerts) {
    content = <SectionLoadState error={error} onRetry={onRetry} messages={monitoringMessages} />;
  } else {
    content = (
      <>
        <Stack space="sm">
          <Overview performance={performance} security={security} alerts={alerts} />
          <BudgetEditor budgets={alerts.budgets} onUpdate={props.onUpdateBudget} />
        </Stack>
        <Charts performance={performance} />
        <StatusByRoute performance={performance} />
        <WebVitals rum={performance.rum} />
        <Part title={intl.formatMessage(m.alerts)}>
          <Alerts alerts={alerts} onAcknowledge={props.onAcknowledge} />
        </Part>
        <Part title={intl.formatMessage(m.security)}>
          <SecuritySignals security={security} />
        </Part>
      </>
    );
  }
  return (
    <Stack as="section" space="xl" aria-label={intl.formatMessage(m.title)} data-testid="sre-monitoring">
      {content}
    </Stack>
  );
}
