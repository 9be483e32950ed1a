import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  arabicMonths,
  cardWidth,
  expectMonthsRightToLeft,
  formatDirhams,
  freightSpend,
  labelled,
  months,
  playTableToggle,
  roadShipments,
} from '../../private/chart/chart.fixtures.tsx';
import { BarChart } from './BarChart.tsx';

const meta = {
  title: 'Components/BarChart',
  component: BarChart,
  args: { label: 'Shipments per month', data: labelled(months, roadShipments) },
  decorators: [cardWidth],
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Columns in reading order; the data table is read by screen readers and shown on request. */
export const Default: Story = {
  play: ({ canvasElement }) => playTableToggle(canvasElement, 'Shipments per month', 'Jun 88'),
};

/** Rows of bars with formatted values, e.g. a currency. */
export const Horizontal: Story = {
  args: {
    orientation: 'horizontal',
    label: 'Freight spend by lane',
    valueFormatter: formatDirhams,
    data: labelled(['Dubai → Riyadh', 'Jebel Ali → Doha', 'Sharjah → Muscat'], freightSpend),
  },
};

/** Arabic: the first month is at the right, ticks use Arabic digits, the table toggle is translated. */
export const RightToLeft: Story = {
  args: { label: 'الشحنات شهريًا', data: labelled(arabicMonths, roadShipments) },
  globals: { locale: 'ar' },
  play: ({ canvasElement }) => expectMonthsRightToLeft(canvasElement),
};

/** Arabic, horizontal: labels at the right, bars grow leftwards. */
export const RightToLeftHorizontal: Story = {
  args: {
    orientation: 'horizontal',
    label: 'تكلفة الشحن حسب المسار',
    data: labelled(['دبي ← الرياض', 'جبل علي ← الدوحة', 'الشارقة ← مسقط'], freightSpend),
  },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const label = canvas.getByText('دبي ← الرياض', { selector: 'text' }).getBoundingClientRect();
    const bar = canvasElement.querySelector('rect')?.getBoundingClientRect();
    await expect(bar?.right).toBeLessThan(label.left);
  },
};
