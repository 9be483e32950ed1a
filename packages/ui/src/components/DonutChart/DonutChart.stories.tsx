import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  cardWidth,
  formatDirhams,
  freightSpend,
  labelled,
  playTableToggle,
} from '../../private/chart/chart.fixtures.tsx';
import { DonutChart } from './DonutChart.tsx';

const meta = {
  title: 'Components/DonutChart',
  component: DonutChart,
  args: {
    label: 'Shipments by mode',
    data: [
      { label: 'Road', value: 412 },
      { label: 'Sea', value: 236 },
      { label: 'Air', value: 87 },
      { label: 'Rail', value: 45 },
    ],
  },
  decorators: [cardWidth],
} satisfies Meta<typeof DonutChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The total in the centre, shares in the legend; the data table is read by screen readers and shown on request. */
export const Default: Story = {
  play: ({ canvasElement }) =>
    playTableToggle(canvasElement, 'Shipments by mode', 'Total 780 100%', () =>
      expect(within(canvasElement).getByRole('list', { name: 'Legend' }).textContent).toContain('Road52.8%'),
    ),
};

/** Formatted values, e.g. a currency, in the centre and the table. */
export const Currency: Story = {
  args: {
    label: 'Freight spend by carrier',
    valueFormatter: formatDirhams,
    data: labelled(['Gulf Haulage', 'Desert Line', 'Coastal Freight'], freightSpend),
  },
};

/** Arabic: segments run anticlockwise from the top, the legend sits at the left, percentages are localised. */
export const RightToLeft: Story = {
  args: {
    label: 'الشحنات حسب الوسيلة',
    data: [
      { label: 'برًا', value: 412 },
      { label: 'بحرًا', value: 236 },
      { label: 'جوًا', value: 87 },
      { label: 'بالسكك الحديدية', value: 45 },
    ],
  },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const donut = canvasElement.querySelector('svg')?.getBoundingClientRect();
    const first = canvasElement.querySelector('svg path')?.getBoundingClientRect();
    await expect((first?.left ?? 0) + (first?.width ?? 0) / 2).toBeLessThan(
      (donut?.left ?? 0) + (donut?.width ?? 0) / 2,
    );
    const legend = canvas.getByRole('list', { name: 'وسيلة الإيضاح' }).getBoundingClientRect();
    await expect(legend.right).toBeLessThan(donut?.left ?? 0);
    await expect(canvas.getByRole('button', { name: 'العرض كجدول' })).toBeVisible();
  },
};
