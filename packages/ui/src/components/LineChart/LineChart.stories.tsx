import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AreaChart, LineChart } from './LineChart.tsx';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const arabicMonths = ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو'];
const road = [42, 58, 35, 71, 64, 88];
const sea = [20, 26, 31, 29, 40, 52];

const meta = {
  title: 'Components/LineChart',
  component: LineChart,
  args: {
    label: 'Shipments per month',
    series: [
      { label: 'Road', data: months.map((label, index) => ({ label, value: road[index] ?? 0 })) },
      { label: 'Sea', data: months.map((label, index) => ({ label, value: sea[index] ?? 0 })) },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LineChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two series with a legend; the data table is read by screen readers and shown on request. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const figure = canvas.getByRole('figure', { name: 'Shipments per month' });
    await expect(within(figure).getByRole('table', { name: 'Shipments per month' })).toBeInTheDocument();
    await expect(canvas.getByRole('list', { name: 'Legend' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show as table' }));
    await expect(canvas.getByRole('row', { name: 'Jun 88 52' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show as chart' })).toHaveFocus();
  },
};

/** `AreaChart`: the same chart with the area under each line filled. */
export const Area: Story = {
  render: (args) => <AreaChart {...args} />,
};

/** Arabic: the first month is at the right, ticks use Arabic digits, the legend and table toggle are translated. */
export const RightToLeft: Story = {
  args: {
    label: 'الشحنات شهريًا',
    series: [
      { label: 'برًا', data: arabicMonths.map((label, index) => ({ label, value: road[index] ?? 0 })) },
      { label: 'بحرًا', data: arabicMonths.map((label, index) => ({ label, value: sea[index] ?? 0 })) },
    ],
  },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const january = canvas.getByText('يناير', { selector: 'text' }).getBoundingClientRect();
    const june = canvas.getByText('يونيو', { selector: 'text' }).getBoundingClientRect();
    await expect(january.left).toBeGreaterThan(june.left);
    await expect(canvas.getByRole('list', { name: 'وسيلة الإيضاح' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'العرض كجدول' })).toBeVisible();
  },
};
