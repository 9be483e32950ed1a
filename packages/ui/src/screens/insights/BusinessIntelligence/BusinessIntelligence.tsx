import type { ExceptionCause, InsightsReport } from '@qafila/contracts';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { BarChart } from '../../../components/BarChart/BarChart.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { Field } from '../../../components/Field/Field.tsx';
import { Select } from '../../../components/Select/Select.tsx';
import { Stat } from '../../../components/Stat/Stat.tsx';
import { Table } from '../../../components/Table/Table.tsx';
import { PageSection } from '../../../layout/Page.tsx';
import { Stack } from '../../../layout/Stack.tsx';
import { Text } from '../../../layout/Text.tsx';
import { Tiles } from '../../../layout/Tiles.tsx';
import { formatAed, formatWeek, isolate } from '../insightsFormat.ts';
import { PeriodFields } from '../PeriodFields.tsx';
import { ReportState } from '../ReportState.tsx';
import { insightsArgMessages as a, insightsMessages as m } from './BusinessIntelligence.messages.ts';

/** The period and filters the report is asked for (the container keeps them, e.g. in the URL or state). */
export interface InsightsFilter {
  from: string;
  to: string;
  lane?: string | undefined;
  service?: string | undefined;
  customerId?: number | undefined;
}

/** Props of `BusinessIntelligence`. */
export interface BusinessIntelligenceProps {
  /** `GET /api/org/insights` for `filter`; undefined while loading. */
  report: InsightsReport | undefined;
  error?: string | undefined;
  onRetry?(): void;
  filter: InsightsFilter;
  onFilterChange(filter: InsightsFilter): void;
  /** Today in Asia/Dubai ('YYYY-MM-DD'): where the presets end. */
  today: string;
  /** Downloads the CSV of the same period and filters. */
  onExport(): Promise<void> | void;
}

type Message = (typeof m)[keyof typeof m];
export const CAUSE: Record<ExceptionCause, Message> = {
  weather: m.causeWeather,
  customs_inspection: m.causeCustomsInspection,
  missing_documents: m.causeMissingDocuments,
  capacity: m.causeCapacity,
  address_issue: m.causeAddressIssue,
  mechanical: m.causeMechanical,
  other: m.causeOther,
  unspecified: m.causeUnspecified,
};

function Filters({ report, filter, onFilterChange, today, onExport }: BusinessIntelligenceProps) {
  const intl = useIntl();
  const [exporting, setExporting] = useState(false);
  const all = { value: '', label: intl.formatMessage(m.all) };
  const options = report?.options ?? { lanes: [], services: [], customers: [] };
  const set = (change: Partial<InsightsFilter>) => onFilterChange({ ...filter, ...change });
  return (
    <Tiles minItemWidth="sm" space="sm" alignY="end">
      <PeriodFields period={filter} today={today} onChange={(p) => set(p)} />
      <Field label={intl.formatMessage(m.lane)}>
        <Select
          value={filter.lane ?? ''}
          onValueChange={(v) => set({ lane: v || undefined })}
          options={[all, ...options.lanes.map((l) => ({ value: l, label: l }))]}
        />
      </Field>
      <Field label={intl.formatMessage(m.service)}>
        <Select
          value={filter.service ?? ''}
          onValueChange={(v) => set({ service: v || undefined })}
          options={[all, ...options.services.map((s) => ({ value: s, label: s }))]}
        />
      </Field>
      <Field label={intl.formatMessage(m.customer)}>
        <Select
          value={filter.customerId ? String(filter.customerId) : ''}
          onValueChange={(v) => set({ customerId: v ? Number(v) : undefined })}
          options={[all, ...options.customers.map((c) => ({ value: String(c.id), label: c.name }))]}
        />
      </Field>
      <Button
        variant="outline"
        loading={exporting}
        disabled={!report}
        onClick={async () => {
          setExporting(true);
          try {
            await onExport();
          } finally {
            setExporting(false);
          }
        }}
      >
        {intl.formatMessage(m.exportCsv)}
      </Button>
    </Tiles>
  );
}

