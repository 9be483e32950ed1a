import { messages } from '@qafila/i18n';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TestProvider } from '../../test/TestProvider.tsx';
import { AreaChart, LineChart } from './LineChart.tsx';

const series = [
  {
    label: 'Road',
    data: [
      { label: 'Jan', value: 120 },
      { label: 'Feb', value: 340 },
      { label: 'Mar', value: 80 },
    ],
  },
  {
    label: 'Sea',
    data: [
      { label: 'Jan', value: 60 },
      { label: 'Feb', value: 90 },
      { label: 'Mar', value: 150 },
    ],
  },
];

describe('LineChart', () => {
  it('names the figure, has a legend, carries every series in a table and toggles it into view', async () => {
    render(
      <TestProvider>
        <LineChart series={series} label="Shipments per month" valueFormatter={(value) => `${value} t`} />
      </TestProvider>,
    );
    const figure = screen.getByRole('figure', { name: 'Shipments per month' });
    const table = within(figure).getByRole('table', { name: 'Shipments per month' });
    expect(within(table).getByRole('row', { name: 'Feb 340 t 90 t' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Sea' })).toBeInTheDocument();
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Road', 'Sea']);
    expect(figure.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(figure.querySelectorAll('svg path')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    expect(figure).toHaveAttribute('data-view', 'table');
    expect(figure.querySelector('svg')).not.toBeVisible();
    expect(screen.queryByRole('list', { name: 'Legend' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show as chart' }));
    expect(figure.querySelector('svg')).toBeVisible();
  });

  it('has no legend for a single series unless asked', () => {
    render(
      <TestProvider>
        <LineChart series={series.slice(0, 1)} label="Road" />
      </TestProvider>,
    );
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('AreaChart fills the area under each line', () => {
    render(
      <TestProvider>
        <AreaChart series={series} label="Shipments" />
      </TestProvider>,
    );
    const paths = [...document.querySelectorAll('svg path')].map((path) => path.getAttribute('d') ?? '');
    expect(paths).toHaveLength(4);
    expect(paths.filter((d) => d.endsWith('Z'))).toHaveLength(2);
  });

  it('in Arabic, the first category is at the right and ticks use the locale digits', () => {
    render(
      <TestProvider locale="ar" messages={messages.ar}>
        <LineChart series={series} label="الشحنات" />
      </TestProvider>,
    );
    const points = [...document.querySelectorAll('g[data-series="Road"] circle')].map((dot) =>
      Number(dot.getAttribute('cx')),
    );
    expect(points[0]).toBeGreaterThan(points[1] ?? 0);
    expect(points[1]).toBeGreaterThan(points[2] ?? 0);
    const ticks = [...document.querySelectorAll('svg text')].map((text) => text.textContent);
    expect(ticks).toContain(new Intl.NumberFormat('ar').format(300));
    expect(screen.getByRole('button', { name: 'العرض كجدول' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'الفئة' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'وسيلة الإيضاح' })).toBeInTheDocument();
  });
});

describe('LineChart with ranges', () => {
  it('shades a band over the points that have a range and writes the interval in the table', () => {
    render(
      <TestProvider>
        <LineChart
          label="Bookings per week"
          series={[
            {
              label: 'Bookings',
              data: [
                { label: 'W1', value: 10 },
                { label: 'W2', value: 12, range: [8, 16] },
                { label: 'W3', value: 13, range: [7, 19] },
              ],
            },
          ]}
        />
      </TestProvider>,
    );
    const figure = screen.getByRole('figure', { name: 'Bookings per week' });
    expect(figure.querySelectorAll('svg path[data-band]')).toHaveLength(1);
    const table = within(figure).getByRole('table', { name: 'Bookings per week' });
    expect(within(table).getByRole('row', { name: 'W1 10' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'W3 13 (7 to 19)' })).toBeInTheDocument();
  });
});
