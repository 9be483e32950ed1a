import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BarChart } from './BarChart.tsx';

const meta = {
  title: 'Components/BarChart',
  component: BarChart,
  args: {
    label: 'Shipments per month',
    data: [
      { label: 'Jan', value: 42 },
      { label: 'Feb', value: 58 },
      { label: 'Mar', value: 35 },
      { label: 'Apr', value: 71 },
      { label: 'May', value: 64 },
      { label: 'Jun', value: 88 },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Columns in reading order; the data table is read by screen readers and shown on request. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const figure = canvas.getByRole('figure', { name: 'Shipments per month' });
    await expect(within(figure).getByRole('table', { name: 'Shipments per month' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Show as table' }));
    await expect(canvas.getByRole('row', { name: 'Jun 88' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show as chart' })).toHaveFocus();
  },
};

/** Rows of bars with formatted values, e.g. a currency. */
export const Horizontal: Story = {
  args: {
    orientation: 'horizontal',
    label: 'Freight spend by lane',
    valueFormatter: (value: number) =>
      new Intl.NumberFormat('en', { style: 'currency', currency: 'AED', maximumFractionDigits: 0 }).format(value),
    data: [
      { label: 'Dubai → Riyadh', value: 18400 },
      { label: 'Jebel Ali → Doha', value: 12750 },
      { label: 'Sharjah → Muscat', value: 6300 },
    ],
  },
};

/** Arabic: the first month is at the right, ticks use Arabic digits, the table toggle is translated. */
export const RightToLeft: Story = {
  args: {
    label: 'الشحنات شهريًا',
    data: [
      { label: 'يناير', value: 42 },
      { label: 'فبراير', value: 58 },
      { label: 'مارس', value: 35 },
      { label: 'أبريل', value: 71 },
      { label: 'مايو', value: 64 },
      { label: 'يونيو', value: 88 },
    ],
  },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const january = canvas.getByText('يناير', { selector: 'text' }).getBoundingClientRect();
    const june = canvas.getByText('يونيو', { selector: 'text' }).getBoundingClientRect();
    await expect(january.left).toBeGreaterThan(june.left);
    await expect(canvas.getByRole('button', { name: 'العرض كجدول' })).toBeVisible();
  },
};

/** Arabic, horizontal: labels at the right, bars grow leftwards. */
export const RightToLeftHorizontal: Story = {
  args: {
    orientation: 'horizontal',
    label: 'تكلفة الشحن حسب المسار',
    data: [
      { label: 'دبي ← الرياض', value: 18400 },
      { label: 'جبل علي ← الدوحة', value: 12750 },
      { label: 'الشارقة ← مسقط', value: 6300 },
    ],
  },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const label = canvas.getByText('دبي ← الرياض', { selector: 'text' }).getBoundingClientRect();
    const bar = canvasElement.querySelector('rect')?.getBoundingClientRect();
    await expect(bar?.right).toBeLessThan(label.left);
  },
};
