import type { FleetAnalytics } from '@qafila/contracts';
import { type ReactNode, useId } from 'react';
import { useIntl } from 'react-intl';
import { BarChart } from '../../../../components/BarChart/BarChart.tsx';
import { Card, CardBody, CardHeader, CardTitle } from '../../../../components/Card/Card.tsx';
import { LineChart } from '../../../../components/LineChart/LineChart.tsx';
import { Skeleton } from '../../../../components/Skeleton/Skeleton.tsx';
import * as styles from './fleetShared.css.ts';
import { sharedArgMessages, sharedMessages } from './fleetShared.messages.ts';
import { formatDayOfMonth, formatDayRange, formatKm, formatPercent } from './format.ts';

export type FleetChartKind = 'dailyUtilization' | 'dailyKm' | 'dailyTrips' | 'distanceByVehicle';

function ChartCard({ kind, title, children }: { kind: FleetChartKind; title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card as="section" aria-labelledby={id} className={styles.chart} data-chart={kind}>
      <CardHeader>
        <CardTitle id={id}>{title}</CardTitle>
      </CardHeader>
      <CardBody>{children}</CardBody>
    </Card>
  );
}

/**
 * The analytics' series as charts, each titled and with its data table: utilization per day (line, percent), km
 * per day (line), trips per day (bars), km per vehicle (horizontal bars, most km first). Placeholders while loading. One card each, for the caller's `Tiles`.
 */
export function FleetCharts({
  analytics,
  charts,
}: {
  analytics: Pick<FleetAnalytics, 'daily' | 'distanceByVehicle'> | undefined;
  /** Which charts, in order. */
  charts: readonly FleetChartKind[];
}) {
  const intl = useIntl();
  const km = (value: number) => formatKm(intl, value);
  const percent = (value: number) => formatPercent(intl, value);
  const daily = analytics?.daily ?? [];
  const first = daily[0]?.day;
  const last = daily.at(-1)?.day;
  const range = first && last ? formatDayRange(intl, first, last) : '';
  const days = daily.map((day) => ({ ...day, label: formatDayOfMonth(intl, day.day) }));
  const titles: Record<FleetChartKind, string> = {
    dailyUtilization: intl.formatMessage(sharedMessages.dailyUtilizationChart),
    dailyKm: intl.formatMessage(sharedArgMessages.dailyKmChart, { range }),
    dailyTrips: intl.formatMessage(sharedArgMessages.dailyTripsChart, { range }),
    distanceByVehicle: intl.formatMessage(sharedMessages.distanceByVehicleChart),
  };
  /** A line of one figure of each day, in the day's order. */
  const dailyLine = (
    kind: FleetChartKind,
    series: string,
    value: (day: FleetAnalytics['daily'][number]) => number,
    format: { value: (value: number) => string; tick?: (value: number) => string; area?: boolean },
  ) => (
    <LineChart
      label={titles[kind]}
      categoryHeader={intl.formatMessage(sharedMessages.dayHeader)}
      series={[{ label: series, data: days.map((day) => ({ label: day.label, value: value(day) })) }]}
      valueFormatter={format.value}
      tickFormatter={format.tick}
      area={format.area}
    />
  );
  const chart = (kind: FleetChartKind) => {
    if (!analytics) return <Skeleton shape="rect" blockSize="15rem" />;
    switch (kind) {
      case 'dailyUtilization':
        return dailyLine(kind, intl.formatMessage(sharedMessages.utilizationSeries), (day) => day.utilizationRate, {
          value: percent,
          tick: percent,
        });
      case 'dailyKm':
        return dailyLine(kind, intl.formatMessage(sharedMessages.kmSeries), (day) => day.km, { value: km, area: true });
      case 'dailyTrips':
        return (
          <BarChart
            label={titles.dailyTrips}
            categoryHeader={intl.formatMessage(sharedMessages.dayHeader)}
            valueHeader={intl.formatMessage(sharedMessages.tripsSeries)}
            data={days.map((day) => ({ label: day.label, value: day.completedTrips }))}
            showValues={false}
          />
        );
      case 'distanceByVehicle':
        return (
          <BarChart
            label={titles.distanceByVehicle}
            categoryHeader={intl.formatMessage(sharedMessages.vehicleHeader)}
            valueHeader={intl.formatMessage(sharedMessages.kmSeries)}
            orientation="horizontal"
            data={analytics.distanceByVehicle.map((row) => ({ label: row.licensePlate, value: row.km }))}
            valueFormatter={km}
          />
        );
    }
  };
  return charts.map((kind) => (
    <ChartCard key={kind} kind={kind} title={titles[kind]}>
      {chart(kind)}
    </ChartCard>
  ));
}
