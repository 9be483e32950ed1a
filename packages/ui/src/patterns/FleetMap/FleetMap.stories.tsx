import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { phoneStory } from '../../private/phoneStory.ts';
import { fixtureBreadcrumb, fixtureNow, fixturePositions, fixtureStops } from './FleetMap.fixtures.ts';
import { FleetMap } from './FleetMap.tsx';

const meta = {
  title: 'Patterns/FleetMap',
  component: FleetMap,
  args: { label: 'Vehicle positions', vehicles: fixturePositions, now: fixtureNow, style: { maxInlineSize: 560 } },
} satisfies Meta<typeof FleetMap>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five vehicles: plates beside the markers, one stale (greyed, "last seen"), one far from any known place. */
export const Vehicles: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const img = canvas.getByRole('img', { name: 'Vehicle positions' });
    await expect(img).toHaveAccessibleDescription('5 vehicle positions, one of them not recent.');
    const items = within(canvas.getByRole('list', { name: 'Vehicle positions' })).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('A 12345 near Jebel Ali · 62 km/h · at 11:59 AM');
    await expect(items[3]).toHaveTextContent('3 90210 near Sharjah · last seen 10:02 AM');
    await expect(items[3]).toHaveAttribute('data-stale', 'true');
    await expect(items[4]).toHaveTextContent('K 5510 at 23.6, 53.7 · 96 km/h');
    await expect(img.querySelector('[data-vehicle="3"]')).toHaveAttribute('data-stale', 'true');
    // Geography: Dubai's vehicle is east (right) of Abu Dhabi's.
    const dubai = img.querySelector('[data-vehicle="4"] circle')!.getBoundingClientRect();
    const abuDhabi = img.querySelector('[data-vehicle="6"] circle')!.getBoundingClientRect();
    await expect(dubai.left).toBeGreaterThan(abuDhabi.left);
  },
};

/** Arabic: the map is not mirrored; labels and the list read right to left, plates left to right. */
export const VehiclesArabic: Story = {
  args: { label: 'مواقع المركبات' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const img = canvas.getByRole('img', { name: 'مواقع المركبات' });
    const list = canvas.getByRole('list', { name: 'مواقع المركبات' });
    await expect(getComputedStyle(list).direction).toBe('rtl');
    const items = within(list).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('قرب جبل علي');
    await expect(items[3]).toHaveTextContent('آخر ظهور');
    await expect(getComputedStyle(within(items[0]!).getByText('A 12345')).direction).toBe('ltr');
    const dubai = img.querySelector('[data-vehicle="4"] circle')!.getBoundingClientRect();
    const abuDhabi = img.querySelector('[data-vehicle="6"] circle')!.getBoundingClientRect();
    await expect(dubai.left).toBeGreaterThan(abuDhabi.left);
  },
};

/** A selected vehicle on its trip: the stops as squares, the track so far as a line. */
export const TripBreadcrumb: Story = {
  args: {
    label: 'Trip TRP-000003',
    vehicles: [fixturePositions[2]!, { ...fixturePositions[0]!, lat: 24.88, lon: 54.9 }],
    selectedId: 1,
    stops: fixtureStops,
    breadcrumb: fixtureBreadcrumb,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const img = canvas.getByRole('img', { name: 'Trip TRP-000003' });
    await expect(img).toHaveAccessibleDescription(
      '2 vehicle positions. The selected trip: 3 stops, a track of 7 positions.',
    );
    await expect(img.querySelector('[data-part="breadcrumb"]')).not.toBeNull();
    await expect(img.querySelectorAll('rect[data-stop]')).toHaveLength(3);
    await expect(img.querySelector('[data-vehicle="1"]')).toHaveAttribute('data-selected', 'true');
    const stops = within(canvas.getByRole('list', { name: 'Stops of the trip' })).getAllByRole('listitem');
    await expect(stops.map((item) => item.textContent)).toEqual(['Dubai', 'Jebel Ali', 'Abu Dhabi']);
    await expect(
      canvas.getByRole('list', { name: 'Trip TRP-000003' }).querySelector('[aria-current]'),
    ).toHaveTextContent(/^Selected: A 12345/);
  },
};

export const TripBreadcrumbArabic: Story = {
  args: { ...TripBreadcrumb.args, label: 'الرحلة TRP-000003' },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const stops = within(canvas.getByRole('list', { name: 'محطات الرحلة' })).getAllByRole('listitem');
    await expect(stops.map((item) => item.textContent)).toEqual(['دبي', 'جبل علي', 'أبوظبي']);
    await expect(canvas.getByRole('img', { name: 'الرحلة TRP-000003' })).toHaveTextContent('أبوظبي');
  },
};

/** No positions yet: how to connect a tracker. */
export const Empty: Story = {
  args: { vehicles: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No positions yet' })).toBeVisible();
    await expect(canvas.getByText(/Traccar Client, OsmAnd or a GPS tracker/)).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const EmptyArabic: Story = {
  args: { vehicles: [] },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'لا مواقع بعد' })).toBeVisible();
  },
};

/** Phones: the map and its list fit 390 px. */
export const Phone: Story = { ...phoneStory };
