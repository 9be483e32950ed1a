import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phone375 } from '../../../../private/phoneStory.ts';
import { fixtureAnalytics, fixtureDashboard } from './FleetOverview.fixtures.ts';
import { FleetOverview } from './FleetOverview.tsx';

const meta = {
  title: 'Screens/Dashboard/Fleet Overview',
  component: FleetOverview,
  args: { dashboard: fixtureDashboard, analytics: fixtureAnalytics, onRetry: fn(), onAddVehicle: fn() },
} satisfies Meta<typeof FleetOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The fleet at a glance: when computed, the alerts (3 of 5 worded), the figures, recent trips and charts. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Fleet overview' })).toBeVisible();
    await expect(canvas.getByText('Last updated Nov 24, 2026, 10:30 AM')).toBeVisible();
    await step('the banner counts all alerts and words the first three', async () => {
      const banner = canvasElement.querySelector('[data-alerts]') as HTMLElement;
      await expect(banner).toHaveTextContent('5 alerts');
      const items = within(banner).getAllByRole('listitem');
      await expect(items).toHaveLength(3);
      await expect(items[0]).toHaveTextContent('Critical: Vehicle 16 4521: registration expired on Nov 15, 2026');
      await expect(items[1]).toHaveTextContent(
        'Critical: Trip TRP-000104 (A 12345, Rashid Al Mazrouei) is overdue: due at its last stop at Nov 24, 2026, 9:40 AM',
      );
      await expect(items[2]).toHaveTextContent('Warning: Vehicle CC 778: service due by Dec 2, 2026, 1,180 km left');
      await expect(banner).toHaveTextContent('and 2 more alerts');
    });
    await step('the figures', async () => {
      const summary = within(canvas.getByRole('list', { name: 'Fleet at a glance' })).getAllByRole('listitem');
      await expect(summary[0]).toHaveTextContent(/Total vehicles\s*4\s*2 active/);
      await expect(summary[2]).toHaveTextContent(/Active trips\s*1\s*2 completed today/);
      const metrics = within(canvas.getByRole('list', { name: 'Fleet performance' })).getAllByRole('listitem');
      await expect(metrics[0]).toHaveTextContent('75%');
      await expect(within(metrics[0] as HTMLElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '75');
      await expect(metrics[1]).toHaveTextContent(/Average driver rating\s*4\.4 \/ 5/);
      await expect(metrics[1]).not.toHaveTextContent('No trip has been rated yet');
      await expect(metrics[2]).toHaveTextContent(/3,412\.6 km\s*18,940\.3 km in all/);
    });
    await step('recent trips with status colours (spec 001 §4)', async () => {
      const trips = within(canvas.getByRole('list', { name: 'Recent trips' })).getAllByRole('listitem');
      await expect(trips).toHaveLength(5);
      await expect(trips[1]).toHaveTextContent('Jebel Ali Port → Al Quoz');
      await expect(trips[1]?.querySelector('[data-status="in_progress"]')).toHaveAttribute('data-tone', 'info');
      await expect(trips[2]?.querySelector('[data-status="completed"]')).toHaveAttribute('data-tone', 'positive');
      await expect(trips[4]?.querySelector('[data-status="cancelled"]')).toHaveAttribute('data-tone', 'neutral');
    });
    await step('utilization per day, in percent of the vehicles in the fleet that day', async () => {
      const chart = within(canvas.getByRole('figure', { name: 'Fleet utilization, last 14 days' }));
      const rows = within(chart.getByRole('table')).getAllByRole('row');
      await expect(rows[0]).toHaveTextContent(/Day\s*Utilization/);
      await expect(rows[1]).toHaveTextContent(/11\s*33.3%/);
      await expect(rows[14]).toHaveTextContent(/24\s*50%/);
    });
    await expect(canvas.getByRole('figure', { name: 'Km driven per day, Nov 11 – 24' })).toBeInTheDocument();
    await expect(canvas.getByRole('figure', { name: 'Km per vehicle, last 30 days' })).toBeInTheDocument();
  },
};

/** Arabic, right to left: alerts worded in Arabic, Arabic place names, plates still left to right. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'نظرة عامة على الأسطول' });
    await expect(getComputedStyle(region).direction).toBe('rtl');
    await expect(canvasElement.querySelector('[data-alerts]')).toHaveTextContent('5 تنبيهات');
    await expect(canvas.getAllByText(/ميناء جبل علي ← القوز/).length).toBeGreaterThan(0);
    await expect(getComputedStyle(canvas.getAllByText('A 12345')[0] as HTMLElement).direction).toBe('ltr');
    const chart = within(canvas.getByRole('figure', { name: 'استخدام الأسطول، آخر 14 يومًا' }));
    await expect(within(chart.getByRole('table')).getAllByRole('row')[1]).toHaveTextContent(/^11\s*33\.3\u200e?%/);
  },
};

/** A 375 px phone: figures, trips and charts stack; nothing overflows. */
export const Mobile: Story = {
  ...phone375,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** Loading: skeleton figures, trips and charts. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Fleet overview' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText(/Last updated/)).toBeNull();
  },
};

/** The dashboard failed to load: the API's reason and Try again. */
export const LoadError: Story = {
  name: 'Error',
  args: { dashboard: undefined, analytics: undefined, error: '500: Internal Server Error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The fleet figures could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** No vehicle yet: an invitation to add the first one. */
export const Empty: Story = {
  args: {
    dashboard: {
      ...fixtureDashboard,
      overview: {
        totalVehicles: 0,
        activeVehicles: 0,
        totalDrivers: 0,
        activeDrivers: 0,
        inProgressTrips: 0,
        completedTripsToday: 0,
        maintenanceDue: 0,
      },
      alerts: [],
      alertCount: 0,
      recentTrips: [],
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No vehicles yet' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add your first vehicle' }));
    await expect(args.onAddVehicle).toHaveBeenCalledTimes(1);
  },
};

/** The live map goes in its slot, between the figures and the trips. */
export const WithMapSlot: Story = {
  args: {
    mapSlot: (
      <div style={{ blockSize: 160, border: '1px dashed currentColor', display: 'grid', placeItems: 'center' }}>
        Map
      </div>
    ),
  },
};
