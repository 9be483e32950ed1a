import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phone375 } from '../../../private/phoneStory.ts';
import { emptyInsights, insightsReport, TODAY } from '../insights.fixtures.ts';
import { BusinessIntelligence, type BusinessIntelligenceProps } from './BusinessIntelligence.tsx';

const args = {
  report: insightsReport,
  filter: { from: insightsReport.from, to: insightsReport.to },
  today: TODAY,
  onFilterChange: fn(),
  onExport: fn(),
} satisfies BusinessIntelligenceProps;

const meta = {
  title: 'Screens/Insights/BusinessIntelligence',
  component: BusinessIntelligence,
  args,
} satisfies Meta<typeof BusinessIntelligence>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A quarter of shipments: the last 90 days preset, the figures, charts and tables; a preset and the export. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('insights-on-time')).toHaveTextContent('84.6%');
    await userEvent.selectOptions(canvas.getByLabelText('Period'), '30');
    await expect(args.onFilterChange).toHaveBeenCalledWith({ from: '2026-10-26', to: TODAY });
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExport).toHaveBeenCalled();
  },
};

/** A period without shipments: no rates, empty tables. */
export const Empty: Story = { args: { report: emptyInsights } };

/** A phone (375 px) in Arabic: nothing wider than the screen. */
export const PhoneArabic: Story = {
  ...phone375,
  globals: { ...phone375.globals, locale: 'ar' },
};