function Report({ report }: { report: InsightsReport }) {
  const intl = useIntl();
  const t = report.totals;
  const num = (x: number) => intl.formatNumber(x);
  const noData = <Text tone="secondary">{intl.formatMessage(m.noData)}</Text>;
  return (
    <>
      <Tiles minItemWidth="md" space="md">
        <Stat label={intl.formatMessage(m.booked)} value={<span data-testid="insights-booked">{num(t.booked)}</span>} />
        <Stat
          label={intl.formatMessage(m.declaredValue)}
          value={formatAed(intl, t.declaredValueAed)}
          hint={intl.formatMessage(m.declaredValueHint)}
        />
        <Stat
          label={intl.formatMessage(m.onTimeRate)}
          value={
            <span data-testid="insights-on-time">
              {t.onTimeRate === null
                ? intl.formatMessage(m.noRate)
                : intl.formatNumber(t.onTimeRate / 100, { style: 'percent', maximumFractionDigits: 1 })}
            </span>
          }
          hint={intl.formatMessage(a.onTimeOf, { onTime: t.onTime, total: t.withEstimate })}
        />
        <Stat
          label={intl.formatMessage(m.avgTransit)}
          value={
            t.avgTransitDays === null
              ? intl.formatMessage(m.noRate)
              : intl.formatMessage(a.daysValue, { days: t.avgTransitDays })
          }
          hint={intl.formatMessage(m.transitHint)}
        />
        <Stat
          label={intl.formatMessage(m.avgDwell)}
          value={
            t.avgCustomsDwellHours === null
              ? intl.formatMessage(m.noRate)
              : intl.formatMessage(a.hoursValue, { hours: t.avgCustomsDwellHours })
          }
          hint={intl.formatMessage(a.customsStops, { count: t.customsStops })}
        />
        <Stat
          label={intl.formatMessage(m.exceptions)}
          value={num(t.exceptions)}
          hint={intl.formatMessage(m.exceptionsHint)}
        />
      </Tiles>
      <PageSection title={intl.formatMessage(m.volumeHeading)}>
        <BarChart
          label={intl.formatMessage(m.volumeHeading)}
          categoryHeader={intl.formatMessage(m.week)}
          valueHeader={intl.formatMessage(m.shipments)}
          data={report.volumeByWeek.map((w) => ({ label: formatWeek(intl, w.week), value: w.shipments }))}
          // Beyond half a year the bars are too narrow for their numbers (the table has them all).
          showValues={report.volumeByWeek.length <= 26}
          height={200}
          categoryLabelEvery="auto"
        />
      </PageSection>
      <PageSection title={intl.formatMessage(m.transitHeading)} description={intl.formatMessage(m.transitNote)}>
        <Table<InsightsReport['transit'][number]>
          caption={intl.formatMessage(m.transitHeading)}
          hideCaption
          rows={report.transit}
          getRowId={(r) => `${r.lane}|${r.service}`}
          emptyState={noData}
          columns={[
            { id: 'lane', header: intl.formatMessage(m.lane), cell: (r) => isolate(r.lane) },
            { id: 'service', header: intl.formatMessage(m.service), cell: (r) => r.service },
            { id: 'delivered', header: intl.formatMessage(m.delivered), align: 'end', cell: (r) => num(r.delivered) },
            {
              id: 'onTime',
              header: intl.formatMessage(m.onTime),
              align: 'end',
              cell: (r) => intl.formatMessage(a.onTimeCell, { onTime: r.onTime, total: r.withEstimate }),
            },
            { id: 'days', header: intl.formatMessage(m.days), align: 'end', cell: (r) => num(r.avgTransitDays) },
          ]}
        />
      </PageSection>
      <PageSection title={intl.formatMessage(m.exceptionsHeading)}>
        {report.exceptionsByCause.length === 0 ? (
          noData
        ) : (
          <BarChart
            label={intl.formatMessage(m.exceptionsHeading)}
            orientation="horizontal"
            categoryHeader={intl.formatMessage(m.cause)}
            valueHeader={intl.formatMessage(m.events)}
            data={report.exceptionsByCause.map((c) => ({
              label: intl.formatMessage(CAUSE[c.cause]),
              value: c.count,
            }))}
          />
        )}
      </PageSection>
      <PageSection title={intl.formatMessage(m.customersHeading)}>
        <Table<InsightsReport['topCustomers'][number]>
          caption={intl.formatMessage(m.customersHeading)}
          hideCaption
          rows={report.topCustomers}
          getRowId={(c) => String(c.id)}
          emptyState={noData}
          columns={[
            { id: 'name', header: intl.formatMessage(m.customer), cell: (c) => c.name },
            { id: 'shipments', header: intl.formatMessage(m.shipments), align: 'end', cell: (c) => num(c.shipments) },
            {
              id: 'value',
              header: intl.formatMessage(m.declaredValue),
              align: 'end',
              cell: (c) => formatAed(intl, c.declaredValueAed),
            },
          ]}
        />
      </PageSection>
    </>
  );
}

/**
 * Business Intelligence (issue 19, docs/business-intelligence.md): the organization's figures for a period and
 * filters, every one computed by the API from its records; the CSV of the same.
 */
export function BusinessIntelligence(props: BusinessIntelligenceProps) {
  const intl = useIntl();
  const { report, error, onRetry } = props;
  return (
    <Stack as="section" space="lg" aria-label={intl.formatMessage(m.title)} data-testid="insights-screen">
      <Text tone="secondary">{intl.formatMessage(m.subtitle)}</Text>
      <Filters {...props} />
      <ReportState report={report} error={error} onRetry={onRetry} messages={m}>
        {(report) => <Report report={report} />}
      </ReportState>
    </Stack>
  );
}
