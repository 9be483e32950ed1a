import type { CarbonReport, CarbonShipmentRow, TransportMode } from '@qafila/contracts';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { BarChart } from '../../../components/BarChart/BarChart.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { DonutChart } from '../../../components/DonutChart/DonutChart.tsx';
import { Stat } from '../../../components/Stat/Stat.tsx';
import { Table, type TableColumn } from '../../../components/Table/Table.tsx';
import { Inline } from '../../../layout/Inline.tsx';
import { PageSection } from '../../../layout/Page.tsx';
import { Stack } from '../../../layout/Stack.tsx';
import { Text } from '../../../layout/Text.tsx';
import { Tiles } from '../../../layout/Tiles.tsx';
import { printArea as printable } from '../../printArea.css.ts';
import { formatMonth, isolate } from '../insightsFormat.ts';
import { type Period, PeriodFields } from '../PeriodFields.tsx';
import { ReportState } from '../ReportState.tsx';
import { carbonArgMessages as a, carbonMessages as m } from './CarbonFootprint.messages.ts';

/** Props of `CarbonFootprint`. */
export interface CarbonFootprintProps {
  /** `GET /api/org/carbon` for `period`; undefined while loading. */
  report: CarbonReport | undefined;
  error?: string | undefined;
  onRetry?(): void;
  period: Period;
  onPeriodChange(period: Period): void;
  /** Today in Asia/Dubai ('YYYY-MM-DD'): where the presets end. */
  today: string;
  /** Downloads the CSV of the period: one customer's shipments, or every shipment without one. */
  onDownloadCsv(customerId?: number): Promise<void> | void;
  /** Prints the open customer report; the browser's print by default. */
  onPrint?(): void;
}

type Message = (typeof m)[keyof typeof m];
const MODE: Record<TransportMode, Message> = { road: m.modeRoad, sea: m.modeSea, air: m.modeAir };
type Group = CarbonReport['byLane'][number];
type Totals = Pick<Group, 'shipments' | 'tonneKm' | 'kgCo2e'>;

