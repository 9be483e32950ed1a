import { BYTES_PER_GB, type InvoiceDto, type OrgBilling, type UsageMetricDto } from '@qafila/contracts';
import type { IntlShape } from 'react-intl';
import { useIntl } from 'react-intl';
import type { ActionResult } from '../../../actions/ActionResult.ts';
import { useAction } from '../../../actions/useAction.ts';
import { Badge } from '../../../components/Badge/Badge.tsx';
import { BarChart } from '../../../components/BarChart/BarChart.tsx';
import { Card, CardBody } from '../../../components/Card/Card.tsx';
import { EmptyState } from '../../../components/EmptyState/EmptyState.tsx';
import { Progress } from '../../../components/Progress/Progress.tsx';
import { Skeleton } from '../../../components/Skeleton/Skeleton.tsx';
import { Table } from '../../../components/Table/Table.tsx';
import { Heading } from '../../../layout/Heading.tsx';
import { Inline } from '../../../layout/Inline.tsx';
import { PageSection } from '../../../layout/Page.tsx';
import { Stack } from '../../../layout/Stack.tsx';
import { Text } from '../../../layout/Text.tsx';
import { Tiles } from '../../../layout/Tiles.tsx';
import { LoadErrorAlert } from '../../dashboard/LoadErrorAlert.tsx';
import { LoadingStack } from '../../LoadingStack.tsx';
import { DownloadInvoiceButton, invoiceColumns, monthName } from '../invoiceColumns.tsx';
import { billingArgMessages as a, billingMessages as m } from './BillingView.messages.ts';

/** Props of `BillingView`: the data of `GET /api/org/billing` and, for organization admins, the invoices. */
export interface BillingViewProps {
  billing: OrgBilling | undefined;
  /** The API's message when the usage could not be loaded. */
  error?: string | undefined;
  onRetry?(): void;
  /** The organization's invoices (organization admins); `null`: not shown (other staff); undefined while loading. */
  invoices?: readonly InvoiceDto[] | null | undefined;
  invoicesError?: string | undefined;
  /** Downloads an invoice's PDF. */
  onDownloadInvoice?(number: string): Promise<ActionResult>;
}

const METRIC_LABEL = {
  users: m.metricUsers,
  shipments: m.metricShipments,
  apiCalls: m.metricApiCalls,
  storage: m.metricStorage,
} as const;

const AT_LIMIT = {
  users: m.atLimitUsers,
  shipments: m.atLimitShipments,
  apiCalls: m.atLimitApiCalls,
  storage: m.atLimitStorage,
} as const;

