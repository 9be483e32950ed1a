import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phoneStory } from '../../../../private/phoneStory.ts';
import { fixtureAwbSearch, fixtureTrackingSearch } from './LiveTracking.fixtures.ts';
import { LiveTracking, type LiveTrackingProps } from './LiveTracking.tsx';

const args: LiveTrackingProps = {
  onSearch: fn(),
  searched: 'MSCU1234566',
  searching: false,
  result: fixtureTrackingSearch,
  defaultQuery: 'MSCU1234566',
};

const meta = {
  title: 'Screens/Dashboard/LiveTracking',
  component: LiveTracking,
  args,
} satisfies Meta<typeof LiveTracking>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A container number found: status, progress, the timeline (latest event current) and the stops. */
export const Result: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Search results' });
    const result = list.querySelector<HTMLElement>('[data-tracking-number="QAF-260103"]');
    if (!result) throw new Error('no result card');
    await step('status and progress from the history', async () => {
      await expect(result).toHaveTextContent('QAF-260103');
      await expect(result).toHaveTextContent('Customs clearance');
      await expect(result).toHaveTextContent('Found by container number');
      await expect(within(result).getByRole('progressbar', { name: 'Progress' })).toHaveAttribute(
        'aria-valuenow',
        '75',
      );
    });
    await step('timeline oldest first; the latest event is the current step', async () => {
      const steps = within(within(result).getByRole('list', { name: 'Tracking updates' })).getAllByRole('listitem');
      await expect(steps).toHaveLength(4);
      await expect(steps[3]).toHaveAttribute('aria-current', 'step');
      await expect(steps[3]).toHaveTextContent('Declaration lodged with Dubai Customs — Jebel Ali Port');
    });
    await step('the route: origin, event places, destination; where it is now', async () => {
      const stops = within(result).getByRole('list', { name: /Route map from Shanghai, China to Jebel Ali, Dubai/ });
      const items = within(stops).getAllByRole('listitem');
      await expect(items.map((item) => item.textContent)).toEqual([
        'Passed: Shanghai, China (not on the map)',
        'Passed: Port of Shanghai (not on the map)',
        'Jebel Ali Port · now',
        'Upcoming: Jebel Ali, Dubai',
      ]);
      await expect(items[2]).toHaveAttribute('aria-current', 'location');
      // Jebel Ali is drawn on the map of the UAE; Shanghai is not.
      const map = within(result).getByRole('img', { name: /Route map from Shanghai, China to Jebel Ali, Dubai/ });
      await expect(map).toHaveAccessibleDescription(/Not on the map: Shanghai, China and Port of Shanghai\.$/);
    });
  },
};

/** Searching: an empty box says what to enter; a number is searched trimmed. */
export const Search: Story = {
  args: { searched: null, result: undefined, defaultQuery: '' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Track a shipment' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Track' }));
    const box = canvas.getByRole('searchbox', { name: /Tracking, air waybill/ });
    await expect(box).toHaveAccessibleDescription(/Enter a number to search for\./);
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.type(box, '  176-12345675 {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('176-12345675');
  },
};

/** The API refused the number (a wrong check digit): what to check, and the server's reason. */
export const BadCheckDigit: Story = {
  args: {
    searched: '176-12345670',
    result: undefined,
    error: { kind: 'invalid', message: "176-12345670 is not a valid air waybill: its check digit doesn't match" },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("That number doesn't look right")).toBeVisible();
    await expect(canvas.getByText(/its check digit doesn't match/)).toBeVisible();
  },
};

/** A valid number that none of the organization's shipments carries. */
export const NoResults: Story = {
  args: { searched: 'QAF-999999', result: { kind: 'tracking', results: [] } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'No shipment found for “QAF-999999”' }),
    ).toBeVisible();
  },
};

/** An air waybill of a delayed shipment without an event place: the route is origin → destination. */
export const Delayed: Story = { args: { searched: '176-12345675', result: fixtureAwbSearch } };

/** The request failed. */
export const Failed: Story = {
  args: { result: undefined, error: { kind: 'failed', message: '503: Service Unavailable' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The search failed')).toBeVisible();
  },
};

/** Arabic, right to left. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'التتبع المباشر' })).toBeVisible();
    await expect(canvas.getByText('عُثر عليها برقم الحاوية', { exact: false })).toBeVisible();
    await expect(getComputedStyle(canvasElement.querySelector('section') as HTMLElement).direction).toBe('rtl');
  },
};

/** Phones (390 px): nothing overflows. */
export const Mobile: Story = { ...phoneStory };
