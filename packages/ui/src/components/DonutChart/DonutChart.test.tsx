import { messages } from '@qafila/i18n';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TestProvider } from '../../test/TestProvider.tsx';
import { DonutChart } from './DonutChart.tsx';

const data = [
  { label: 'Road', value: 45 },
  { label: 'Sea', value: 30 },
  { label: 'Air', value: 15 },
  { label: 'Rail', value: 10 },
];

/** Whether the first segment lies right of the donut's centre. */
function firstSegmentIsRight(): boolean {
  const svg = document.querySelector('svg')?.getBoundingClientRect();
  const segment = document.querySelector('svg path')?.getBoundingClientRect();
  if (!svg || !segment) throw new Error('no donut');
  return segment.left + segment.width / 2 > svg.left + svg.width / 2;
}

describe('DonutChart', () => {
  it('shows the total, a legend with shares, a table with the total, and toggles the table into view', async () => {
    render(
      <TestProvider>
        <DonutChart data={data} label="Shipments by mode" valueFormatter={(value) => `${value} t`} />
      </TestProvider>,
    );
    const figure = screen.getByRole('figure', { name: 'Shipments by mode' });
    expect(figure.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(figure.querySelectorAll('svg path')).toHaveLength(4);
    expect(figure.querySelector('svg')?.textContent).toContain('100 tTotal');
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Road45%', 'Sea30%', 'Air15%', 'Rail10%']);
    const table = within(figure).getByRole('table', { name: 'Shipments by mode' });
    expect(within(table).getByRole('row', { name: 'Sea 30 t 30%' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Total 100 t 100%' })).toBeInTheDocument();
    expect(firstSegmentIsRight()).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    expect(figure).toHaveAttribute('data-view', 'table');
    expect(figure.querySelector('svg')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show as chart' }));
    expect(figure.querySelector('svg')).toBeVisible();
    // Drawn again from the first segment, not from where the previous drawing ended.
    expect(figure.querySelectorAll('svg path')).toHaveLength(4);
    expect(firstSegmentIsRight()).toBe(true);
  });

  it('draws a single segment as a full ring and says when there is nothing to show', () => {
    const { rerender } = render(
      <TestProvider>
        <DonutChart data={[{ label: 'Road', value: 3 }]} label="Modes" />
      </TestProvider>,
    );
    expect(screen.getByRole('list', { name: 'Legend' }).textContent).toBe('Road100%');
    rerender(
      <TestProvider>
        <DonutChart data={[{ label: 'Road', value: 0 }]} label="Modes" />
      </TestProvider>,
    );
    expect(screen.getByRole('figure', { name: 'Modes' }).textContent).toBe('No data to show');
  });

  it('in Arabic, segments run anticlockwise and percentages use the locale format', () => {
    render(
      <TestProvider locale="ar" messages={messages.ar}>
        <DonutChart data={data} label="الشحنات حسب الوسيلة" />
      </TestProvider>,
    );
    expect(firstSegmentIsRight()).toBe(false);
    const percent = new Intl.NumberFormat('ar', { style: 'percent', maximumFractionDigits: 1 });
    expect(screen.getByRole('list', { name: 'وسيلة الإيضاح' }).textContent).toContain(percent.format(0.45));
    expect(screen.getByRole('columnheader', { name: 'الحصة' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'العرض كجدول' })).toBeInTheDocument();
  });
});
