import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fixtureEnabledSections, fixtureNow, fixtureStats } from '../dashboard.fixtures.ts';
import { withStoryLinks } from '../storyLinks.tsx';
import { DashboardOverview, type DashboardOverviewProps } from './DashboardOverview.tsx';

const navigateTo = fn();
const allSections = [
  'overview',
  'shipments',
  'fleet',
  'tracking',
  'temperature',
  'traffic',
  'ai-chat',
  'analytics',
  'documents',
  'compliance',
];

const args = {
  stats: fixtureStats,
  enabledSections: fixtureEnabledSections,
  searchQuery: '',
  onSearchQueryChange: fn(),
  now: fixtureNow,
} satisfies DashboardOverviewProps;

const meta = {
  title: 'Screens/Dashboard/DashboardOverview',
  component: DashboardOverview,
  args,
  decorators: [withStoryLinks(navigateTo)],
  // The search box lives in the shell's top bar; here the story holds the query.
  render: function Render(props) {
    const [query, setQuery] = useState(props.searchQuery);
    return (
      <>
        <input
          type="search"
          aria-label="Search the dashboard"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <DashboardOverview
          {...props}
          searchQuery={query}
          onSearchQueryChange={(next) => {
            props.onSearchQueryChange(next);
            setQuery(next);
          }}
        />
      </>
    );
  },
} satisfies Meta<typeof DashboardOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

const metric = (root: HTMLElement, key: string) => root.querySelector<HTMLElement>(`[data-metric="${key}"]`);

/** The figures, estimates labelled, and one card per category with its first three features. */
export const Default: Story = {
  args: { enabledSections: allSections },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(metric(canvasElement, 'activeShipments')).toHaveTextContent('Active shipments1,284');
    await expect(metric(canvasElement, 'apiCallsToday')).toHaveTextContent('15,320');
    await expect(metric(canvasElement, 'complianceScore')).toHaveTextContent('96.5%');
    await expect(metric(canvasElement, 'dubaiTemperature')).toHaveTextContent('34°C');
    await expect(metric(canvasElement, 'dubaiTemperature')).toHaveTextContent('Estimate');
    await expect(metric(canvasElement, 'trafficStatus')).toHaveTextContent('Moderate');
    await expect(metric(canvasElement, 'activeShipments')).not.toHaveTextContent('Estimate');
    await expect(canvas.getByText('Updated 2 minutes ago')).toBeVisible();
    const logistics = canvasElement.querySelector('[data-category="logistics"]') as HTMLElement;
    await expect(within(logistics).getAllByRole('link')).toHaveLength(3);
    await expect(within(logistics).getByTestId('more')).toHaveTextContent('+3 more');
    const ai = canvasElement.querySelector('[data-category="ai"]') as HTMLElement;
    await expect(within(ai).queryByTestId('more')).toBeNull();
    await expect(canvasElement.querySelector('[data-category="enterprise"]')).toBeNull();
    await userEvent.click(within(logistics).getByRole('link', { name: 'Cargo Management' }));
    await expect(navigateTo).toHaveBeenLastCalledWith('/app/dashboard/shipments');
  },
};

/** Temperature N/A and traffic unknown hide their cards; no fleet and no documents say so. */
export const MissingFigures: Story = {
  args: {
    stats: {
      ...fixtureStats,
      dubaiTemperature: null,
      trafficStatus: 'unknown',
      fleetVehicles: null,
      complianceScore: null,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(metric(canvasElement, 'dubaiTemperature')).toBeNull();
    await expect(metric(canvasElement, 'trafficStatus')).toBeNull();
    await expect(metric(canvasElement, 'fleetVehicles')).toHaveTextContent('Not set up');
    await expect(metric(canvasElement, 'complianceScore')).toHaveTextContent('No documents yet');
  },
};

/** The dashboard search: results with title, description and category; the limit is 8. */
export const SearchResults: Story = {
  args: { enabledSections: allSections, searchQuery: 'a' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const results = canvas.getByTestId('search-results');
    await expect(within(results).getAllByRole('link')).toHaveLength(8);
    await expect(within(results).getByRole('heading')).toHaveTextContent('10 results for “a”');
    await expect(results).toHaveTextContent('Showing the first 8.');
    const box = canvas.getByRole('searchbox');
    await userEvent.clear(box);
    await userEvent.type(box, '  Waybill ');
    await expect(within(canvas.getByTestId('search-results')).getAllByRole('link')).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: /Live Tracking/ })).toHaveTextContent('Logistics Operations');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear Search' }));
    await expect(canvas.getByRole('heading', { name: 'Your features' })).toBeVisible();
  },
};

/** Nothing matches: the suggested keywords and Clear Search. */
export const NoResults: Story = {
  args: { searchQuery: 'invoices' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const empty = canvas.getByTestId('no-results');
    await expect(within(empty).getByRole('heading')).toHaveTextContent('No features match “invoices”');
    const keywords = within(empty)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    await expect(keywords).toEqual([
      'shipments',
      'tracking',
      'AI chat',
      'documents',
      'fleet',
      'analytics',
      'compliance',
    ]);
    await userEvent.click(within(empty).getByRole('button', { name: 'AI chat' }));
    await expect(args.onSearchQueryChange).toHaveBeenLastCalledWith('AI chat');
    await expect(canvas.getByRole('link', { name: /AI Assistant/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear Search' }));
    await expect(args.onSearchQueryChange).toHaveBeenLastCalledWith('');
  },
};

export const Loading: Story = {
  args: { stats: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading figures…')).toBeInTheDocument();
  },
};

/** Arabic: numbers, percent and units formatted for Arabic; Arabic titles; the keywords in Arabic. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { enabledSections: allSections },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const n = new Intl.NumberFormat('ar');
    await expect(metric(canvasElement, 'activeShipments')).toHaveTextContent(n.format(1284));
    await expect(metric(canvasElement, 'dubaiTemperature')).toHaveTextContent('تقدير');
    await expect(canvas.getByRole('heading', { name: 'ميزاتك' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /إدارة الشحنات/ })).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox'), 'الشحنات');
    await expect(canvas.getByRole('link', { name: /إدارة الشحنات/ })).toBeVisible();
  },
};