function useFormats() {
  const intl = useIntl();
  const fixed = (x: number, digits: number) =>
    intl.formatNumber(x, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return {
    intl,
    num: (x: number) => intl.formatNumber(x, { maximumFractionDigits: 1 }),
    co2: (kg: number) =>
      kg >= 1000
        ? intl.formatMessage(a.tonnes, { value: fixed(kg / 1000, 2) })
        : intl.formatMessage(a.kgValue, { value: fixed(kg, 1) }),
    day: (d: string) => intl.formatDate(Date.parse(`${d}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' }),
  };
}

/** A customer's printable report: their delivered shipments with distance, factor and emissions; print and CSV. */
function CustomerReport({
  report,
  customerId,
  onClose,
  onDownloadCsv,
  onPrint,
}: {
  report: CarbonReport;
  customerId: number;
  onClose(): void;
  onDownloadCsv: CarbonFootprintProps['onDownloadCsv'];
  onPrint?: (() => void) | undefined;
}) {
  const { intl, num, co2, day } = useFormats();
  const rows = report.shipments.filter((s) => s.customerId === customerId);
  const group = report.byCustomer.find((c) => c.customerId === customerId);
  return (
    <PageSection
      className={printable}
      data-testid="carbon-customer-report"
      title={intl.formatMessage(a.reportTitle, {
        name: group?.name ?? '',
        from: day(report.from),
        to: day(report.to),
      })}
      description={intl.formatMessage(m.estimateNote)}
      actions={
        <Inline space="xs">
          <Button size="sm" variant="outline" onClick={() => (onPrint ?? (() => window.print()))()}>
            {intl.formatMessage(m.print)}
          </Button>
          <Button size="sm" variant="outline" onClick={() => onDownloadCsv(customerId)}>
            {intl.formatMessage(m.downloadCsv)}
          </Button>
          <Button size="sm" variant="ghost" onClick={onClose}>
            {intl.formatMessage(m.closeReport)}
          </Button>
        </Inline>
      }
    >
      {group ? (
        <Tiles minItemWidth="md" space="md">
          <Stat label={intl.formatMessage(m.total)} value={co2(group.kgCo2e)} estimate />
          <Stat label={intl.formatMessage(m.shipments)} value={num(group.shipments)} />
          <Stat label={intl.formatMessage(m.tonneKm)} value={intl.formatNumber(Math.round(group.tonneKm))} />
        </Tiles>
      ) : null}
      <Table<CarbonShipmentRow>
        caption={intl.formatMessage(m.shipments)}
        hideCaption
        rows={rows}
        getRowId={(s) => String(s.id)}
        columns={[
          { id: 'tn', header: intl.formatMessage(m.tracking), cell: (s) => <bdi dir="ltr">{s.trackingNumber}</bdi> },
          { id: 'day', header: intl.formatMessage(m.deliveredOn), cell: (s) => day(s.deliveredOn) },
          { id: 'lane', header: intl.formatMessage(m.lane), cell: (s) => isolate(s.lane) },
          {
            id: 'mode',
            header: intl.formatMessage(m.mode),
            cell: (s) =>
              s.basis === 'trip'
                ? `${intl.formatMessage(MODE[s.mode])} (${intl.formatMessage(m.basisTrip)})`
                : intl.formatMessage(MODE[s.mode]),
          },
          { id: 'km', header: intl.formatMessage(m.km), align: 'end', cell: (s) => num(s.km) },
          { id: 'tkm', header: intl.formatMessage(m.tonneKm), align: 'end', cell: (s) => num(s.tonneKm) },
          {
            id: 'factor',
            header: intl.formatMessage(m.factor),
            align: 'end',
            cell: (s) => intl.formatNumber(s.factor, { maximumFractionDigits: 3 }),
          },
          { id: 'kg', header: intl.formatMessage(m.kg), align: 'end', cell: (s) => num(s.kgCo2e) },
        ]}
      />
    </PageSection>
  );
}

function Report({ report, onDownloadCsv, onPrint }: CarbonFootprintProps & { report: CarbonReport }) {
  const { intl, num, co2 } = useFormats();
  const [customerId, setCustomerId] = useState<number | null>(null);
  const t = report.totals;
  const estimate = intl.formatMessage(m.estimateNote);
  /** A group's table: its name column, then shipments, tonne-km and kg CO₂e. */
  const groupColumns = <G extends Totals>(first: TableColumn<G>): TableColumn<G>[] => [
    first,
    { id: 'shipments', header: intl.formatMessage(m.shipments), align: 'end', cell: (g) => num(g.shipments) },
    { id: 'tkm', header: intl.formatMessage(m.tonneKm), align: 'end', cell: (g) => num(g.tonneKm) },
    { id: 'kg', header: intl.formatMessage(m.kg), align: 'end', cell: (g) => num(g.kgCo2e) },
  ];
  if (customerId !== null) {
    return (
      <CustomerReport
        report={report}
        customerId={customerId}
        onClose={() => setCustomerId(null)}
        onDownloadCsv={onDownloadCsv}
        onPrint={onPrint}
      />
    );
  }
  return (
    <>
      <Tiles minItemWidth="md" space="md">
        {[
          { label: m.total, value: <span data-testid="carbon-total">{co2(t.kgCo2e)}</span>, hint: m.totalHint },
          {
            label: m.intensity,
            value: t.intensityG === null ? '—' : intl.formatMessage(a.grams, { value: num(t.intensityG) }),
          },
          { label: m.routeSaving, value: co2(report.routeSavingKg), hint: m.routeSavingHint },
          { label: m.modalSaving, value: co2(report.modalSavingKg), hint: m.modalSavingHint },
        ].map((stat) => (
          <Stat
            key={stat.label.id}
            label={intl.formatMessage(stat.label)}
            value={stat.value}
            hint={stat.hint ? intl.formatMessage(stat.hint) : undefined}
            estimate
            estimateDescription={estimate}
          />
        ))}
      </Tiles>
      <Tiles minItemWidth="lg" space="lg">
        <PageSection title={intl.formatMessage(m.byMonth)}>
          <BarChart
            label={intl.formatMessage(m.byMonth)}
            categoryHeader={intl.formatMessage(m.month)}
            valueHeader={intl.formatMessage(m.kg)}
            data={report.byMonth.map((x) => ({ label: formatMonth(intl, x.month), value: x.kgCo2e }))}
            valueFormatter={(v) => num(v)}
            showValues={false}
            height={200}
            categoryLabelEvery="auto"
          />
        </PageSection>
        <PageSection title={intl.formatMessage(m.byMode)}>
          <DonutChart
            label={intl.formatMessage(m.byMode)}
            data={report.byMode.map((x) => ({ label: intl.formatMessage(MODE[x.mode]), value: x.kgCo2e }))}
            valueFormatter={(v) => num(v)}
            totalLabel={intl.formatMessage(m.kg)}
            size={180}
          />
        </PageSection>
      </Tiles>
      <PageSection title={intl.formatMessage(m.byCustomer)}>
        <Table<CarbonReport['byCustomer'][number]>
          caption={intl.formatMessage(m.byCustomer)}
          hideCaption
          rows={report.byCustomer}
          getRowId={(c) => String(c.customerId)}
          emptyState={<Text tone="secondary">{intl.formatMessage(m.noData)}</Text>}
          columns={groupColumns<CarbonReport['byCustomer'][number]>({
            id: 'name',
            header: intl.formatMessage(m.customer),
            cell: (g) => g.name,
          })}
          rowActions={(c) => (
            <Button size="sm" variant="outline" onClick={() => setCustomerId(c.customerId)}>
              {intl.formatMessage(m.report)}
            </Button>
          )}
        />
      </PageSection>
      <PageSection title={intl.formatMessage(m.byLane)}>
        <Table<Group>
          caption={intl.formatMessage(m.byLane)}
          hideCaption
          rows={report.byLane}
          getRowId={(g) => g.lane}
          emptyState={<Text tone="secondary">{intl.formatMessage(m.noData)}</Text>}
          columns={groupColumns<Group>({
            id: 'lane',
            header: intl.formatMessage(m.lane),
            cell: (g) => isolate(g.lane),
          })}
        />
      </PageSection>
      <PageSection title={intl.formatMessage(m.trips)}>
        <Table<CarbonReport['trips'][number]>
          caption={intl.formatMessage(m.trips)}
          hideCaption
          rows={report.trips}
          getRowId={(x) => String(x.id)}
          emptyState={<Text tone="secondary">{intl.formatMessage(m.noTrips)}</Text>}
          columns={[
            { id: 'trip', header: intl.formatMessage(m.trip), cell: (x) => <bdi dir="ltr">{x.tripNumber}</bdi> },
            { id: 'vehicle', header: intl.formatMessage(m.vehicle), cell: (x) => <bdi dir="ltr">{x.vehicle}</bdi> },
            { id: 'km', header: intl.formatMessage(m.km), align: 'end', cell: (x) => num(x.km) },
            { id: 'load', header: intl.formatMessage(m.load), align: 'end', cell: (x) => num(x.loadKg) },
            { id: 'kg', header: intl.formatMessage(m.kg), align: 'end', cell: (x) => num(x.kgCo2e) },
            { id: 'saving', header: intl.formatMessage(m.saving), align: 'end', cell: (x) => num(x.optimisedSavingKg) },
          ]}
        />
      </PageSection>
    </>
  );
}

/**
 * Carbon Footprint Tracking (issue 19, docs/carbon.md): estimated emissions of the organization's delivered shipments
 * and completed trips by month, mode, customer and lane, the intensity, the route-optimisation and modal savings, and
 * a printable report per customer with its CSV. Every figure is labelled an estimate.
 */
export function CarbonFootprint(props: CarbonFootprintProps) {
  const { intl } = useFormats();
  const { report, error, onRetry } = props;
  return (
    <Stack as="section" space="lg" aria-label={intl.formatMessage(m.title)} data-testid="carbon-screen">
      <Text tone="secondary">{intl.formatMessage(m.subtitle)}</Text>
      <Tiles minItemWidth="sm" space="sm" alignY="end">
        <PeriodFields period={props.period} today={props.today} onChange={props.onPeriodChange} />
        <Button variant="outline" disabled={!report} onClick={() => props.onDownloadCsv()}>
          {intl.formatMessage(m.downloadCsv)}
        </Button>
      </Tiles>
      <ReportState report={report} error={error} onRetry={onRetry} messages={m}>
        {(report) => <Report {...props} report={report} />}
      </ReportState>
    </Stack>
  );
}
