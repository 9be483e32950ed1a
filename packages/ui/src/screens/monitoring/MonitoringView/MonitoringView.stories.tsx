import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phone375 } from '../../../private/phoneStory.ts';
import { withToasts } from '../../toastStory.tsx';
import { alerts, performance, security } from '../monitoring.fixtures.ts';
import { MonitoringView, type MonitoringViewProps } from './MonitoringView.tsx';

const args = {
  performance,
  security,
  alerts,
  onAcknowledge: fn(async () => ({ ok: true as const })),
} satisfies MonitoringViewProps;

const meta = {
  title: 'Screens/Monitoring/MonitoringView',
  component: MonitoringView,
  args,
  decorators: [withToasts],
} satisfies Meta<typeof MonitoringView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Overview tab: the hour's figures, sessions, firing alerts and the budgets' badges. */
export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await expect(within(canvas.getByTestId('budget-error_rate_5xx')).getByText('Fail')).toBeVisible();
    await expect(within(canvas.getByTestId('budget-api_p95_ms')).getByText('Pass')).toBeVisible();
  },
};

/** The Alerts tab: a firing spike is acknowledged. */
export const Alerts: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Alerts' }));
    await expect(await canvas.findByText('Failed sign-in spike')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Acknowledge' }));
    await expect(args.onAcknowledge).toHaveBeenCalledWith(12);
  },
};

/** A phone (375 px) in Arabic on the Performance tab: the chart and the routes table fit. */
export const PhoneArabic: Story = {
  ...phone375,
  globals: { ...phone375.globals, locale: 'ar' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('tab', { name: 'الأداء' }));
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
