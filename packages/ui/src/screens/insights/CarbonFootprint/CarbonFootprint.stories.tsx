import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phone375 } from '../../../private/phoneStory.ts';
import { carbonReport, TODAY } from '../insights.fixtures.ts';
import { CarbonFootprint, type CarbonFootprintProps } from './CarbonFootprint.tsx';

const args = {
  report: carbonReport,
  period: { from: carbonReport.from, to: carbonReport.to },
  today: TODAY,
  onPeriodChange: fn(),
  onDownloadCsv: fn(),
  onPrint: fn(),
} satisfies CarbonFootprintProps;

const meta = {
  title: 'Screens/Insights/CarbonFootprint',
  component: CarbonFootprint,
  args,
} satisfies Meta<typeof CarbonFootprint>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Twelve months of estimated emissions: totals, by month and mode, by customer and lane, the fleet's trips. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('carbon-total')).toHaveTextContent('120.61 t CO₂e');
    await expect(canvas.getAllByText('Estimate').length).toBeGreaterThanOrEqual(4);
  },
};

/** A customer's printable report: their shipments with distance, factor and emissions; print and CSV. */
export const CustomerReport: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Report' })[0]!);
    const report = within(canvas.getByTestId('carbon-customer-report'));
    await expect(report.getByText('QAF-251207')).toBeVisible();
    await userEvent.click(report.getByRole('button', { name: 'Print report' }));
    await expect(args.onPrint).toHaveBeenCalled();
    await userEvent.click(report.getByRole('button', { name: 'Download CSV' }));
    await expect(args.onDownloadCsv).toHaveBeenCalledWith(11);
  },
};

/** A phone (375 px) in Arabic: nothing wider than the screen. */
export const PhoneArabic: Story = {
  ...phone375,
  globals: { ...phone375.globals, locale: 'ar' },
};