/** A figure of a metric: a count, or storage in MB/GB (decimal, as the plan's GB are). */
function figure(intl: IntlShape, metric: UsageMetricDto['metric'], value: number): string {
  if (metric !== 'storage') return intl.formatNumber(value);
  if (value >= BYTES_PER_GB)
    return intl.formatNumber(value / BYTES_PER_GB, { style: 'unit', unit: 'gigabyte', maximumFractionDigits: 2 });
  return intl.formatNumber(value / 1_000_000, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
}

function UsageCard({ metric }: { metric: UsageMetricDto }) {
  const intl = useIntl();
  const label = intl.formatMessage(METRIC_LABEL[metric.metric]);
  const limited = metric.limit >= 0;
  const share = limited && metric.limit > 0 ? metric.used / metric.limit : limited ? 1 : 0;
  const tone = share >= 1 ? 'critical' : share >= 0.8 ? 'caution' : 'accent';
  const used = figure(intl, metric.metric, metric.used);
  return (
    <Card as="li" data-metric={metric.metric}>
      <CardBody>
        <Stack space="xs">
          <Inline space="xs" align="spaceBetween">
            <Text weight="semibold">{label}</Text>
            {limited && share >= 1 ? (
              <Badge tone="critical">{intl.formatMessage(m.reached)}</Badge>
            ) : limited && share >= 0.8 ? (
              <Badge tone="caution">{intl.formatMessage(m.nearly)}</Badge>
            ) : null}
          </Inline>
          <Text size="lg" weight="bold">
            {limited
              ? intl.formatMessage(a.usedOf, { used, limit: figure(intl, metric.metric, metric.limit) })
              : intl.formatMessage(a.unlimited, { used })}
          </Text>
          {limited ? (
            <Progress
              label={label}
              hideLabel
              showValue
              value={Math.min(metric.used, metric.limit)}
              max={Math.max(metric.limit, 1)}
              tone={tone}
              size="sm"
            />
          ) : null}
          {limited ? (
            <Text size="sm" tone="secondary">
              {intl.formatMessage(AT_LIMIT[metric.metric])}
            </Text>
          ) : null}
        </Stack>
      </CardBody>
    </Card>
  );
}

function Invoices({
  invoices,
  error,
  onDownload,
}: {
  invoices: readonly InvoiceDto[] | undefined;
  error: string | undefined;
  onDownload?: ((number: string) => Promise<ActionResult>) | undefined;
}) {
  const intl = useIntl();
  const download = useAction((number: string) => onDownload?.(number) ?? Promise.resolve({ ok: true as const }), {
    failure: { title: intl.formatMessage(m.downloadFailed) },
  });
  const title = intl.formatMessage(m.invoices);
  if (error)
    return (
      <LoadErrorAlert
        title={intl.formatMessage(m.invoicesError)}
        error={error}
        retryLabel={intl.formatMessage(m.retry)}
      />
    );
  return (
    <PageSection title={title} data-testid="billing-invoices">
      <Table
        caption={title}
        hideCaption
        loading={invoices === undefined}
        rows={invoices ?? []}
        getRowId={(i) => i.number}
        emptyState={<EmptyState title={intl.formatMessage(m.invoicesNone)} />}
        columns={invoiceColumns(intl)}
        rowActions={(i) => (
          <DownloadInvoiceButton
            intl={intl}
            number={i.number}
            busy={download.busy}
            onDownload={(n) => void download.run(n)}
          />
        )}
      />
    </PageSection>
  );
}

/**
 * The `billing` dashboard section (issue 16): the organization's plan and period, usage against each limit with
 * what happens at it, six months of history, and, for organization admins, the monthly tax invoices as PDF.
 */
export function BillingView({ billing, error, onRetry, invoices, invoicesError, onDownloadInvoice }: BillingViewProps) {
  const intl = useIntl();
  if (error) {
    return (
      <LoadErrorAlert
        title={intl.formatMessage(m.loadError)}
        error={error}
        retryLabel={intl.formatMessage(m.retry)}
        onRetry={onRetry}
      />
    );
  }
  if (!billing) {
    return (
      <LoadingStack label={intl.formatMessage(m.loading)} space="md">
        <Skeleton shape="rect" blockSize="12rem" />
      </LoadingStack>
    );
  }
  const fee = billing.plan.monthlyFeeUsd;
  const history = billing.history.map((h) => ({ ...h, label: monthName(intl, h.month, true) }));
  return (
    <Stack space="lg" data-testid="billing-view">
      <Heading level={2}>{intl.formatMessage(m.title)}</Heading>
      <PageSection title={intl.formatMessage(m.plan)}>
        <Stack space="xs">
          <Text size="lg" weight="bold">
            {intl.formatMessage(a.planName, { plan: billing.plan.name })}
          </Text>
          <Text>
            {fee === null
              ? intl.formatMessage(m.planCustom)
              : intl.formatMessage(a.planFee, {
                  fee: intl.formatNumber(fee, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }),
                })}
          </Text>
          <Text tone="secondary">
            {intl.formatMessage(a.period, {
              month: monthName(intl, billing.period.month),
              next: intl.formatDate(billing.period.end, { month: 'long', day: 'numeric', timeZone: 'Asia/Dubai' }),
            })}
          </Text>
        </Stack>
      </PageSection>
      <PageSection title={intl.formatMessage(m.usage)} description={intl.formatMessage(m.warnings)}>
        <Tiles as="ul" minItemWidth="sm" space="md">
          {billing.metrics.map((metric) => (
            <UsageCard key={metric.metric} metric={metric} />
          ))}
        </Tiles>
      </PageSection>
      <PageSection title={intl.formatMessage(m.history)}>
        <Tiles minItemWidth="lg" space="md">
          <Stack space="xs">
            <Text weight="semibold">{intl.formatMessage(m.historyShipments)}</Text>
            <BarChart
              label={intl.formatMessage(m.historyShipments)}
              categoryHeader={intl.formatMessage(m.monthHeader)}
              valueHeader={intl.formatMessage(m.metricShipments)}
              data={history.map((h) => ({ label: h.label, value: h.shipments }))}
              height={180}
            />
          </Stack>
          <Stack space="xs">
            <Text weight="semibold">{intl.formatMessage(m.historyApiCalls)}</Text>
            <BarChart
              label={intl.formatMessage(m.historyApiCalls)}
              categoryHeader={intl.formatMessage(m.monthHeader)}
              valueHeader={intl.formatMessage(m.metricApiCalls)}
              data={history.map((h) => ({ label: h.label, value: h.apiCalls }))}
              height={180}
            />
          </Stack>
        </Tiles>
      </PageSection>
      {invoices === null ? null : <Invoices invoices={invoices} error={invoicesError} onDownload={onDownloadInvoice} />}
    </Stack>
  );
}
