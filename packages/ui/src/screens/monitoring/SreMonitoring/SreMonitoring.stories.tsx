import type { AlertsReport, PerformanceReport } from '@qafila/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phone375 } from '../../../private/phoneStory.ts';
import { withToasts } from '../../toastStory.tsx';
import { alerts, performance, security } from '../monitoring.fixtures.ts';
import { SreMonitoring, type SreMonitoringProps } from './SreMonitoring.tsx';

const rum = {
  avgLCP: 2100,
  avgFID: null,
  avgCLS: 0.04,
  totalSamples: 412,
  p75: { LCP: 2380, INP: 120, CLS: 0.06, FCP: 1210, TTFB: 340 },
  pages: [
    { page: '/', device: 'mobile', metric: 'LCP', p75: 2380, samples: 190 },
    { page: '/', device: 'desktop', metric: 'LCP', p75: 1420, samples: 120 },
    { page: '/track', device: 'mobile', metric: 'CLS', p75: 0.06, samples: 102 },
  ],
} as unknown as PerformanceReport['rum'];

const platformAlerts: AlertsReport = {
  ...alerts,
  scope: 'platform',
  budgets: [
    ...alerts.budgets.filter((b) => !b.key.startsWith('lcp')),
    { key: 'lcp_p75_ms', threshold: 2500, windowMinutes: 60, value: 2380, status: 'pass' },
    { key: 'event_loop_p99_ms', threshold: 100, windowMinutes: 60, value: 21.3, status: 'pass' },
  ],
  alerts: [
    {
      id: 31,
      rule: 'rate_limited_spike',
      severity: 'warning',
      state: 'firing',
      value: 64,
      threshold: 50,
      windowMinutes: 5,
      firedAt: '2026-11-24T07:52:00.000Z',
      resolvedAt: null,
      acknowledgedAt: null,
      acknowledgedBy: null,
    },
    ...alerts.alerts,
  ],
};

const args = {
  performance: { ...performance, scope: 'platform', rum },
  security: { ...security, scope: 'platform' },
  alerts: platformAlerts,
  onAcknowledge: fn(async () => ({ ok: true as const })),
  onUpdateBudget: fn(async () => ({ ok: true as const })),
} satisfies SreMonitoringProps;

const meta = {
  title: 'Screens/Monitoring/SreMonitoring',
  component: SreMonitoring,
  args,
  decorators: [withToasts],
} satisfies Meta<typeof SreMonitoring>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The platform's figures, charts, status classes per route, web vitals, budgets and alerts; a budget is edited. */
export const Platform: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Web vitals (p75) per page' })).toBeVisible();
    await expect(canvas.getByText('Refused requests (429)')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit: API p95' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    const threshold = dialog.getByLabelText('Threshold');
    await userEvent.clear(threshold);
    await userEvent.type(threshold, '250');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onUpdateBudget).toHaveBeenCalledWith('api_p95_ms', { threshold: 250, windowMinutes: 60 });
  },
};

/** No real-user reports yet: the web vitals say "No data". */
export const NoWebVitals: Story = {
  args: { performance: { ...performance, scope: 'platform' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('/track')).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'No data' })).toBeVisible();
  },
};

/** A phone (375 px) in Arabic: nothing is wider than the screen. */
export const PhoneArabic: Story = {
  ...phone375,
  globals: { ...phone375.globals, locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
