import { messages } from '@qafila/i18n';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { niceTicks } from '../../private/chart/niceTicks.ts';
import { TestProvider } from '../../test/TestProvider.tsx';
import { BarChart } from './BarChart.tsx';

const data = [
  { label: 'Jan', value: 120 },
  { label: 'Feb', value: 340 },
  { label: 'Mar', value: 80 },
];

describe('niceTicks', () => {
  it('covers the range with round steps', () => {
    expect(niceTicks(0, 340)).toEqual([0, 100, 200, 300, 400]);
    expect(niceTicks(0, 9)).toEqual([0, 2.5, 5, 7.5, 10]);
    expect(niceTicks(-50, 100)).toEqual([-50, 0, 50, 100]);
    expect(niceTicks(0, 0)).toEqual([0, 1]);
    expect(niceTicks(0, 0.3)).toEqual([0, 0.1, 0.2, 0.3]);
  });
});

describe('BarChart', () => {
  it('writes every n-th category under the axis, counted from the last, and keeps them all in the table', () => {
    render(
      <TestProvider>
        <BarChart data={data} label="Shipments per month" categoryLabelEvery={2} />
      </TestProvider>,
    );
    const figure = screen.getByRole('figure', { name: 'Shipments per month' });
    const axis = [...figure.querySelectorAll('svg text')].map((t) => t.textContent);
    expect(axis).toEqual(expect.arrayContaining(['Jan', 'Mar']));
    expect(axis).not.toContain('Feb');
    expect(within(figure).getByRole('row', { name: /^Feb/ })).toBeInTheDocument();
  });

  it('names the figure, carries the data in a table and toggles it into view', async () => {
    render(
      <TestProvider>
        <BarChart data={data} label="Shipments per month" valueFormatter={(value) => `${value} t`} />
      </TestProvider>,
    );
    const figure = screen.getByRole('figure', { name: 'Shipments per month' });
    const table = within(figure).getByRole('table', { name: 'Shipments per month' });
    expect(within(table).getByRole('row', { name: 'Feb 340 t' })).toBeInTheDocument();
    expect(figure.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    expect(figure).toHaveAttribute('data-view', 'table');
    expect(figure.querySelector('svg')).not.toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Show as chart' }));
    expect(figure.querySelector('svg')).toBeVisible();
  });

  it('in Arabic, the first column is at the right and ticks use the locale digits', () => {
    render(
      <TestProvider locale="ar" messages={messages.ar}>
        <BarChart data={data} label="الشحنات" />
      </TestProvider>,
    );
    const bars = [...document.querySelectorAll('rect')].map((bar) => Number(bar.getAttribute('x')));
    expect(bars[0]).toBeGreaterThan(bars[1] ?? 0);
    expect(bars[1]).toBeGreaterThan(bars[2] ?? 0);
    const ticks = [...document.querySelectorAll('svg text')].map((text) => text.textContent);
    expect(ticks).toContain(new Intl.NumberFormat('ar').format(300));
    expect(screen.getByRole('button', { name: 'العرض كجدول' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'الفئة' })).toBeInTheDocument();
  });
});
